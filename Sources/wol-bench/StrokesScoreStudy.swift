import WriteOutLoud
import WriteOutLoudSynthesis

/// Scores of correct and wrong strokes from generated attempts, for our analyzer and the baseline.
struct StrokesScoreStudy {
    /// Accuracies (and pass decisions) for one group of strokes.
    struct Scores {
        var ours: [Double] = []
        var oursPassed: [Bool] = []
        var baseline: [Double] = []
        var dimensions: [DimensionScores] = []

        mutating func append(analysis: StrokeAnalysis, baseline baselineScores: [Double], slot: Int) {
            ours.append(analysis.strokes[slot].accuracy)
            dimensions.append(analysis.strokes[slot].scores)
            oursPassed.append(analysis.strokes[slot].passed)
            baseline.append(baselineScores[slot])
        }

        mutating func append(_ other: Scores) {
            ours += other.ours
            oursPassed += other.oursPassed
            baseline += other.baseline
            dimensions += other.dimensions
        }

        /// "p10/p50/p90" of accuracy and each dimension, for calibrating tolerances.
        func spread() -> String {
            func percentiles(_ values: [Double]) -> String {
                let sorted = values.sorted()
                guard !sorted.isEmpty else { return "–" }
                return [0.1, 0.5, 0.9].map { String(Int(sorted[Int($0 * Double(sorted.count - 1))].rounded())) }
                    .joined(separator: "/")
            }
            return [
                "accuracy \(percentiles(ours))", "shape \(percentiles(dimensions.map(\.shape)))",
                "direction \(percentiles(dimensions.map(\.direction)))",
                "position \(percentiles(dimensions.map(\.position)))",
                "proportion \(percentiles(dimensions.map(\.proportion)))",
            ].joined(separator: ", ")
        }
    }

    var positives = Scores()
    var negatives: [AttemptGenerator.NegativeKind: Scores] = [:]
    /// The same strokes judged as they landed: each with only the strokes before it on the canvas
    /// (``StrokeAnalyzer/analyzeUnfinished(_:against:writingBox:deadline:)``), the baseline in the writing box.
    var landingPositives = Scores()
    var landingNegatives: [AttemptGenerator.NegativeKind: Scores] = [:]
    /// Whether each character's first stroke passed as it landed, correct and wrong: judged with nothing else on
    /// the canvas, only the writing box places it, and the live operating point has a target of its own there.
    var firstLandedCorrect: [Bool] = []
    var firstLandedWrong: [Bool] = []
    /// Wrong strokes in attempts that stop right after them (the wrong stroke not the character's last): whether
    /// each passed judged in the whole-character frame (`analyze`, how `wol analyze` judged them before) and as
    /// a submitted attempt (``StrokeAnalyzer/analyzeAttempt(_:against:writingBox:deadline:)``, given the writing box).
    var stoppedWhole: [Bool] = []
    var stoppedAttempt: [Bool] = []
    /// Whether each correct stroke of a wrong attempt (every stroke but the spoiled one) passed, judged whole:
    /// what a learner with one mistake sees of the rest, which the positives alone do not show.
    var besideWrong: [Bool] = []
    /// The first few correct strokes that failed and wrong strokes that passed, described, for tuning.
    var surprises: [String] = []
    /// The attempts behind the whole-character surprises (a correct stroke failed, a wrong one passed), as
    /// ink-only recordings `wol analyze` can judge again, each with a file name saying what it holds.
    var surpriseRecordings: [(name: String, recording: Recording)] = []
    /// Every judged stroke as a line of ``StrokeScoreLine``, for `--scores`.
    var scoreLines: [String] = []

