import Foundation
import WriteOutLoud

/// Counts of right answers out of trials.
struct SpeechTally {
    var right = 0
    var total = 0

    mutating func add(_ correct: Bool) {
        total += 1
        if correct { right += 1 }
    }

    var rate: Double { total == 0 ? .nan : Double(right) / Double(total) }
    var percent: String { total == 0 ? "–" : String(format: "%.1f %% (%d/%d)", 100 * rate, right, total) }
}

/// Statistics helpers for the speech benchmark.
enum SpeechMetrics {
    /// The value below which `fraction` of the values lie (nearest rank).
    static func percentile(_ values: [Double], _ fraction: Double) -> Double {
        guard !values.isEmpty else { return .nan }
        let sorted = values.sorted()
        let rank = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(max(rank, 0), sorted.count - 1)]
    }

    /// Word edit distance (substitutions, insertions, deletions) between two sequences.
    static func editDistance<T: Equatable>(_ reference: [T], _ hypothesis: [T]) -> Int {
        var previous = Array(0...hypothesis.count)
        for (i, word) in reference.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: hypothesis.count)
            for (j, heard) in hypothesis.enumerated() {
                current[j + 1] = min(previous[j] + (word == heard ? 0 : 1), previous[j + 1] + 1, current[j] + 1)
            }
            previous = current
        }
        return previous[hypothesis.count]
    }

    /// CPU time this thread has used, in seconds: unlike wall time, not inflated by other processes.
    static func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// CPU time used by finished child processes, in seconds.
    static func childrenCPUSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        return Double(usage.ru_utime.tv_sec) + Double(usage.ru_stime.tv_sec)
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }

    /// Resident memory of this process in kB, from /proc.
    static func residentKilobytes() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") })
        else { return 0 }
        return Int(line.split(whereSeparator: \.isWhitespace).dropFirst().first ?? "0") ?? 0
    }

    /// Writes 16-bit mono PCM WAV, for handing audio to other tools.
    static func writeWAV(_ audio: AudioBuffer, to url: URL) throws {
        try writeWAV(
            audio.samples.map { Int16(max(-32768, min(32767, (Double($0) * 32767).rounded()))) },
            sampleRate: audio.sampleRate, to: url)
    }

    /// Writes 16-bit samples as mono PCM WAV.
    static func writeWAV(_ samples: [Int16], sampleRate: Double, to url: URL) throws {
        var data = Data()
        func append<T: FixedWidthInteger>(_ value: T) {
            withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) }
        }
        let rate = UInt32(sampleRate)
        data.append(contentsOf: Array("RIFF".utf8))
        append(UInt32(36 + samples.count * 2))
        data.append(contentsOf: Array("WAVEfmt ".utf8))
        append(UInt32(16))
        append(UInt16(1))
        append(UInt16(1))
        append(rate)
        append(rate * 2)
        append(UInt16(2))
        append(UInt16(16))
        data.append(contentsOf: Array("data".utf8))
        append(UInt32(samples.count * 2))
        for sample in samples { append(sample) }
        try data.write(to: url)
    }
}
