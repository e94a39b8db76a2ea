/// Turns a learner's recent results into a few concrete things to practise next.
enum PracticeAdvice {
    /// Pass rate (percent) below which a stroke type is worth practising.
    static let weakTypePercent = 90.0
    /// Strokes of a type needed before its pass rate is trusted.
    static let minimumStrokes = 3
    /// Mean concurrency below which the learner is told to speak while writing.
    static let weakTiming = 60.0
    /// Mean dimension score below which a dimension is named as a weakness.
    static let weakDimension = 90.0

    /// - Returns: at most four sentences, most useful first; one encouraging sentence when all is well.
    static func suggestions(
        recentTypes: [StrokeTypeSummary], recentMistakes: [MistakeSummary], characters: [CharacterProgress],
        recentConcurrency: Double?, recentDays: Int
    ) -> [String] {
        var advice: [String] = []
        if let weak = recentTypes.first(where: { $0.strokes >= minimumStrokes && $0.passedPercent < weakTypePercent }) {
            let dimensions = weak.dimensions.filter { $0.mean < weakDimension }.prefix(2)
                .map { "\($0.dimension.rawValue) \(Int($0.mean.rounded()))" }
            advice.append(
                "Practise \(weak.name) \(weak.pinyin): \(weak.passed) of \(weak.strokes) passed in the last \(recentDays) days"
                    + (dimensions.isEmpty ? "." : "; weakest: \(dimensions.joined(separator: ", ")).")
            )
        }
        if let mistake = recentMistakes.first {
            advice.append(
                "Watch for \(describe(mistake.kind)) (\(mistake.count) time\(mistake.count == 1 ? "" : "s") lately), e.g. \(mistake.exampleCharacter): “\(mistake.example)”"
            )
        }
        if let character = characters.filter({ $0.stars < 3 }).min(by: { ($0.stars, $0.bestScore) < ($1.stars, $1.bestScore) }) {
            let next = LessonScoring.starThresholds[character.stars]
            advice.append(
                "Write \(character.character) again: best \(Int(character.bestScore.rounded())) (\(character.stars) star\(character.stars == 1 ? "" : "s")); \(Int(next)) earns the next star."
            )
        }
        if let timing = recentConcurrency, timing < weakTiming {
            advice.append("Say each stroke's name while the pen is moving: timing \(Int(timing.rounded())) of 100 lately.")
        }
        return advice.isEmpty ? ["Everything is going well: try a new character."] : advice
    }

    /// A mistake kind in a few words.
    static func describe(_ kind: IssueKind) -> String {
        switch kind {
        case .order: "strokes in the wrong order"
        case .missing: "missing strokes"
        case .extra: "extra strokes"
        case .merged: "strokes joined together"
        case .split: "strokes broken in pieces"
        case .reversed: "strokes drawn backwards"
        case .poorlyDrawn: "poorly drawn strokes"
        case .wrongName: "wrong stroke names"
        case .unspoken: "stroke names not said"
        case .timing: "names said out of time with the pen"
        }
    }
}
