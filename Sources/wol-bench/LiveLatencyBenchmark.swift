import ArgumentParser
import Foundation
import WriteOutLoud

/// `wol-bench live`: how long a running `wol serve` takes to answer a pen-up on its live session.
struct LiveLatencyBenchmark: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "live",
        abstract: "Time pen-up to verdict on GET /api/v1/live with many sessions at once.",
        discussion: """
            Opens --sessions WebSocket sessions at once against a running server (scripts/bench/live-latency.sh \
            starts one). Each session writes --attempts fixtures one after another, a stroke every --pause \
            seconds as a learner would, and times every stroke from the moment it is sent to the moment its \
            verdict arrives; then it sends end and waits for the report. Prints the median, 90th and 99th \
            percentiles and the slowest, over all pen-ups, with the machine and its load.
            """
    )

    @Option(help: "The server's live session address.")
    var url = "ws://127.0.0.1:8080/api/v1/live"

    @Option(help: "Sessions open at once.")
    var sessions = 20

    @Option(help: "Attempts each session writes, one after another.")
    var attempts = 5

    @Option(help: "Seconds between one pen-up and the next within an attempt.")
    var pause = 0.25

    @Option(help: ArgumentHelp("Folder of paired fixtures; their ink is what the sessions write.", valueName: "dir"))
    var fixtures = "Fixtures"

    @Option(help: "Write the results into this Markdown file under '\(LiveLatencyReport.heading)'.")
    var write: String?

    func validate() throws {
        guard sessions >= 1 else { throw ValidationError("--sessions must be at least 1") }
        guard attempts >= 1 else { throw ValidationError("--attempts must be at least 1") }
        guard pause >= 0, pause.isFinite else { throw ValidationError("--pause must be 0 or more seconds") }
    }

    func run() async throws {
        let writings = try LiveWriting.fixtures(in: URL(fileURLWithPath: fixtures))
        let load = BenchMarkdown.loadAverage()
        let started = ContinuousClock.now
        let latencies = try await withThrowingTaskGroup(of: [Double].self) { group in
            for session in 0..<sessions {
                group.addTask {
                    var times: [Double] = []
                    for attempt in 0..<attempts {
                        let writing = writings[(session + attempt) % writings.count]
                        times += try await writing.write(to: url, pause: pause)
                    }
                    return times
                }
            }
            return try await group.reduce(into: []) { $0 += $1 }
        }
        let report = LiveLatencyReport(
            command: "live " + CommandLine.arguments.dropFirst(2).joined(separator: " "), load: load,
            sessions: sessions, attempts: sessions * attempts, milliseconds: latencies,
            seconds: (ContinuousClock.now - started) / .seconds(1))
        let text = report.markdown()
        print(text)
        if let write { try BenchMarkdown.replaceSection(LiveLatencyReport.heading, in: write, with: text) }
    }
}
