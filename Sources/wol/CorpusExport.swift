import ArgumentParser
import Foundation
import WriteOutLoud

/// `wol corpus export --store S --out DIR`: consenting learners' heard stroke names as 16 kHz clips, labelled
/// with the expected name where their teacher or a confident engine says it was said, for `Training/train.sh
/// --extra DIR`.
struct CorpusExport: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write consenting learners' heard stroke names as labelled 16 kHz WAV clips for training.",
        discussion: """
            Each stroke name heard in a consenting learner's kept voice is cut at its word times (with --margin \
            either side, never past halfway to the next word) and labelled with the stroke's expected name when \
            the teacher's verdict on the name is pass, or, without one, when the engine heard the name at least \
            --min-confidence sure; a teacher's fail keeps it out. OUT gets one folder per learner under a \
            pseudonym (learner-<hash>/words/*.wav and words.tsv, as Training/train.sh --extra reads) and \
            clips.tsv listing every clip. Attempts kept before heard words' times were are counted and skipped.
            """)

    @OptionGroup var roster: RosterOptions

    @Option(help: ArgumentHelp("The folder to write (created; must be empty, or an earlier export with --force).", valueName: "dir"))
    var out: String

    @Flag(help: "Replace an earlier export in --out (its clips and listing; other files stay).")
    var force = false

    @Option(help: ArgumentHelp("Seconds of voice kept either side of a heard name.", valueName: "seconds"))
    var margin = VoiceCorpusSelection.defaultMargin

    @Option(help: ArgumentHelp("The engine's confidence (0-1) a name needs when no teacher judged it.", valueName: "p"))
    var minConfidence = VoiceCorpusSelection.defaultMinimumConfidence

    func validate() throws {
        guard margin >= 0, margin <= 2 else { throw ValidationError("--margin must be 0 to 2 seconds, got \(margin)") }
        guard minConfidence >= 0, minConfidence <= 1 else {
            throw ValidationError("--min-confidence must be 0 to 1, got \(minConfidence)")
        }
    }

    func run() async throws {
        let command = "wol corpus export"
        let export = VoiceCorpusExport(selection: VoiceCorpusSelection(margin: margin, minimumConfidence: minConfidence))
        let summary: VoiceCorpusExport.Summary
        do {
            summary = try await roster.withStore(command: command) { store in
                try await export.write(from: store, to: URL(fileURLWithPath: out), replacing: force) { speaker, clips in
                    printError("\(command): \(speaker): \(clips) clip(s)")
                }
            }
        } catch let error as VoiceCorpusError {
            printError("\(command): \(error)")
            throw ExitCode(1)
        }
        let byTeacher = summary.clips.count { $0.label == .teacher }
        printError(
            "\(command): \(summary.clips.count) clip(s) of \(summary.learners) consenting learner(s) from "
                + "\(summary.attempts) attempt(s) with a kept voice (\(byTeacher) labelled by a teacher's verdict, "
                + "\(summary.clips.count - byTeacher) by the engine's confident match) in \(out)")
        if summary.withoutTimes > 0 {
            printError("\(command): \(summary.withoutTimes) attempt(s) kept before heard words' times were: skipped")
        }
        for failure in summary.failures { printError("\(command): \(failure)") }
        if !summary.failures.isEmpty { throw ExitCode(1) }
    }
}
