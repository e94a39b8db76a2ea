/// Applies ``KanjiVGOverrides`` rules to one character's strokes.
struct StrokeOrderCorrector {
    /// The corrected strokes and which rules changed them.
    struct Outcome {
        var strokes: [TemplateStroke]
        /// The rules applied, as their targets (`必`, or `田` for a component rule).
        var applied: [String]
        /// The character's own rule, when it exists but KanjiVG's labels did not match it.
        var unmatchedCharacterRule: String?
    }

    let overrides: KanjiVGOverrides

    /// Reorders (and renames) strokes as the character's rule, or else its components' rules, say.
    /// - Parameters:
    ///   - strokes: the strokes in KanjiVG's order.
    ///   - labels: each stroke's base KanjiVG label.
    ///   - groups: KanjiVG's component groups.
    ///   - character: the character.
    /// - Complexity: O(groups × rules + strokes).
    func correct(
        _ strokes: [TemplateStroke], labels: [String], groups: [KanjiVGDocument.Group], character: String
    ) -> Outcome {
        if let rule = overrides.characters.first(where: { $0.target == character }) {
            guard rule.matches(labels) else {
                return Outcome(strokes: strokes, applied: [], unmatchedCharacterRule: character)
            }
            return Outcome(strokes: apply(rule, to: strokes, at: Array(strokes.indices)), applied: [character])
        }
        var result = strokes
        var applied: [String] = []
        var claimed = Set<Int>()
        for group in groups {
            guard let rule = overrides.components.first(where: { $0.target == group.element }),
                Self.isContiguous(group.strokes), claimed.isDisjoint(with: group.strokes),
                rule.matches(group.strokes.map { labels[$0] })
            else { continue }
            result = apply(rule, to: result, at: group.strokes)
            claimed.formUnion(group.strokes)
            applied.append(rule.target)
        }
        return Outcome(strokes: result, applied: applied)
    }

    /// Puts the strokes at `positions` into the rule's order, renaming them if the rule says so.
    private func apply(_ rule: KanjiVGOverrides.Reorder, to strokes: [TemplateStroke], at positions: [Int])
        -> [TemplateStroke]
    {
        var result = strokes
        for (slot, source) in rule.order.enumerated() {
            var stroke = strokes[positions[source - 1]]
            if let types = rule.types { stroke.type = types[slot] }
            result[positions[slot]] = stroke
        }
        return result
    }

    private static func isContiguous(_ indices: [Int]) -> Bool {
        guard let first = indices.first else { return false }
        return indices == Array(first..<(first + indices.count))
    }
}
