import ArgumentParser
import Foundation
import WriteOutLoud

extension WOL {
    /// `wol lesson`: progress per learner and day, weak points and what to practise next.
    struct Lesson: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Summarise attempts per learner and day: progress, weak strokes, mistakes, stars and XP.",
            discussion: """
                Reads recordings (files, folders of *.json recordings, or .txt manifests listing one recording \
                per line), the progress store (--store), or both: with both, new recordings are analysed and \
                added to the store (unchanged ones are skipped, so a stopped run can be repeated) and the \
                report covers the store's whole history. See docs/lesson-report.md.

                Exit status: 0 done; 1 one or more recordings could not be analysed (the report covers the \
                rest); 3 the engine could not start (character folder, speech model, store or output file \
                unusable); 64 the command line is wrong.
                """
        )

        @Argument(help: ArgumentHelp("Recordings, folders of recordings, or .txt manifests.", valueName: "path"))
        var paths: [String] = []

        @Option(help: ArgumentHelp(
            "Progress store to read, and to add the recordings to: a SQLite file or a postgres:// URL.",
            valueName: "file-or-url"))
        var store: String?

        @Option(help: "Report on this learner only.")
        var learner: String?

        @Option(help: "Output format: text, json, or html (a self-contained page with charts).")
        var format: LessonFormat = .text

        @Option(name: .shortAndLong, help: ArgumentHelp("Write the report here instead of stdout.", valueName: "file"))
        var output: String?

        @Option(help: "Days, ending with each learner's latest, that the practice advice looks at.")
        var recentDays = 7

        @Flag(name: .customLong("no-audio"), help: "Judge the ink only; ignore any recorded voice.")
        var noAudio = false

        @OptionGroup var engine: EngineOptions

        func validate() throws {
            guard !paths.isEmpty || store != nil else { throw ValidationError("give recordings to analyse, --store FILE, or both") }
            try ensureNoEmptyPath(paths)
            guard recentDays >= 1 else { throw ValidationError("--recent-days must be at least 1") }
        }

        func run() async throws {
            let progressStore: (any ProgressStore)?
            do {
                progressStore = try await openStore(store)
            } catch let error as CLIError {
                throw error.reported(by: "wol lesson")
            }
            var attempts: [LessonAttempt] = []
            var failures: [AnalysisFailure] = []
            if !paths.isEmpty {
                let files: [String]
                do {
                    files = try RecordingInputs.expand(paths)
                } catch {
                    printError(error.description)
                    throw ExitCode(1)
                }
                let collector: LessonCollector
                do {
                    let judging = try engine.strokeJudging()
                    let recognizer = noAudio ? nil : try engine.recognizer()
                    collector = LessonCollector(
                        analyzer: RecordingAnalyzer(
                            library: judging.library, recognizer: recognizer, matcher: engine.matcher(),
                            strokeAnalyzer: judging.analyzer),
                        store: progressStore)
                } catch let error as CLIError {
                    throw error.reported(by: "wol lesson")
                }
                let progress = ProgressLine(total: files.count)
                let outcome = await collector.collect(files) { index, file in progress.show(index, file) }
                progress.finish()
                attempts = outcome.attempts
                failures = outcome.failures
                if progressStore != nil {
                    printError("wol lesson: \(outcome.stored) recording(s) added to the store, \(outcome.alreadyStored) already there.")
                }
            }
            var reviews: [ReviewedAttempt] = []
            var calibration: Calibration?
            if let progressStore {
                do {
                    reviews = try await progressStore.reviewedAttempts(learner: learner)
                    attempts = reviews.map(\.attempt)
                    calibration = try await progressStore.activeCalibration()?.calibration
                    await progressStore.close()
                } catch {
                    throw CLIError.setup(error.description).reported(by: "wol lesson")
                }
            } else if let learner {
                attempts = attempts.filter { $0.learner == learner }
            }

            let report = LessonReportBuilder(recentDays: recentDays).build(attempts, reviews: reviews, calibration: calibration)
            let data: Data
            switch format {
            case .text: data = Data(LessonTextRenderer.render(report).utf8)
            case .json: data = try report.encoded() + Data("\n".utf8)
            case .html: data = Data(LessonHTMLRenderer.render(report).utf8)
            }
            if let output {
                do {
                    try data.write(to: URL(fileURLWithPath: output))
                } catch {
                    throw CLIError.setup("\(output): file: cannot be written").reported(by: "wol lesson")
                }
            } else {
                FileHandle.standardOutput.write(data)
            }
            guard failures.isEmpty else {
                printError(
                    (["wol lesson: \(failures.count) recording(s) could not be analysed and are left out:"]
                        + failures.map { "  \($0.error)" }).joined(separator: "\n"))
                throw ExitCode(1)
            }
        }
    }
}

/// How `wol lesson` writes its report.
enum LessonFormat: String, ExpressibleByArgument, CaseIterable {
    case text
    case json
    /// One self-contained HTML page with inline SVG charts.
    case html
}
