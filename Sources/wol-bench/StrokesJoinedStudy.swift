import Foundation
import WriteOutLoud
import WriteOutLoudSynthesis

/// Correct characters in a joined hand (``AttemptGenerator/joined()``: tails, entries, 点 variants, pairs of
/// strokes run together): do their strokes pass, and is any structural mistake wrongly reported? Judged as
/// `wol analyze` and uploads judge a submitted character, and each stroke as it landed, as the live page does (the
/// second stroke of a pair run together lands with the first).
struct StrokesJoinedStudy {
    var tallies: [StrokesSample.Group: CorrectWritingTally] = [:]
    /// The same characters split by whether any pair was run together.
    var byRunTogether: [Bool: CorrectWritingTally] = [:]
    /// Strokes of pairs run together, and those of them read from one drawn stroke and passed.
    var runTogetherStrokes = 0
    var runTogetherReadAsOne = 0
    var runTogetherPassed = 0
    /// The tips the finished characters' strokes got.
    var tips = TipTally()
    /// Every judged stroke, whole and as it landed, for `--scores`.
    var scoreLines: [String] = []
    /// False structural verdicts and failed strokes, described, for `--show-surprises`.
    var surprises: [String] = []
    /// The attempts given a false structural verdict or a failed stroke, whole or as it landed (at most 80), for
    /// `--save-surprises`: named after the character, the first verdict or failed stroke and the pairs run together,
    /// so `wol analyze FILE` shows one again.
    var surpriseRecordings: [(name: String, recording: Recording)] = []

    /// Judges `attempts` joined-hand attempts from `generator`, each as a submitted attempt
    /// (``StrokeAnalyzer/analyzeAttempt(_:against:writingBox:deadline:)``, given the writing box), the hands making
    /// only the joins in `kinds`.
    mutating func add(_ generator: inout AttemptGenerator, attempts: Int, analyzer: StrokeAnalyzer, kinds: JoinKinds) {
        let template = generator.template
        for _ in 0..<attempts {
            let attempt = generator.joined(kinds: kinds)
            let analysis = analyzer.analyzeAttempt(attempt.ink, against: template, writingBox: generator.writingBox)
            let landed = CorrectWritingTally.judgedAsLanded(
                attempt.ink, template, box: generator.writingBox, analyzer: analyzer,
                drawnStroke: attempt.drawnStroke(holding:))
            scoreLines += StrokeScoreLine.lines(label: "joined", template: template, judgements: analysis.strokes)
            scoreLines += StrokeScoreLine.lines(label: "joined as it landed", template: template, judgements: landed)
            var tally = CorrectWritingTally()
            tally.add(analysis, landedPassed: landed.filter { $0?.passed == true }.count)
            tallies[StrokesSample.Group(strokeCount: template.strokes.count), default: CorrectWritingTally()].add(tally)
            byRunTogether[!attempt.runTogether.isEmpty, default: CorrectWritingTally()].add(tally)
            let contradictions = tips.add(analysis, ink: attempt.ink, written: attempt.strokePaths)
            for first in attempt.runTogether {
                let pair = [analysis.strokes[first], analysis.strokes[first + 1]]
                runTogetherStrokes += 2
                if pair[0].drawnIndex != nil, pair[0].drawnIndex == pair[1].drawnIndex { runTogetherReadAsOne += 2 }
                runTogetherPassed += pair.filter(\.passed).count
            }
            note(analysis, landed: landed, attempt: attempt, template: template)
            noteContradictions(contradictions, in: analysis, attempt: attempt, template: template)
        }
    }

