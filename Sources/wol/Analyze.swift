import ArgumentParser
import Foundation
import Synchronization
import WriteOutLoud

extension WOL {
    /// `wol analyze`: judge recordings and print or save their reports.
    struct Analyze: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Judge paired ink-and-voice recordings and report on every stroke.",
            discussion: """
                Each RECORDING is a JSON file in recording format v1 (docs/recording-format.md) whose audio, if \
                any, sits beside it: WAV, FLAC, Ogg (Vorbis, Opus), AIFF, MP3, or as phones and browsers record \
                it, M4A/MP4 (AAC, ALAC), WebM (Opus, Vorbis), CAF, AMR; the format is told from the bytes. A recording that cannot be analysed is reported with a one-line error and \
                the batch goes on; the failures are listed again at the end.

                A recording's character may be a cursive word of Latin letters (cat, tide): it is cut into its \
                letters at the joins, each letter judged as a letter is, a letter left out or two swapped named as \
                mistakes, and a sagging join or a pen lift between letters noted on the letter after it \
                (docs/scribble-format.md).

                With --store and --learner NAME, the learner's own model (the MAP means `wol serve` fitted after \
                their speaker transform) is decoded with when the store keeps one for this acoustic model; else \
                the speaker transform `wol enroll --store --learner NAME` (or the practice page) kept for that \
                learner is applied, as --voice would apply a transform file.

                Exit status: 0 all recordings analysed; 1 one or more could not be analysed; 3 the engine could \
                not start (character folder, speech model, store or output folder unusable, or the learner's \
                transform fitted to another --model); 64 the command line is wrong.
                """
        )

        @Argument(help: ArgumentHelp("Recording JSON files to analyse.", valueName: "recording"))
        var recordings: [String]

        @Option(help: "Output format: text, json, jsonl (one object per line), html (a page), or svg (the drawing).")
        var format: ReportFormat = .text

        @Option(help: "Language of the feedback sentences: en or zh.")
        var lang: FeedbackLanguage = .en

        @Option(help: ArgumentHelp(
            "Write one report file per recording into this folder, plus summary.json.", valueName: "dir"))
        var out: String?

        @Option(help: "Recordings to analyse at once (each worker loads its own speech decoder).")
        var jobs: Int = 1

        @Flag(
            name: .customLong("no-audio"),
            help: "Judge the ink only; the recording's audio is not read or even checked to exist.")
        var noAudio = false

        @Option(
            name: .customLong("time-limit"),
            help: ArgumentHelp(
                "Seconds judging one recording's ink may take before it is reported as a failure and the batch "
                    + "moves on.", valueName: "seconds"))
        var timeLimit: Double = RecordingAnalyzer.defaultTimeLimit

        @Option(help: ArgumentHelp(
            "Pass thresholds fitted by `wol calibrate` (a calibration JSON file).", valueName: "file"))
        var calibration: String?

        @Option(help: ArgumentHelp(
            "Also save each result in this progress store (a SQLite file or a postgres:// URL), for `wol lesson`.",
            valueName: "file-or-url"))
        var store: String?

        @Option(help: ArgumentHelp(
            "Decode with this learner's speaker transform kept in --store (`wol enroll --store --learner`); "
                + "without one stored, the speaker-independent model is used and a note says so.",
            valueName: "name"))
        var learner: String?

        @OptionGroup var engine: EngineOptions

        func validate() throws {
            guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1") }
            guard timeLimit > 0, timeLimit.isFinite else {
                throw ValidationError("--time-limit must be a positive number of seconds")
            }
            try ensureNoEmptyPath(recordings)
            if learner != nil, store == nil { throw ValidationError("--learner needs --store, where its transform is kept") }
            if learner != nil, engine.voice != nil { throw ValidationError("give --learner or --voice, not both") }
            if !format.streams, out == nil, recordings.count > 1 {
                throw ValidationError("--format \(format.rawValue) writes one document per recording: add --out DIR")
            }
        }

        func run() async throws {
            let analyzers: [RecordingAnalyzer]
            let sink: any ReportSink
            let progressStore: (any ProgressStore)?
            var voice: StoredVoice?
            let active: ActiveCalibration?
            defer { voice?.remove() }
            do {
                progressStore = try await openStore(store)
                var engine = self.engine
                if let learner, let progressStore, !noAudio {
                    voice = try await StoredVoice(
                        learner: learner, store: progressStore, acousticModel: engine.mainAcousticModel.path)
                    engine.voice = voice?.file?.path
                    if voice?.heardWith == .standard {
                        printError("wol analyze: learner \(learner) has no speaker transform in \(progressStore.location); "
                            + "decoding with the speaker-independent model")
                    }
                }
                active = calibration == nil ? try await activeCalibration(in: progressStore, command: "wol analyze") : nil
                let judging = try engine.strokeJudging(configuration: try strokeConfiguration(active))
                analyzers = try (0..<min(jobs, recordings.count)).map { _ in
                    try makeAnalyzer(
                        engine: engine, learnerModel: voice?.learnerModel, library: judging.library,
                        strokeAnalyzer: judging.analyzer)
                }
                sink = try out.map {
                    try ReportFolderWriter(folder: URL(fileURLWithPath: $0), format: format, language: lang,
                                           recordings: recordings)
                } ?? StandardOutputWriter(format: format, language: lang, count: recordings.count)
            } catch let error as CLIError {
                throw error.reported(by: "wol analyze")
            }

            // Analyses run on the batch's threads; each is stored, in input order, by this task as it comes.
            let (analyses, delivery) = AsyncStream.makeStream(of: (Int, Result<CompletedAnalysis, AnalysisFailure>).self)
            let files = recordings
            // With --learner the reports say whose voice heard the words, as the server's do.
            let heardWith: SpeechVoice? = learner == nil || noAudio ? nil : voice?.heardWith
            let appliedCalibration = active?.applied
            let storing = Task {
                var failures: [AnalysisFailure] = []
                let progress = ProgressLine(total: files.count)
                for await (index, analysed) in analyses {
                    progress.show(index + 1, files[index])
                    var outcome = analysed.map { analysis in
                        var analysis = analysis
                        if analysis.report.speech.status == .recognised { analysis.report.speech.voice = heardWith }
                        analysis.report.calibration = appliedCalibration
                        return analysis
                    }
                    if case .success(let analysis) = outcome, let progressStore {
                        do {
                            try await progressStore.record(
                                analysis.report, recording: analysis.recording, recordingPath: files[index])
                        } catch {
                            outcome = .failure(AnalysisFailure(file: files[index], error: "store: \(error)"))
                        }
                    }
                    if case .failure(let failure) = outcome { failures.append(failure) }
                    sink.accept(outcome)
                }
                progress.finish()
                sink.finish()
                await progressStore?.close()
                return failures
            }
            let pool = Mutex(analyzers)
            BatchRunner(jobs: jobs).run(
                recordings,
                makeWorker: { pool.withLock { $0.removeLast() } },
                work: { analyzer, file in
                    Result { () throws(AnalysisError) in
                        try analyzer.analysis(of: URL(fileURLWithPath: file), displayName: file)
                    }.mapError { AnalysisFailure(file: file, error: $0.description) }
                },
                deliver: { index, outcome in delivery.yield((index, outcome)) })
            delivery.finish()

            let failed = await storing.value
            guard failed.isEmpty else {
                let summary = "wol: \(failed.count) of \(recordings.count) recording(s) could not be analysed:"
                printError(([summary] + failed.map { "  \($0.error)" }).joined(separator: "\n"))
                throw ExitCode(1)
            }
        }

        private func makeAnalyzer(
            engine: EngineOptions, learnerModel: URL?, library: CharacterLibrary, strokeAnalyzer: StrokeAnalyzer
        ) throws -> RecordingAnalyzer {
            let recognizer = noAudio ? nil : try engine.recognizer(learnerModel: learnerModel)
            return RecordingAnalyzer(
                library: library, recognizer: recognizer, matcher: engine.matcher(), strokeAnalyzer: strokeAnalyzer,
                assembler: ReportAssembler(feedback: FeedbackWriter(language: lang)), timeLimit: timeLimit)
        }

        /// The stroke judge's settings, with the thresholds of `--calibration` when given, else of `active`, the
        /// calibration activated in `--store`.
        private func strokeConfiguration(_ active: ActiveCalibration?) throws -> StrokeAnalyzerConfiguration {
            guard let calibration else { return active?.calibration.applied() ?? .default }
            do {
                return try Calibration.load(URL(fileURLWithPath: calibration), displayName: calibration).applied()
            } catch {
                throw CLIError.setup(error.description)
            }
        }
    }
}

extension FeedbackLanguage: ExpressibleByArgument {}
