import Foundation
import WriteOutLoud
import WriteOutLoudSynthesis

/// The cursive-word benchmark's tallies and its Markdown section for `BENCHMARKS.md`.
struct CursiveWordsReport {
    static let heading = "## Cursive words (joined Latin letters)"

    /// What one kind of attempt came to.
    struct Tally {
        var words = 0
        /// Letters written (a letter left out is not counted) and those whose every stroke passed.
        var letters = 0
        var lettersPassed = 0
        /// Words with a missing, order or extra verdict the attempt did not earn.
        var falseStructural = 0
        /// Words whose mistake was named or noted at the right letter.
        var named = 0
    }

    var command: String
    var seed: UInt64
    var attempts: Int
    var words: Int
    var load: Double?
    var tallies: [CursiveWordHand.Mistake: Tally] = [:]
    var seconds: [Double] = []
    /// Failed letters and mistakes not named, described, for `--show-surprises`.
    var surprises: [String] = []

    mutating func add(_ analysis: StrokeAnalysis, attempt: CursiveWordHand.Attempt, word: CharacterTemplate, seconds: Double) {
        self.seconds.append(seconds)
        guard let layout = word.word else { return }
        var tally = tallies[attempt.mistake, default: Tally()]
        tally.words += 1
        for (index, letter) in layout.letters.enumerated() {
            let left = attempt.mistake == .omitted && attempt.position == index
            let swapped = attempt.mistake == .swapped && (attempt.position == index || attempt.position == index - 1)
            guard !left, !swapped else { continue }
            tally.letters += 1
            let judged = analysis.strokes.filter { letter.strokes.contains($0.templateIndex) }
            if judged.allSatisfy(\.passed) {
                tally.lettersPassed += 1
            } else {
                let scores = judged.map { "\(Int($0.accuracy)) s\(Int($0.scores.shape)) d\(Int($0.scores.direction)) p\(Int($0.scores.position)) r\(Int($0.scores.proportion))" }
                surprises.append("\(word.character) \(attempt.mistake.rawValue) @\(attempt.position ?? -1): letter \(index) \(letter.letter) failed: \(scores.joined(separator: "; "))")
            }
        }
        let structural = analysis.issues.filter { [.missing, .order, .extra].contains($0.kind) }
        switch attempt.mistake {
        case .none, .sagging, .unjoined:
            if !structural.isEmpty { tally.falseStructural += 1 }
        case .omitted, .swapped:
            if structural.contains(where: { !Self.names($0.detail, attempt: attempt) }) { tally.falseStructural += 1 }
        }
        if Self.named(analysis, attempt: attempt, layout: layout) {
            tally.named += 1
        } else {
            surprises.append("\(word.character) \(attempt.mistake.rawValue) @\(attempt.position ?? -1): not named; issues \(analysis.issues.map(\.detail))")
        }
        if !structural.isEmpty, [.none, .sagging, .unjoined].contains(attempt.mistake) {
            surprises.append("\(word.character) \(attempt.mistake.rawValue) @\(attempt.position ?? -1): unearned \(structural.map(\.detail))")
        }
        tallies[attempt.mistake] = tally
    }

    /// Whether an issue is the one the attempt's mistake should earn.
    private static func names(_ detail: IssueDetail, attempt: CursiveWordHand.Attempt) -> Bool {
        switch detail {
        case .letterMissing(_, let position): attempt.mistake == .omitted && position == attempt.position
        case .lettersSwapped(_, _, let position): attempt.mistake == .swapped && position == attempt.position
        default: false
        }
    }

    /// Whether the attempt's mistake was named (left out, swapped) or noted (sagging, unjoined) at its letter.
    private static func named(_ analysis: StrokeAnalysis, attempt: CursiveWordHand.Attempt, layout: CursiveWordLayout) -> Bool {
        switch attempt.mistake {
        case .none: return true
        case .omitted, .swapped: return analysis.issues.contains { names($0.detail, attempt: attempt) }
        case .sagging, .unjoined:
            guard let position = attempt.position else { return false }
            let tips = analysis.strokes.filter { layout.letters[position].strokes.contains($0.templateIndex) }.flatMap(\.tips)
            return tips.contains { tip in
                switch tip {
                case .joinSags: attempt.mistake == .sagging
                case .notJoined: attempt.mistake == .unjoined
                default: false
                }
            }
        }
    }

    func markdown() -> String {
        var lines = BenchMarkdown.opening(Self.heading, command: command, load: load)
        lines.append("")
        lines.append(
            "Data: \(words) words of the eight shipped letters (2–6 letters), written by `CursiveWordHand` (seed \(seed), held out: the splitter's costs were chosen on seed 1), \(attempts) attempts per word and kind: the body in one pen movement, letters 90–110 % of their size and turned a little, the word leaning −6…12° beyond the model, dots and bars after the word. Judged by `CursiveWordJudge` as `wol analyze` and uploads judge a word. Letters passed: every stroke of the letter passed (letters left out or swapped not counted). Named: the mistake's issue (left out, swapped) or note (sags, not joined) at its letter.")
        lines.append("")
        lines.append("| attempt | words | letters passed | named at its letter | unearned missing/order/extra verdicts |")
        lines.append("|---|---|---|---|---|")
        for mistake in CursiveWordHand.Mistake.allCases {
            guard let tally = tallies[mistake] else { continue }
            let named = mistake == .none ? "–" : BenchMarkdown.percent(Double(tally.named) / Double(tally.words))
            lines.append(
                "| \(mistake == .none ? "written well" : mistake.rawValue) | \(tally.words) | \(BenchMarkdown.percent(Double(tally.lettersPassed) / Double(max(tally.letters, 1)))) (\(tally.lettersPassed)/\(tally.letters)) | \(named) | \(BenchMarkdown.percent(Double(tally.falseStructural) / Double(tally.words))) |")
        }
        let all = tallies.values.reduce(Tally()) { sum, tally in
            var sum = sum
            sum.letters += tally.letters
            sum.lettersPassed += tally.lettersPassed
            return sum
        }
        let sorted = seconds.sorted()
        let median = sorted.isEmpty ? Double.nan : sorted[sorted.count / 2]
        lines.append("")
        lines.append(
            "Targets: letters passed ≥ 95 % (all kinds: \(BenchMarkdown.percent(Double(all.lettersPassed) / Double(max(all.letters, 1))))); a letter left out or swapped always named (\(BenchMarkdown.percent(Double(tallies[.omitted]?.named ?? 0) / Double(max(tallies[.omitted]?.words ?? 0, 1)))) and \(BenchMarkdown.percent(Double(tallies[.swapped]?.named ?? 0) / Double(max(tallies[.swapped]?.words ?? 0, 1))))). Judging a word took \(String(format: "%.0f", median * 1000)) ms (median).")
        return lines.joined(separator: "\n") + "\n"
    }
}
