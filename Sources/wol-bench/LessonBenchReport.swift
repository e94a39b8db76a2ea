import ArgumentParser
import Foundation

/// The lesson benchmark's figures as a Markdown section for `BENCHMARKS.md`.
struct LessonBenchReport {
    static let heading = "## Lesson reports"
    /// The target: a report over 10,000 stored attempts in under this many seconds.
    static let targetSeconds = 2.0

    /// Seconds per repetition for each stage.
    struct Timings {
        var read: [Double] = []
        var build: [Double] = []
        var render: [Double] = []
        var total: [Double] = []
    }

    var command: String
    var attempts: Int
    var stored: Int
    var learners: Int
    var days: Int
    var seed: UInt64
    var strokes: Int
    var insertSeconds: Double
    var rerunSeconds: Double
    var timings: Timings

    func markdown() -> String {
        let median = Self.median(timings.total)
        let slowest = timings.total.max() ?? .nan
        var lines = [Self.heading, ""]
        lines.append("Command: `\(command.trimmingCharacters(in: .whitespaces))`  ")
        lines.append(
            "Machine: \(ProcessInfo.processInfo.activeProcessorCount) cores (nproc), \(BenchMarkdown.cpuModel()); run \(BenchMarkdown.today()).  ")
        lines.append(
            "Data: \(attempts) generated attempts (\(strokes) strokes) by \(learners) learners over \(days) days, seed \(seed); \(stored) in the store after storing them twice.")
        lines.append("")
        lines.append("| stage | median | slowest |")
        lines.append("|---|---|---|")
        lines.append("| read the store (open, 3 queries) | \(Self.ms(Self.median(timings.read))) | \(Self.ms(timings.read.max() ?? .nan)) |")
        lines.append("| build the report | \(Self.ms(Self.median(timings.build))) | \(Self.ms(timings.build.max() ?? .nan)) |")
        lines.append("| render text, JSON and HTML | \(Self.ms(Self.median(timings.render))) | \(Self.ms(timings.render.max() ?? .nan)) |")
        lines.append("| **lesson report, all stages** | **\(Self.ms(median))** | **\(Self.ms(slowest))** |")
        lines.append("")
        let verdict =
            attempts < 10_000 ? "not judged, this run stored only \(attempts)" : slowest < Self.targetSeconds ? "met" : "NOT met"
        lines.append(
            "Target: under \(Int(Self.targetSeconds)) s for 10,000 attempts: \(verdict) (slowest of \(timings.total.count) runs).  ")
        lines.append(
            "Storing: \(String(format: "%.2f", insertSeconds)) s for \(attempts) attempts, one transaction each (\(Int((Double(attempts) / insertSeconds).rounded())) attempts/s); a second run over the same attempts took \(String(format: "%.2f", rerunSeconds)) s and added none.")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return .nan }
        let sorted = values.sorted()
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }

    private static func ms(_ seconds: Double) -> String { seconds.isNaN ? "–" : String(format: "%.0f ms", seconds * 1000) }
}
