import WriteOutLoud
import WriteOutLoudSynthesis

/// Every shared character's strokes from one hand judged against the other hand's template, both ways.
struct CrossHandStudy {
    /// Which half of the characters and which way round.
    struct Cell: Hashable, Comparable {
        let tuning: Bool
        /// True when the second library's strokes are the ink and the first's the template.
        let secondAsInk: Bool
        let group: StrokesSample.Group

        static func < (lhs: Cell, rhs: Cell) -> Bool {
            (lhs.tuning ? 0 : 1, lhs.secondAsInk ? 1 : 0, lhs.group) < (rhs.tuning ? 0 : 1, rhs.secondAsInk ? 1 : 0, rhs.group)
        }
    }

    /// Strokes judged and failed among some kind of template stroke.
    struct Count {
        var judged = 0
        var failed = 0

        mutating func add(_ other: Count) {
            judged += other.judged
            failed += other.failed
        }
    }

    /// Template strokes by length, as a share of the character's longer side: where a hand misses a stroke's
    /// ends by about the same distance, the short strokes fail first.
    enum LengthBand: String, CaseIterable, Comparable {
        case short = "< 0.2", middle = "0.2–0.4", long = "≥ 0.4"

        init(relativeLength: Double) {
            self = relativeLength < 0.2 ? .short : relativeLength < 0.4 ? .middle : .long
        }

        static func < (lhs: Self, rhs: Self) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    /// Counts for one cell.
    struct Tally {
        var characters = 0
        var charactersPassed = 0
        var strokes = 0
        var strokesPassed = 0
        /// Failed strokes by their weakest dimension ("reversed" when flagged backwards).
        var weakest: [String: Int] = [:]
        /// Characters with a structural issue (missing, extra, merged, split, order, reversed) raised.
        var structural = 0
        /// By the template stroke's type.
        var byType: [StrokeType: Count] = [:]
        /// By the template stroke's length.
        var byLength: [LengthBand: Count] = [:]
        /// Strokes judged, and passed, the moment each landed: the strokes before it on the canvas, in the writing box.
        var landed = 0
        var landedPassed = 0

        mutating func add(_ other: Tally) {
            characters += other.characters
            charactersPassed += other.charactersPassed
            strokes += other.strokes
            strokesPassed += other.strokesPassed
            weakest.merge(other.weakest, uniquingKeysWith: +)
            structural += other.structural
            for (type, count) in other.byType { byType[type, default: Count()].add(count) }
            for (band, count) in other.byLength { byLength[band, default: Count()].add(count) }
            landed += other.landed
            landedPassed += other.landedPassed
        }
    }

    var tallies: [Cell: Tally] = [:]
    /// Failed strokes described, for `--show-failures`.
    var failures: [String] = []
    /// One tab-separated line per judged stroke, for `--scores`.
    var scoreLines: [String] = []