    /// Generates `attempts` correct attempts and `attempts` attempts per wrong-stroke kind.
    mutating func add(
        _ generator: inout AttemptGenerator, attempts: Int, analyzer: StrokeAnalyzer
    ) {
        let template = generator.template
        let baseline = StrokesBaselineScorer()
        let group = StrokesSample.Group(strokeCount: template.strokes.count)
        let size = StrokeScoreLine.longerSide(of: template)
        /// A stroke's line as it landed and its line judged whole, for `--scores`.
        func keepScores(_ label: String, landed: StrokeJudgement, whole: StrokeJudgement) {
            for (label, judgement) in [(label + " as it landed", landed), (label, whole)] {
                scoreLines.append(
                    StrokeScoreLine.line(
                        label: label, group: group, template: template, characterSize: size, judgement: judgement))
            }
        }
        for _ in 0..<attempts {
            let ink = generator.positive()
            let analysis = analyzer.analyze(ink, against: template)
            let baselineScores = baseline.score(ink, against: template)
            for slot in template.strokes.indices {
                let landed = Self.landed(ink, slot: slot, template: template, box: generator.writingBox, analyzer: analyzer)
                landingPositives.append(analysis: landed.analysis, baseline: landed.baseline, slot: slot)
                if slot == 0 { firstLandedCorrect.append(landed.analysis.strokes[slot].passed) }
                if !landed.analysis.strokes[slot].passed {
                    note("correct stroke failed as it landed", landed.analysis, template, slot)
                }
                positives.append(analysis: analysis, baseline: baselineScores, slot: slot)
                keepScores("positive", landed: landed.analysis.strokes[slot], whole: analysis.strokes[slot])
                if !analysis.strokes[slot].passed {
                    note("correct stroke failed", analysis, template, slot)
                    keep(ink, template, slot, as: "correct")
                }
            }
        }
        for kind in AttemptGenerator.NegativeKind.allCases {
            for _ in 0..<attempts {
                let slot = Int.random(in: 0..<template.strokes.count, using: &generator.random)
                guard let ink = generator.negative(kind, slot: slot) else { continue }
                let analysis = analyzer.analyze(ink, against: template)
                negatives[kind, default: Scores()].append(
                    analysis: analysis, baseline: baseline.score(ink, against: template), slot: slot)
                besideWrong += analysis.strokes.filter { $0.templateIndex != slot }.map(\.passed)
                let landed = Self.landed(ink, slot: slot, template: template, box: generator.writingBox, analyzer: analyzer)
                landingNegatives[kind, default: Scores()].append(
                    analysis: landed.analysis, baseline: landed.baseline, slot: slot)
                if landed.analysis.strokes[slot].passed { note("\(kind.rawValue) passed as it landed", landed.analysis, template, slot) }
                if slot == 0 { firstLandedWrong.append(landed.analysis.strokes[slot].passed) }
                if slot + 1 < template.strokes.count {
                    var stopped = ink
                    stopped.strokes = Array(ink.strokes.prefix(slot + 1))
                    stoppedWhole.append(analyzer.analyze(stopped, against: template).strokes[slot].passed)
                    stoppedAttempt.append(
                        analyzer.analyzeAttempt(stopped, against: template, writingBox: generator.writingBox)
                            .strokes[slot].passed)
                }
                keepScores(kind.rawValue, landed: landed.analysis.strokes[slot], whole: analysis.strokes[slot])
                if analysis.strokes[slot].passed {
                    note("\(kind.rawValue) passed", analysis, template, slot)
                    keep(ink, template, slot, as: "\(kind)")
                }
            }
        }
    }

    /// Stroke `slot` judged the moment it landed: the ink up to it, in the writing box the learner was given.
    private static func landed(
        _ ink: Ink, slot: Int, template: CharacterTemplate, box: WritingBox, analyzer: StrokeAnalyzer
    ) -> (analysis: StrokeAnalysis, baseline: [Double]) {
        var drawn = ink
        drawn.strokes = Array(ink.strokes.prefix(slot + 1))
        return (
            analyzer.analyzeUnfinished(drawn, against: template, writingBox: box),
            StrokesBaselineScorer().score(drawn, against: template, writingBox: box)
        )
    }

    private mutating func note(_ what: String, _ analysis: StrokeAnalysis, _ template: CharacterTemplate, _ slot: Int) {
        guard surprises.count < 80 else { return }
        let judgement = analysis.strokes[slot]
        let scores = judgement.scores
        surprises.append(
            "\(template.character) stroke \(slot) (\(template.strokes[slot].type?.rawValue ?? "no type")), \(what): accuracy \(Int(judgement.accuracy)), shape \(Int(scores.shape)), direction \(Int(scores.direction)), position \(Int(scores.position)), proportion \(Int(scores.proportion)); drawn strokes by template stroke \(analysis.strokes.map { $0.drawnIndex.map(String.init) ?? "-" })")
    }

    private mutating func keep(_ ink: Ink, _ template: CharacterTemplate, _ slot: Int, as what: String) {
        guard surpriseRecordings.count < 80 else { return }
        let name = "\(template.character)-stroke\(slot + 1)-\(what)-\(surpriseRecordings.count + 1).json"
        surpriseRecordings.append((name, Recording(character: template.character, audio: nil, ink: ink)))
    }

    /// Adds another study's scores to this one.
    mutating func append(_ other: StrokesScoreStudy) {
        positives.append(other.positives)
        surprises += other.surprises
        surpriseRecordings += other.surpriseRecordings
        scoreLines += other.scoreLines
        for (kind, group) in other.negatives { negatives[kind, default: Scores()].append(group) }
        stoppedWhole += other.stoppedWhole
        stoppedAttempt += other.stoppedAttempt
        besideWrong += other.besideWrong
        firstLandedCorrect += other.firstLandedCorrect
        firstLandedWrong += other.firstLandedWrong
        landingPositives.append(other.landingPositives)
        for (kind, group) in other.landingNegatives { landingNegatives[kind, default: Scores()].append(group) }
    }

    /// The strokes as they landed, as a study of their own, for the same tables.
    var asItLands: StrokesScoreStudy {
        var study = StrokesScoreStudy()
        study.positives = landingPositives
        study.negatives = landingNegatives
        return study
    }

    var allNegatives: Scores {
        negatives.values.reduce(into: Scores()) { $0.append($1) }
    }
}
