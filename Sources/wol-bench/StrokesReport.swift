import ArgumentParser
import Foundation
import WriteOutLoud
import WriteOutLoudSynthesis

/// The stroke benchmark's results as a Markdown section.
struct StrokesReport {
    static let heading = "## Stroke analysis"

    var command: String
    var sample: StrokesSample
    var attempts: Int
    var seed: UInt64
    var threshold: Double
    /// Scores per stroke-count group.
    var scores: [StrokesSample.Group: StrokesScoreStudy]
    var structural: StrokesStructuralStudy
    var recognizer: StrokesRecognizerStudy
    var speed: StrokesThroughput
    var native: StrokesNativeStudy
    var joined: StrokesJoinedStudy

    func markdown() -> String {
        var lines: [String] = [Self.heading, ""]
        lines.append("Command: `\(command.trimmingCharacters(in: .whitespaces))`  ")
        lines.append("Machine: \(ProcessInfo.processInfo.activeProcessorCount) cores (nproc), \(BenchMarkdown.cpuModel()); run \(BenchMarkdown.today()).  ")
        let sizes = sample.groupSizes
        let groups = StrokesSample.Group.allCases.map { "\(sizes[$0] ?? 0) of \($0.rawValue)" }.joined(separator: ", ")
        lines.append(
            "Data: \(sample.characters.count) characters (\(groups) strokes): the most frequent of the library plus a seeded draw per stroke count; \(attempts) generated attempts per character for positives and for each negative and structural kind (6 × \(attempts) / strokes for characters of fewer than 6 strokes), seed \(seed).")
        lines += ["", "### Correct versus wrong strokes", ""]
        lines += detectionTable(scores)
        lines += ["", "### Correct versus wrong strokes, judged as each lands", ""]
        lines.append(
            "The same strokes, each judged the moment it was drawn: only the strokes before it on the canvas, the frame starting from the writing box the learner was given (the generated character fills 85–110 % of it, off its centre by a normal 4 % of its side), as the practice page judges live. The baseline is given the writing box as the template box, as a quiz that draws the grid knows it. A character's last stroke lands on the finished character, so it is judged as above.")
        lines.append("")
        lines += detectionTable(scores.mapValues(\.asItLands))
        lines += stoppedEarlySection()
        lines += nativeMarkdown()
        lines += ["", "### Structural errors reported correctly", ""]
        lines.append("| kind | cases | correct |")
        lines.append("|---|---:|---:|")
        for kind in AttemptGenerator.StructuralKind.allCases {
            lines.append("| \(kind.rawValue) | \(structural.cases[kind] ?? 0) | \(percent(structural.rate(kind))) |")
        }
        lines += recognizerSection()
        lines += ["", "### Speed, one core", ""]
        lines.append("| measure | ours | baseline |")
        lines.append("|---|---:|---:|")
        lines.append("| stroke comparisons / s | \(Int(speed.comparisonsPerSecond)) | \(Int(speed.baselineComparisonsPerSecond)) |")
        lines.append("| whole-character analyses / s (sampled characters) | \(Int(speed.analysesPerSecond)) | – |")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The native-hand study's section (empty lines when it was not run).
    func nativeMarkdown() -> [String] {
        guard !native.tallies.isEmpty else { return [] }
        return [
            "", "### Correct characters in a native, fast hand", "",
            "The same characters written correctly, in order, as a fluent writer writes them (`AttemptGenerator.native`, an attempt count as for the positives above, a random stream of their own): the whole character slanted 5–20° (70 % leaning right) and turned (σ 3°), its aspect changed ±15 %, each 横 rising 5–18° (±3° per stroke), one component squeezed beside another (a cut through the box moved σ 5 % of the character on each axis), entry hooks from the previous stroke (3–7 % of the character, 10–50 % of strokes) and exit tails towards the next (4–10 %, 10–50 %), and for 40 % of hands 4–10 points per stroke. Structural columns: share of these correct characters given that verdict (all false).",
            "",
        ] + native.table() + joinedMarkdown()
    }

    /// The joined-hand study's section (empty when it was not run).
    private func joinedMarkdown() -> [String] {
        guard !joined.tallies.isEmpty else { return [] }
        return [
            "", "### Correct characters in a joined hand", "",
            "The same characters written correctly, in order, by a fluent writer who joins strokes (`AttemptGenerator.joined`, a random stream of its own): the slant, turn, aspect, rising 横, squeeze and pen of the native hand above; exit tails curving towards the next stroke's start (4–12 % of the character but at most 0.6 of their stroke's length, leaving up to 40° off the straight way, 30–80 % of strokes) and entries curving in from the last stroke's end (20–60 %); each 点 written as a short vertical, a tick or a comma at its place and about its size (30–100 % of them); and pairs of strokes whose gap is under half the character run together through a hairline, the pen never lifting (5–30 % of such pairs, never three strokes in a row). Judged as submitted (`analyzeAttempt`, given the writing box), as `wol analyze` and uploads judge them; \"as they land\": each stroke judged the moment its drawn stroke landed (`analyzeUnfinished`, given the writing box), as the practice page judges, the second stroke of a pair run together landing with the first. Structural columns: share of these correct characters given that verdict (all false).",
            "",
        ] + joined.table()
    }

    private func recognizerSection() -> [String] {
        var lines = ["", "### Stroke-type recogniser, leave one character out", ""]
        guard recognizer.templates.total > 0 else { return lines + ["Not measured in this run (--no-recognizer-study)."] }
        let teachers = recognizer.exemplarCharacters >= recognizer.characterCount
            ? "the other characters' strokes"
            : "the strokes of the \(recognizer.exemplarCharacters) most frequent characters other than its own"
        lines.append(
            "Every labelled stroke of the \(recognizer.characterCount) library characters, recognised among \(teachers) and the built-in prototypes (\(recognizer.exemplarCount) labelled strokes in all), as `wol analyze` does.")
        lines += ["", "| test paths | strokes | top-1 |", "|---|---:|---:|"]
        lines.append("| template strokes | \(recognizer.templates.total) | \(percent(recognizer.templates.accuracy)) |")
        if recognizer.drawn.total > 0 {
            lines.append("| natural variations of them | \(recognizer.drawn.total) | \(percent(recognizer.drawn.accuracy)) |")
        }
        lines.append(
            "| template strokes, built-in prototypes only | \(recognizer.prototypesOnly.total) | \(percent(recognizer.prototypesOnly.accuracy)) |")
        lines += ["", "Confusion on the template strokes (leave one character out):", ""]
        lines += ["| expected | strokes | top-1 | recognised as (count) |", "|---|---:|---:|---|"]
        let rows = recognizer.templates.confusion.sorted {
            ($0.value.values.reduce(0, +), $1.key.rawValue) > ($1.value.values.reduce(0, +), $0.key.rawValue)
        }
        for (expected, row) in rows {
            let total = row.values.reduce(0, +)
            let hits = row[expected] ?? 0
            let spread = row.sorted { ($0.value, $1.key.rawValue) > ($1.value, $0.key.rawValue) }
                .map { "\($0.key.name) \($0.value)" }.joined(separator: ", ")
            lines.append("| \(expected.name) \(expected.rawValue) | \(total) | \(percent(Double(hits) / Double(total))) | \(spread) |")
        }
        return lines
    }

    private func detectionTable(_ scores: [StrokesSample.Group: StrokesScoreStudy]) -> [String] {
        let all = scores.values.reduce(into: StrokesScoreStudy()) { $0.append($1) }
        let positives = all.positives
        let negatives = all.allNegatives
        let ours = StrokesMetrics(positives: positives.ours, negatives: negatives.ours)
        let base = StrokesMetrics(positives: positives.baseline, negatives: negatives.baseline)
        let baseThreshold = StrokesBaselineScorer.passThreshold
        let groups = StrokesSample.Group.allCases
        func perGroup(_ value: (StrokesScoreStudy) -> String) -> String {
            groups.map { group in scores[group].map(value) ?? "–" }.joined(separator: " | ")
        }
        func negativesOf(_ study: StrokesScoreStudy, _ kind: AttemptGenerator.NegativeKind?) -> StrokesScoreStudy.Scores {
            kind.map { study.negatives[$0] ?? StrokesScoreStudy.Scores() } ?? study.allNegatives
        }
        func auc(_ study: StrokesScoreStudy, _ kind: AttemptGenerator.NegativeKind?) -> String {
            fixed(StrokesMetrics.auc(study.positives.ours, negativesOf(study, kind).ours))
        }
        func count(_ study: StrokesScoreStudy, _ kind: AttemptGenerator.NegativeKind?) -> String {
            "\(negativesOf(study, kind).ours.count)"
        }
        let groupHeads = groups.map { "\($0.rawValue) strokes" }.joined(separator: " | ")
        var lines = [
            "\(positives.ours.count) correct strokes, \(negatives.ours.count) wrong ones. The last four columns break ours down by the character's stroke count.",
            "",
            "| measure | ours | baseline | \(groupHeads) |",
            "|---|---:|---:|" + String(repeating: "---:|", count: groups.count),
            "| correct strokes | \(positives.ours.count) | | \(perGroup { "\($0.positives.ours.count)" }) |",
            "| wrong strokes | \(negatives.ours.count) | | \(perGroup { count($0, nil) }) |",
            "| ROC AUC, all wrong strokes | \(fixed(ours.auc)) | \(fixed(base.auc)) | \(perGroup { auc($0, nil) }) |",
        ]
        for kind in AttemptGenerator.NegativeKind.allCases {
            let group = all.negatives[kind] ?? StrokesScoreStudy.Scores()
            lines.append(
                "| ROC AUC, \(kind.rawValue) (n=\(group.ours.count)) | \(fixed(StrokesMetrics.auc(positives.ours, group.ours))) | \(fixed(StrokesMetrics.auc(positives.baseline, group.baseline))) | \(perGroup { auc($0, kind) }) |")
        }
        lines.append(
            "| EER (at threshold) | \(percent(ours.eer)) (\(fixed(ours.eerThreshold, 1))) | \(percent(base.eer)) (\(fixed(base.eerThreshold, 1))) | \(perGroup { _ in "" }) |")
        lines.append(
            "| TPR at default threshold (ours \(fixed(threshold, 0)), baseline \(fixed(baseThreshold, 0))) | \(percent(passFraction(positives))) | \(percent(StrokesMetrics.rate(positives.baseline, atLeast: baseThreshold))) | \(perGroup { percent(passFraction($0.positives)) }) |")
        lines.append(
            "| FPR at default threshold | \(percent(passFraction(negatives))) | \(percent(StrokesMetrics.rate(negatives.baseline, atLeast: baseThreshold))) | \(perGroup { percent(passFraction($0.allNegatives)) }) |")
        for kind in AttemptGenerator.NegativeKind.allCases {
            let group = all.negatives[kind] ?? StrokesScoreStudy.Scores()
            lines.append(
                "| FPR, \(kind.rawValue) | \(percent(passFraction(group))) | \(percent(StrokesMetrics.rate(group.baseline, atLeast: baseThreshold))) | \(perGroup { percent(passFraction(negativesOf($0, kind))) }) |")
        }
        return lines
    }

    /// Wrong strokes passing in attempts that stop right after them, in the whole frame and as attempts, first
    /// strokes as they land, and the correct strokes beside wrong ones.
    private func stoppedEarlySection() -> [String] {
        let all = scores.values.reduce(into: StrokesScoreStudy()) { $0.append($1) }
        func passing(_ passed: [Bool]) -> String {
            percent(passed.isEmpty ? .nan : Double(passed.filter { $0 }.count) / Double(passed.count))
        }
        return [
            "", "### Wrong strokes in attempts that stop early", "",
            "The wrong strokes above that are not their character's last, in an attempt that stops right after them (the learner gave up, or sent it half done): judged in the whole-character frame, and as a submitted attempt (`StrokeAnalyzer.analyzeAttempt`, what `wol analyze` and uploads use: the strokes judged as they landed, given the writing box, the rest missing).",
            "",
            "| judged | wrong strokes | passing |",
            "|---|---:|---:|",
            "| whole-character frame | \(all.stoppedWhole.count) | \(passing(all.stoppedWhole)) |",
            "| as a submitted attempt | \(all.stoppedAttempt.count) | \(passing(all.stoppedAttempt)) |",
            "", "### First strokes as they land", "",
            "Each character's first stroke judged the moment it landed, with nothing else on the canvas: only the writing box places it (the strokes of the two tables above whose slot is 0).",
            "",
            "| first strokes | strokes | passing |",
            "|---|---:|---:|",
            "| correct | \(all.firstLandedCorrect.count) | \(passing(all.firstLandedCorrect)) |",
            "| wrong | \(all.firstLandedWrong.count) | \(passing(all.firstLandedWrong)) |",
            "", "### Correct strokes beside a wrong one", "",
            "Every other stroke of the wrong attempts above, judged whole: a wrong stroke must not fail the right ones around it (by pulling the frame, or by taking their place).",
            "",
            "| correct strokes | passing |",
            "|---:|---:|",
            "| \(all.besideWrong.count) | \(passing(all.besideWrong)) |",
        ]
    }

    private func passFraction(_ scores: StrokesScoreStudy.Scores) -> Double {
        scores.oursPassed.isEmpty ? .nan : Double(scores.oursPassed.filter { $0 }.count) / Double(scores.oursPassed.count)
    }

    private func fixed(_ value: Double, _ digits: Int = 4) -> String {
        value.isNaN ? "–" : String(format: "%.\(digits)f", value)
    }

    private func percent(_ value: Double) -> String { value.isNaN ? "–" : String(format: "%.1f %%", 100 * value) }
}
