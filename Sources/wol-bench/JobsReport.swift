import Foundation

/// The jobs benchmark's results as a Markdown section.
struct JobsReport {
    static let heading = "## Parallel batches"

    var command: String
    var recordings: Int
    var runs: [JobsRun]

    /// Whether every run produced exactly the first run's reports.
    var identical: Bool { runs.allSatisfy { $0.outputs == runs.first?.outputs } }

    /// Summed wall time at jobs 1 over summed wall time at jobs 2.
    var speedup: Double {
        let one = runs.filter { $0.jobs == 1 }.reduce(0) { $0 + $1.seconds }
        let two = runs.filter { $0.jobs == 2 }.reduce(0) { $0 + $1.seconds }
        return two > 0 ? one / two : .nan
    }

    func markdown() -> String {
        var lines = [Self.heading, ""]
        lines.append("Command: `\(command.trimmingCharacters(in: .whitespaces))`  ")
        lines.append(BenchMarkdown.machineLine(load: runs.first?.loadBefore) + "  ")
        lines.append("Data: the first \(recordings) recordings of the sync corpus, analysed end to end (ink, PocketSphinx, report).")
        lines += ["", "Target: jobs 2 at least 1.8× faster than jobs 1.", ""]
        lines.append("| run | jobs | wall | recordings / s | CPU used | CPU s / recording | load before | decoder set-up |")
        lines.append("|---:|---:|---:|---:|---:|---:|---:|---:|")
        for (index, run) in runs.enumerated() {
            let load = run.loadBefore.map { String(format: "%.1f", $0) } ?? "–"
            lines.append(
                "| \(index + 1) | \(run.jobs) | \(String(format: "%.1f s", run.seconds)) | "
                    + "\(String(format: "%.1f", Double(recordings) / run.seconds)) | "
                    + "\(String(format: "%.2f cores", run.cpuSeconds / run.seconds)) | "
                    + "\(String(format: "%.2f", run.cpuSeconds / Double(recordings))) | \(load) | "
                    + "\(String(format: "%.2f s", run.setupSeconds)) |")
        }
        let differing = runs.dropFirst().map { run in zip(run.outputs, runs[0].outputs).filter { $0 != $1 }.count }
        lines += [
            "",
            "**Speed-up jobs 2 / jobs 1: \(String(format: "%.2f", speedup))×.** Reports identical across runs: "
                + (identical ? "yes (all \(recordings))." : "**no** (\(differing.map(String.init).joined(separator: ", ")) differ)."),
        ]
        return lines.joined(separator: "\n") + "\n"
    }
}