    /// Each direction tip naming the way its stroke was written: the tip, the written stroke's main movement
    /// (degrees on the canvas, 0 to the right, 90 down), how the stroke was written (its part in a pair run
    /// together) and what the judge made of it.
    private mutating func noteContradictions(
        _ contradictions: [TipTally.Contradiction], in analysis: StrokeAnalysis, attempt: JoinedAttempt,
        template: CharacterTemplate
    ) {
        for contradiction in contradictions where surprises.count < 400 {
            let judgement = contradiction.judgement
            let index = judgement.templateIndex
            let written =
                attempt.runTogether.contains(index) ? "first of a pair run together"
                : attempt.runTogether.contains(index - 1) ? "second of a pair run together" : "alone"
            let degrees = Int((atan2(contradiction.movement.y, contradiction.movement.x) * 180 / .pi).rounded())
            let inked = attempt.drawnStroke(holding: index)
            let read =
                judgement.drawnIndex != inked ? "read from another drawn stroke (written as \(inked))"
                : written == "alone" ? "read from its own stroke"
                : readAsPair(judgement, in: analysis) ? "read as its part of the pair" : "pair not read as one"
            let words = StrokeSentences(language: .en)
            let notes = judgement.tips.filter { !$0.isCorrection }.map { words.tip($0) }.joined(separator: " ")
            surprises.append(
                "contradicting tip: joined \(template.character) \(FailedStrokeLine.name(judgement, in: template)) "
                    + "(written \(written), moving \(degrees)°; \(read)): \"\(words.tip(contradiction.tip))\"\(notes.isEmpty ? "" : " " + notes); "
                    + "\(judgement.passed ? "passed" : "failed"), " + FailedStrokeLine.figures(judgement))
        }
    }

    private mutating func note(
        _ analysis: StrokeAnalysis, landed: [StrokeJudgement?], attempt: JoinedAttempt, template: CharacterTemplate
    ) {
        let pairLabels = attempt.runTogether.map { "\($0 + 1)+\($0 + 2)" }
        let pairs = pairLabels.joined(separator: " ")
        let structural = analysis.issues.filter { CorrectWritingTally.structuralKinds.contains($0.kind) }
        if !structural.isEmpty {
            let found = structural.map { "\($0.kind.rawValue)@\($0.stroke.map(String.init) ?? "-")" }
            surprises.append("joined \(template.character) (run together: \(pairs)): \(found.joined(separator: ", "))")
        }
        // False structural verdicts are few and always listed; failed strokes only up to a screenful or so.
        guard surprises.count < 300 || !structural.isEmpty else { return }
        let failed = analysis.strokes.filter { !$0.passed }
        for judgement in failed {
            surprises.append(
                "joined \(template.character) \(FailedStrokeLine.name(judgement, in: template)) (run together: \(pairs)): "
                    + FailedStrokeLine.figures(judgement))
        }
        for (slot, judgement) in landed.enumerated() where judgement?.passed != true {
            let held = judgement.map { FailedStrokeLine.figures($0) } ?? "not judged when its stroke landed"
            surprises.append(
                "joined \(template.character) stroke \(slot + 1) of \(template.strokes.count) as it landed "
                    + "(run together: \(pairs)): " + held)
        }
        let what = structural.first.map(\.kind.rawValue) ?? failed.first.map { "stroke\($0.templateIndex + 1)" }
            ?? landed.firstIndex { $0?.passed != true }.map { "landed\($0 + 1)" }
        if let what, surpriseRecordings.count < 80 {
            let together = pairLabels.joined(separator: "_")
            let name = "\(template.character)-joined-\(what)-pairs\(together)-\(surpriseRecordings.count + 1).json"
            surpriseRecordings.append((name, Recording(character: template.character, audio: nil, ink: attempt.ink)))
        }
    }

    /// Whether the judge read `judgement`'s drawn stroke as it and a neighbour written in one movement.
    private func readAsPair(_ judgement: StrokeJudgement, in analysis: StrokeAnalysis) -> Bool {
        [judgement.templateIndex - 1, judgement.templateIndex + 1].contains { other in
            analysis.strokes.indices.contains(other) && analysis.strokes[other].drawnIndex == judgement.drawnIndex
        }
    }

    /// The study as Markdown table lines.
    func table() -> [String] {
        var lines = CorrectWritingTally.table(byStrokeCount: tallies)
        for (together, tally) in byRunTogether.sorted(by: { !$0.key && $1.key }) {
            lines.append("| \(together ? "a pair run together" : "no pair run together") | " + tally.row + " |")
        }
        let share = { (part: Int) in
            BenchMarkdown.percent(runTogetherStrokes == 0 ? .nan : Double(part) / Double(runTogetherStrokes))
        }
        lines += [
            "", "Strokes of pairs run together: \(runTogetherStrokes); read from one drawn stroke \(share(runTogetherReadAsOne)), "
                + "passed \(share(runTogetherPassed)).",
        ]
        lines += ["", "Tips on these characters:", "", "| " + TipTally.header + " |", "|---:|---:|---:|---:|---:|---|"]
        lines.append("| " + tips.row + " |")
        return lines
    }
}
