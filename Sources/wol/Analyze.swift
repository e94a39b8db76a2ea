import ArgumentParser
import Foundation
import WriteOutLoud

extension WOL {
    /// `wol analyze`: judge recordings and print their reports.
    struct Analyze: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Judge paired ink-and-voice recordings and print a report per recording.",
            discussion: """
                Each RECORDING is a JSON file in recording format v1 (docs/recording-format.md) whose audio, if \
                any, sits beside it. A recording that cannot be analysed is reported with a one-line error and \
                the batch goes on.

                Exit status: 0 all recordings analysed; 1 one or more could not be analysed; 3 the engine could \
                not start (character folder or speech model missing); 64 the command line is wrong.
                """
        )

        @Argument(help: ArgumentHelp("Recording JSON files to analyse.", valueName: "recording"))
        var recordings: [String]

        @Option(help: "Output format: text for people, json, or jsonl (one object per line) for programs.")
        var format: ReportFormat = .text

        @Flag(name: .customLong("no-audio"), help: "Judge the ink only; ignore any recorded voice.")
        var noAudio = false

        @OptionGroup var engine: EngineOptions

        func run() throws {
            let analyzer: RecordingAnalyzer
            do {
                analyzer = try makeAnalyzer()
            } catch let error as CLIError {
                printError("wol analyze: \(error)")
                throw error.exitCode
            }
            let output = ReportWriter(format: format, count: recordings.count)
            let progress = ProgressLine(total: recordings.count)
            var failures: [AnalysisFailure] = []
            for (index, file) in recordings.enumerated() {
                progress.show(index, file)
                do {
                    output.write(try analyzer.analyze(URL(fileURLWithPath: file), displayName: file))
                } catch {
                    let failure = AnalysisFailure(file: file, error: error.description)
                    failures.append(failure)
                    output.write(failure)
                }
            }
            progress.finish()
            output.finish()
            guard failures.isEmpty else {
                let summary = "wol: \(failures.count) of \(recordings.count) recording(s) could not be analysed:"
                printError(([summary] + failures.map { "  \($0.error)" }).joined(separator: "\n"))
                throw ExitCode(1)
            }
        }

        private func makeAnalyzer() throws -> RecordingAnalyzer {
            let library = try engine.library()
            let recognizer = noAudio ? nil : try engine.recognizer()
            return RecordingAnalyzer(library: library, recognizer: recognizer, matcher: engine.matcher())
        }
    }
}
