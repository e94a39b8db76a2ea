import Foundation
import WriteOutLoud

/// The `wol-bench tones` tables: per held-out voice and mean, and what each tone was heard as.
struct ToneReport {
    static let heading = "## Tones heard: pitch tracker and tone classifier, leave one speaker out (issue 43)"
    /// A verdict at least this sure counts as "sure" (`--tone-strict` acts only on such).
    static let sure = ToneVerdict.sureProbability

    var heard: [ToneStudy.Heard]
    /// One list of voice results per ``ToneStudy/Reference`` case, in its order.
    var results: [[ToneStudy.VoiceResult]]
    var referenceSyllables: Int

    func markdown(command: String, load: Double?) -> String {
        let all = results[0]
        let few = results[1]
        var lines = BenchMarkdown.opening(Self.heading, command: command, load: load)
        lines += [
            "",
            "Each voice's syllables classified by a network fitted on the other voices only. \"Range\" is how the",
            "speaker's pitch range is known: from all of that voice's syllables, or from \(referenceSyllables) of them",
            "(the clip and \(referenceSyllables - 1) others at random: a short recording's worth, as the engine meets a",
            "learner). A clip with too little voicing to read counts as wrong. \"Sure\" is the share of clips heard",
            "with probability ≥ \(Self.sure) (few-syllables range) and how often those are right. yali's syllables are",
            "cut out of connected speech; the others are said alone (yuetan: one-character words). \"Four tones",
            "only\" leaves out the clips said in the neutral tone and lets the network choose among the four full tones",
            "only, as the engine does for stroke names (none has a neutral tone).",
            "",
            "| voice | clips | no pitch read | right, range from all | right, range from \(referenceSyllables) | four tones only, range from \(referenceSyllables) | sure: share, right |",
            "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
        ]
        for (whole, part) in zip(all, few) {
            let noPitch = part.outcomes.filter { $0.heard == nil }.count
            let sure = part.outcomes.filter { $0.probability >= Self.sure }
            let sureRight = Double(sure.filter { $0.heard == $0.said }.count) / Double(max(sure.count, 1))
            lines.append(
                "| \(whole.voice) | \(part.outcomes.count) | \(noPitch) | \(BenchMarkdown.percent(whole.accuracy)) | "
                    + "\(BenchMarkdown.percent(part.accuracy)) | \(BenchMarkdown.percent(part.fourToneAccuracy)) | "
                    + "\(BenchMarkdown.percent(Double(sure.count) / Double(max(part.outcomes.count, 1)))), "
                    + "\(BenchMarkdown.percent(sureRight)) |")
        }
        func mean(_ list: [ToneStudy.VoiceResult]) -> String {
            BenchMarkdown.percent(list.map(\.accuracy).reduce(0, +) / Double(max(list.count, 1)))
        }
        let citation = { (list: [ToneStudy.VoiceResult]) in list.filter { $0.voice != "yali" } }
        func fourTones(_ list: [ToneStudy.VoiceResult]) -> String {
            BenchMarkdown.percent(list.map(\.fourToneAccuracy).reduce(0, +) / Double(max(list.count, 1)))
        }
        lines.append("| **mean** | | | \(mean(all)) | \(mean(few)) | \(fourTones(few)) | |")
        lines.append(
            "| **mean without yali** | | | \(mean(citation(all))) | \(mean(citation(few))) | \(fourTones(citation(few))) | |")
        lines += ["", "What each tone was heard as (all voices, range from \(referenceSyllables) syllables):", ""]
        lines.append("| said \\ heard | " + MandarinTone.allCases.map { "\($0.rawValue)" }.joined(separator: " | ") + " | none |")
        lines.append("| --- |" + String(repeating: " ---: |", count: MandarinTone.allCases.count + 1))
        let outcomes = few.flatMap(\.outcomes)
        for said in MandarinTone.allCases {
            let row = outcomes.filter { $0.said == said }
            let cells = MandarinTone.allCases.map { tone in "\(row.filter { $0.heard == tone }.count)" }
            lines.append("| \(said.rawValue) | " + cells.joined(separator: " | ") + " | \(row.filter { $0.heard == nil }.count) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
