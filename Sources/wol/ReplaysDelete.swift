import ArgumentParser
import Foundation
import WriteOutLoud

/// `wol replays delete [--learner NAME] [--before DATE]`: recordings the review page no longer needs; the
/// attempts, their reports and teachers' verdicts stay.
struct ReplaysDelete: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete",
        abstract: "Delete the kept recordings of one learner's attempts, of attempts stored before a day, or both; "
            + "lessons and verdicts keep them.")

    @Option(help: "Only this learner's attempts.")
    var learner: String?

    @Option(help: ArgumentHelp("Only attempts stored before this day or time (2026-03-01, or ISO 8601).", valueName: "date"))
    var before: String?

    @OptionGroup var roster: RosterOptions

    func validate() throws {
        guard learner != nil || before != nil else {
            throw ValidationError("give --learner, --before or both (--before with tomorrow's date deletes every replay)")
        }
        if let before, LabelsExport.date(before) == nil {
            throw ValidationError("--before must be a day (2026-03-01) or an ISO 8601 time, got \"\(before)\"")
        }
    }

    func run() async throws {
        try await roster.withStore(command: "wol replays delete") { store in
            let deleted = try await store.deleteReplays(learner: learner, storedBefore: before.flatMap(LabelsExport.date))
            print("Deleted \(deleted) replay(s).")
        }
    }
}