    /// Judges `pair` both ways; the ink is the other hand's strokes placed on a canvas and sampled like a pen.
    mutating func add(_ pair: CrossHandPairs.Pair, analyzer: StrokeAnalyzer, seed: UInt64) {
        for secondAsInk in [false, true] {
            let ink = secondAsInk ? pair.second : pair.first
            let model = secondAsInk ? pair.first : pair.second
            var generator = AttemptGenerator(template: ink, seed: seed &+ UInt64(pair.character.unicodeScalars.first?.value ?? 0))
            let attempt = generator.place(ink.strokes.map(\.points))
            let analysis = analyzer.analyze(attempt, against: model)
            let cell = Cell(
                tuning: pair.isTuning, secondAsInk: secondAsInk, group: StrokesSample.Group(strokeCount: model.strokes.count))
            var tally = Tally()
            tally.characters = 1
            tally.strokes = analysis.strokes.count
            tally.strokesPassed = analysis.strokes.filter(\.passed).count
            tally.charactersPassed = tally.strokesPassed == tally.strokes ? 1 : 0
            tally.structural = analysis.issues.contains { $0.kind != .poorlyDrawn } ? 1 : 0
            tally.landed = model.strokes.count
            let landedFailures = Self.failedAsLanded(attempt, model, box: generator.writingBox, analyzer: analyzer)
            tally.landedPassed = model.strokes.count - landedFailures.count
            let size = StrokeScoreLine.longerSide(of: model)
            for judgement in analysis.strokes {
                let stroke = model.strokes[judgement.templateIndex]
                let count = Count(judged: 1, failed: judgement.passed ? 0 : 1)
                if let type = stroke.type { tally.byType[type, default: Count()].add(count) }
                tally.byLength[LengthBand(relativeLength: Polyline.length(stroke.points) / size), default: Count()].add(count)
                scoreLines.append(
                    StrokeScoreLine.line(
                        label: "\(pair.isTuning ? "tuning" : "heldout")-\(secondAsInk ? "second" : "first")",
                        group: cell.group, template: model, characterSize: size, judgement: judgement))
            }
            for judgement in analysis.strokes where !judgement.passed {
                let reason = Self.weakest(judgement, reversed: analysis.issues.contains {
                    $0.kind == .reversed && $0.stroke == judgement.templateIndex })
                tally.weakest[reason, default: 0] += 1
                describe(pair.character, judgement, reason: reason, secondAsInk: secondAsInk)
            }
            for judgement in landedFailures {
                let reason = Self.weakest(judgement, reversed: false)
                describe(pair.character, judgement, reason: reason, secondAsInk: secondAsInk, asLanded: true)
            }
            tallies[cell, default: Tally()].add(tally)
        }
    }

    /// The strokes that fail when each is judged as it lands, with only the strokes before it drawn (a stroke
    /// the analysis does not reach counts as failed, with no drawn stroke).
    private static func failedAsLanded(
        _ attempt: Ink, _ model: CharacterTemplate, box: WritingBox, analyzer: StrokeAnalyzer
    ) -> [StrokeJudgement] {
        model.strokes.indices.compactMap { slot in
            var drawn = attempt
            drawn.strokes = Array(attempt.strokes.prefix(slot + 1))
            let analysis = analyzer.analyzeUnfinished(drawn, against: model, writingBox: box)
            guard analysis.strokes.indices.contains(slot) else {
                return StrokeJudgement(
                    templateIndex: slot, drawnIndex: nil, scores: .zero, accuracy: 0, passed: false, typeEvidence: nil)
            }
            return analysis.strokes[slot].passed ? nil : analysis.strokes[slot]
        }
    }

    private static func weakest(_ judgement: StrokeJudgement, reversed: Bool) -> String {
        if reversed { return "reversed" }
        if judgement.drawnIndex == nil { return "missing" }
        let scores = judgement.scores
        return [("shape", scores.shape), ("direction", scores.direction), ("position", scores.position),
            ("proportion", scores.proportion)].min { $0.1 < $1.1 }?.0 ?? "shape"
    }

    private mutating func describe(
        _ character: String, _ judgement: StrokeJudgement, reason: String, secondAsInk: Bool, asLanded: Bool = false
    ) {
        let scores = judgement.scores
        failures.append(
            "\(character) stroke \(judgement.templateIndex + 1) (\(secondAsInk ? "second" : "first") as ink"
                + (asLanded ? ", as it landed" : "") + "): "
                + "accuracy \(Int(judgement.accuracy.rounded())), shape \(Int(scores.shape.rounded())), "
                + "direction \(Int(scores.direction.rounded())), position \(Int(scores.position.rounded())), "
                + "proportion \(Int(scores.proportion.rounded())) — \(reason)")
    }

    /// All tallies matching `filter`, added up.
    func total(_ filter: (Cell) -> Bool) -> Tally {
        tallies.filter { filter($0.key) }.values.reduce(into: Tally()) { $0.add($1) }
    }
}
