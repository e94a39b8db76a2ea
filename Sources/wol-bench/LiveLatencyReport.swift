import Foundation

/// The live-session latency figures as a BENCHMARKS.md section.
struct LiveLatencyReport {
    static let heading = "## Live judging: pen-up to verdict"

    var command: String
    var load: Double?
    var sessions: Int
    var attempts: Int
    /// Every pen-up's time to its verdict.
    var milliseconds: [Double]
    /// Wall time of the whole run.
    var seconds: Double

    func markdown() -> String {
        let sorted = milliseconds.sorted()
        func percentile(_ p: Double) -> String {
            guard !sorted.isEmpty else { return "–" }
            let index = min(sorted.count - 1, Int((p * Double(sorted.count)).rounded(.up)) - 1)
            return String(format: "%.1f", sorted[max(0, index)])
        }
        var lines = BenchMarkdown.opening(Self.heading, command: command, load: load)
        lines += [
            "",
            "\(sessions) sessions at once on loopback, \(attempts) attempts, \(sorted.count) pen-ups in "
                + String(format: "%.0f s", seconds) + "; each time runs from sending a stroke to receiving its verdict.",
            "",
            "| median | p90 | p99 | slowest |",
            "| ---: | ---: | ---: | ---: |",
            "| \(percentile(0.5)) ms | \(percentile(0.9)) ms | \(percentile(0.99)) ms | "
                + "\(sorted.last.map { String(format: "%.1f", $0) } ?? "–") ms |",
            "",
        ]
        return lines.joined(separator: "\n")
    }
}
