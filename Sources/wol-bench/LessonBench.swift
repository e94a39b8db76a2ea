import ArgumentParser
import Foundation
import WriteOutLoud

/// `wol-bench lesson`: how long a lesson report over a large progress store takes.
struct LessonBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lesson",
        abstract: "Time lesson reports over a progress store of generated attempts (target: 10,000 attempts in < 2 s).",
        discussion: """
            Generates a seeded history (learners writing common characters over many days), stores it with \
            ProgressStore.record, then times reading it back and building and rendering the report in text, \
            JSON and HTML. Build with -c release for meaningful figures.
            """
    )

    @Option(help: "Attempts to store.")
    var attempts = 10_000

    @Option(help: "Learners sharing the attempts.")
    var learners = 5

    @Option(help: "Days the attempts are spread over.")
    var days = 60

    @Option(help: "Seed for the generated history.")
    var seed: UInt64 = 1

    @Option(help: "Timed repetitions of the report; the median and the slowest are shown.")
    var repeats = 5

    @Option(help: "Keep the store here instead of a temporary file (it must not exist yet).")
    var store: String?

    @Option(help: "Also write the HTML report here, e.g. to look at it.")
    var html: String?

    @Option(help: "Write the results into this Markdown file under '\(LessonBenchReport.heading)'.")
    var write: String?

    func validate() throws {
        guard attempts >= 1, learners >= 1, days >= 1, repeats >= 1 else {
            throw ValidationError("--attempts, --learners, --days and --repeats must be at least 1")
        }
        if let store, FileManager.default.fileExists(atPath: store) {
            throw ValidationError("\(store) exists already; give a new path")
        }
    }

    func run() throws {
        let path = store ?? FileManager.default.temporaryDirectory.appendingPathComponent("wol-bench-lesson-\(UUID().uuidString).sqlite").path
        defer {
            if store == nil {
                for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
            }
        }
        let generated = LessonBenchData.attempts(count: attempts, learners: learners, days: days, seed: seed)
        let progressStore = try SQLiteProgressStore(path: path)
        let insertStart = Date()
        for attempt in generated {
            try progressStore.record(attempt.report, recording: attempt.recording, recordingPath: attempt.path)
        }
        let insertSeconds = Date().timeIntervalSince(insertStart)
        let rerunStart = Date()
        for attempt in generated {
            try progressStore.record(attempt.report, recording: attempt.recording, recordingPath: attempt.path)
        }
        let rerunSeconds = Date().timeIntervalSince(rerunStart)
        let stored = try progressStore.attemptCount()

        var timings = LessonBenchReport.Timings()
        var lastHTML = ""
        for _ in 0..<repeats {
            let start = Date()
            let reopened = try SQLiteProgressStore(path: path)
            let loaded = try reopened.attempts()
            let read = Date()
            let report = LessonReportBuilder().build(loaded)
            let built = Date()
            _ = LessonTextRenderer.render(report)
            _ = try report.encoded()
            lastHTML = LessonHTMLRenderer.render(report)
            let rendered = Date()
            timings.read.append(read.timeIntervalSince(start))
            timings.build.append(built.timeIntervalSince(read))
            timings.render.append(rendered.timeIntervalSince(built))
            timings.total.append(rendered.timeIntervalSince(start))
        }
        if let html { try Data(lastHTML.utf8).write(to: URL(fileURLWithPath: html)) }

        let summary = LessonBenchReport(
            command: "swift run -c release wol-bench lesson " + CommandLine.arguments.dropFirst(2).joined(separator: " "),
            attempts: attempts, stored: stored, learners: learners, days: days, seed: seed,
            strokes: generated.reduce(0) { $0 + $1.report.strokes.count }, insertSeconds: insertSeconds,
            rerunSeconds: rerunSeconds, timings: timings)
        let text = summary.markdown()
        print(text)
        if let write { try BenchMarkdown.replaceSection(LessonBenchReport.heading, in: write, with: text) }
    }
}
