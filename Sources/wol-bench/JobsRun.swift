import Foundation
import Synchronization
import WriteOutLoud

/// One timed batch: the same recordings through ``BatchRunner`` with a given number of jobs.
struct JobsRun: Sendable {
    var jobs: Int
    /// Wall-clock seconds from the first recording started to the last delivered (decoders already loaded).
    var seconds: Double
    /// User plus system CPU seconds the process spent in that time.
    var cpuSeconds: Double
    /// Seconds spent loading the workers' speech decoders before the clock started.
    var setupSeconds: Double
    /// One-minute load average just before the batch.
    var loadBefore: Double?
    /// Each recording's report as sorted-key JSON, or its one-line error, in input order.
    var outputs: [String]

    /// Analyses `files` with `jobs` workers, each with its own analyzer from `makeAnalyzer`.
    static func measure(
        files: [URL], jobs: Int, makeAnalyzer: () throws -> RecordingAnalyzer
    ) throws -> JobsRun {
        let setupStart = ContinuousClock.now
        let analyzers = Mutex(try (0..<min(jobs, files.count)).map { _ in try makeAnalyzer() })
        let setup = seconds(setupStart.duration(to: .now))
        let outputs = Mutex([String](repeating: "", count: files.count))
        let loadBefore = BenchMarkdown.loadAverage()
        let cpuStart = cpuTime()
        let start = ContinuousClock.now
        BatchRunner(jobs: jobs).run(
            files,
            makeWorker: { analyzers.withLock { $0.removeLast() } },
            work: { analyzer, file in
                do throws(AnalysisError) {
                    let report = try analyzer.analyze(file, displayName: file.lastPathComponent)
                    return encode(report)
                } catch {
                    return error.description
                }
            },
            deliver: { index, output in outputs.withLock { $0[index] = output } })
        let wall = seconds(start.duration(to: .now))
        return JobsRun(
            jobs: jobs, seconds: wall, cpuSeconds: cpuTime() - cpuStart, setupSeconds: setup, loadBefore: loadBefore,
            outputs: outputs.withLock { $0 })
    }

    private static func encode(_ report: AnalysisReport) -> String {
        do {
            return String(decoding: try SortedJSON.encoder().encode(report), as: UTF8.self)
        } catch {
            return "cannot encode: \(error)"
        }
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    /// User plus system CPU time of this process so far.
    private static func cpuTime() -> Double {
        var usage = rusage()
        guard getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage) == 0 else { return .nan }
        func value(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return value(usage.ru_utime) + value(usage.ru_stime)
    }
}
