import ArgumentParser
import Foundation
import WriteOutLoud

/// `wol labels export --store S [--since DATE] [-o FILE]`: the latest drawing verdict on each stroke.
struct LabelsExport: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export", abstract: "Write the teachers' latest drawing verdict on each stroke as a label CSV.")

    @Option(help: ArgumentHelp("Only verdicts given on or after this day (YYYY-MM-DD) or time (ISO 8601).", valueName: "date"))
    var since: String?

    @Option(name: .shortAndLong, help: ArgumentHelp("Write the CSV here instead of stdout.", valueName: "file"))
    var output: String?

    @OptionGroup var roster: RosterOptions

    func validate() throws {
        if let since, LabelsExport.date(since) == nil {
            throw ValidationError("--since must be a day (2026-03-02) or an ISO 8601 time, got \"\(since)\"")
        }
    }

    func run() async throws {
        let csv = try await roster.withStore(command: "wol labels export") { store in
            let verdicts = try await store.verdicts(since: since.flatMap(LabelsExport.date))
            let attempts = try await store.reviewedAttempts(learner: nil)
            return VerdictLabelFile.csv(
                verdicts, attempts: Dictionary(uniqueKeysWithValues: attempts.map { ($0.id, $0.attempt) }))
        }
        guard let output else {
            FileHandle.standardOutput.write(Data(csv.utf8))
            return
        }
        do {
            try Data(csv.utf8).write(to: URL(fileURLWithPath: output))
        } catch {
            throw CLIError.setup("\(output): file: cannot be written").reported(by: "wol labels export")
        }
    }

    /// A day (midnight UTC) or an ISO 8601 time.
    static func date(_ text: String) -> Date? {
        if let time = ISO8601DateFormatter().date(from: text) { return time }
        return ISO8601DateFormatter().date(from: text + "T00:00:00Z")
    }
}
