import ArgumentParser
import Foundation

/// What every benchmark shares when writing BENCHMARKS.md: the machine line and section replacement.
enum BenchMarkdown {
    /// `Machine: 2 cores (nproc), <CPU model>; load average 1.2 (1 min) at start; run 2026-01-31.`
    static func machineLine(load: Double?) -> String {
        let loadText = load.map { String(format: "; load average %.1f (1 min) at start", $0) } ?? ""
        return "Machine: \(ProcessInfo.processInfo.activeProcessorCount) cores (nproc), \(cpuModel())\(loadText); run \(today())."
    }

    /// A benchmark section's first lines: its heading and the command that produced it, with the machine.
    static func opening(_ heading: String, command: String, load: Double?) -> [String] {
        [heading, "", "Command: `swift run -c release wol-bench \(command)`. \(machineLine(load: load))"]
    }

    /// The one-minute load average from /proc/loadavg, nil where there is none.
    static func loadAverage() -> Double? {
        guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8),
            let first = text.split(separator: " ").first
        else { return nil }
        return Double(first)
    }

    static func percent(_ value: Double) -> String { value.isNaN ? "–" : String(format: "%.1f %%", 100 * value) }

    /// Replaces the section starting at `heading` in a Markdown file (or appends it), leaving other sections alone.
    /// - Throws: ``BenchFailure`` naming the file when it cannot be written.
    static func replaceSection(_ heading: String, in path: String, with section: String) throws {
        let existing = (try? String(contentsOfFile: path, encoding: .utf8)) ?? "# Benchmarks\n"
        let result: String
        if let start = existing.range(of: heading + "\n") {
            let before = existing[..<start.lowerBound]
            if let next = existing[start.upperBound...].range(of: "\n## ") {
                result = before + section + "\n" + existing[existing.index(after: next.lowerBound)...]
            } else {
                result = before + section
            }
        } else {
            result = existing + (existing.hasSuffix("\n\n") ? "" : "\n") + section
        }
        do {
            try result.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            throw BenchFailure("\(path): cannot write: \(error.localizedDescription)")
        }
    }

    static func cpuModel() -> String {
        guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
            let line = text.split(separator: "\n").first(where: { $0.hasPrefix("model name") }),
            let colon = line.firstIndex(of: ":")
        else { return "CPU model unknown" }
        return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }

    static func today() -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        return formatter.string(from: Date())
    }
}
