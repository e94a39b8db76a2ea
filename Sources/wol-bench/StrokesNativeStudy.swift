import Foundation
import WriteOutLoud
import WriteOutLoudSynthesis

/// Correct characters in a native, fast hand (``AttemptGenerator/native()``): do their strokes pass, and is any
/// structural mistake (order, missing, extra, merged, split, reversed) wrongly reported?
struct StrokesNativeStudy {
    var tallies: [StrokesSample.Group: CorrectWritingTally] = [:]
    /// The same characters by how far the hand slants them.
    var bySlant: [SlantBand: CorrectWritingTally] = [:]
    /// The tips the finished characters' strokes got.
    var tips = TipTally()
    /// Every judged stroke, whole and as it landed, for `--scores`.
    var scoreLines: [String] = []
    /// False structural verdicts and failed strokes, described, for `--show-surprises`.
    var structuralSurprises: [String] = []
    var surprises: [String] = []
    /// The attempts given a false structural verdict or a failed stroke (at most 80), for `--save-surprises`: named
    /// after the character and the first verdict or failed stroke, so `wol analyze FILE` shows one again.
    var surpriseRecordings: [(name: String, recording: Recording)] = []

    /// Italic shear of the hand, in degrees.
    enum SlantBand: String, CaseIterable, Comparable {
        case slight = "under 10°", strong = "10–20°"

        init(shear: Double) { self = abs(shear) * 180 / .pi < 10 ? .slight : .strong }

        static func < (lhs: Self, rhs: Self) -> Bool { lhs == .slight && rhs == .strong }
    }

    /// Judges `attempts` native-style attempts from `generator`, whole and as each stroke lands.
    mutating func add(_ generator: inout AttemptGenerator, attempts: Int, analyzer: StrokeAnalyzer) {
        let template = generator.template
        for _ in 0..<attempts {
            let (ink, hand) = generator.native()
            let analysis = analyzer.analyze(ink, against: template)
            let landed = CorrectWritingTally.judgedAsLanded(ink, template, box: generator.writingBox, analyzer: analyzer)
            scoreLines += StrokeScoreLine.lines(label: "native", template: template, judgements: analysis.strokes)
            scoreLines += StrokeScoreLine.lines(label: "native as it landed", template: template, judgements: landed)
            var tally = CorrectWritingTally()
            tally.add(analysis, landedPassed: landed.filter { $0?.passed == true }.count)
            tallies[StrokesSample.Group(strokeCount: template.strokes.count), default: CorrectWritingTally()].add(tally)
            bySlant[SlantBand(shear: hand.shear), default: CorrectWritingTally()].add(tally)
            tips.add(analysis, ink: ink)
            note(analysis, landed: landed, template: template, hand: hand)
            keep(ink, analysis, landed: landed, template: template)
        }
    }

    private mutating func note(
        _ analysis: StrokeAnalysis, landed: [StrokeJudgement?], template: CharacterTemplate, hand: NativeHand
    ) {
        let degrees = { (radians: Double) in String(format: "%.0f°", radians * 180 / .pi) }
        let style = "shear \(degrees(hand.shear)), turn \(degrees(hand.rotation)), rise \(degrees(hand.rise))"
            + (hand.sparsePoints == nil ? "" : ", sparse")
        let structural = analysis.issues.filter { CorrectWritingTally.structuralKinds.contains($0.kind) }
        if !structural.isEmpty, structuralSurprises.count < 100 {
            let found = structural.map { "\($0.kind.rawValue)@\($0.stroke.map(String.init) ?? "-")" }
            structuralSurprises.append("native \(template.character) (\(style)): \(found.joined(separator: ", "))")
        }
        let failed = analysis.strokes.filter { !$0.passed }.map { ("whole", $0) }
            + landed.compactMap { $0 }.filter { !$0.passed }.map { ("as it landed", $0) }
        for (when, judgement) in failed where surprises.count < 400 {
            surprises.append(
                "native \(template.character) \(FailedStrokeLine.name(judgement, in: template)) \(when) (\(style)): "
                    + FailedStrokeLine.figures(judgement))
        }
    }

    private mutating func keep(
        _ ink: Ink, _ analysis: StrokeAnalysis, landed: [StrokeJudgement?], template: CharacterTemplate
    ) {
        let structural = analysis.issues.first { CorrectWritingTally.structuralKinds.contains($0.kind) }
        let what = structural.map(\.kind.rawValue)
            ?? analysis.strokes.first { !$0.passed }.map { "stroke\($0.templateIndex + 1)" }
            ?? landed.firstIndex { $0?.passed == false }.map { "landed\($0 + 1)" }
        guard let what, surpriseRecordings.count < 80 else { return }
        let name = "\(template.character)-native-\(what)-\(surpriseRecordings.count + 1).json"
        surpriseRecordings.append((name, Recording(character: template.character, audio: nil, ink: ink)))
    }

    /// The study as Markdown table lines.
    func table() -> [String] {
        var lines = CorrectWritingTally.table(byStrokeCount: tallies)
        for (band, tally) in bySlant.sorted(by: { $0.key < $1.key }) {
            lines.append("| slant \(band.rawValue) | " + tally.row + " |")
        }
        lines += ["", "Tips on these characters (whole):", "", "| " + TipTally.header + " |", "|---:|---:|---:|---:|---:|---|"]
        lines.append("| " + tips.row + " |")
        return lines
    }
}
