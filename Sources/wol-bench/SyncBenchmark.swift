import ArgumentParser
import Foundation
import Synchronization
import WriteOutLoud

/// `wol-bench sync`: does each stroke get the right spoken name segment, with the recogniser and with an oracle?
struct SyncBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync",
        abstract: "Score speech-to-stroke assignment on a synthetic corpus with known truth.",
        discussion: """
            Make the corpus first: scripts/bench/make-sessions.py --out DIR --count N --seed S. Every session is \
            analysed as `wol analyze` would; a stroke is right when the word assigned to it lies on one of the \
            clips truly said for it (the clip sharing the most time with the word), or when it was drawn \
            silently and got no word. The oracle figure feeds the aligner the true clips, each onset and offset \
            moved by up to --jitter seconds, instead of the recogniser's words.
            """
    )

    @Option(help: ArgumentHelp("Corpus folder holding truth.json and the recordings.", valueName: "dir"))
    var corpus: String

    @Option(help: "Recordings to analyse at once (each worker loads its own speech decoder).")
    var jobs = 1

    @Option(help: "Largest shift in seconds of the oracle's word onsets and offsets.")
    var jitter = 0.05

    @Option(help: "Seed for the oracle's jitter.")
    var seed: UInt64 = 1

    @Option(help: "Write the results into this Markdown file under '\(SyncReport.heading)'.")
    var write: String?

    @Flag(help: "List every stroke that got the wrong speech.")
    var showMisses = false

    @Option(help: ArgumentHelp(
        "Reuse (and save) the recogniser's words from this file: for aligner work only, not for the figures.",
        valueName: "file"))
    var wordsCache: String?

    @OptionGroup var engine: SyncEngineOptions

    @OptionGroup(title: "Aligner costs (default: SpeechAligner's)") var costs: SyncAlignerCosts

    func validate() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1") }
        guard jitter >= 0, jitter.isFinite else { throw ValidationError("--jitter must be a number of seconds ≥ 0") }
    }

    func run() throws {
        let corpus: SyncCorpus
        do {
            corpus = try SyncCorpus.load(folder: URL(fileURLWithPath: self.corpus))
        } catch {
            throw BenchFailure(error.description)
        }
        let matcher = StrokeNameMatcher()
        let assembler = ReportAssembler(aligner: costs.aligner())
        let baseline = ReportAssembler(aligner: costs.baselineAligner())
        let analyzers = Mutex(
            try (0..<min(jobs, corpus.sessions.count)).map { _ in
                try engine.makeAnalyzer(matcher: matcher, assembler: assembler)
            })
        let oracle = SyncOracle(jitter: jitter, seed: seed)
        let cache = wordsCache.map { SyncWordsCache.load($0, for: corpus) }
        let results = Mutex(SyncResults())
        let started = ContinuousClock.now
        BatchRunner(jobs: jobs).run(
            Array(corpus.sessions.enumerated()),
            makeWorker: { analyzers.withLock { $0.removeLast() } },
            work: { analyzer, item in
                Self.evaluate(
                    item.element, index: item.offset, in: corpus, analyzer: analyzer, matcher: matcher, oracle: oracle,
                    baseline: baseline, cachedWords: cache?.words[item.element.file])
            },
            deliver: { _, outcome in
                results.withLock { results in
                    switch outcome {
                    case .success(let session): results.add(session)
                    case .failure(let error): results.failures.append(error.description)
                    }
                }
            })
        let elapsed = started.duration(to: .now)
        let final = results.withLock { $0 }
        let report = SyncReport(
            command: "swift run -c release wol-bench sync " + CommandLine.arguments.dropFirst(2).joined(separator: " "),
            corpus: corpus, results: final, seconds: Double(elapsed.components.seconds)
                + Double(elapsed.components.attoseconds) / 1e18, jobs: jobs, jitter: jitter)
        let text = report.markdown()
        print(text)
        if showMisses {
            for (label, tally) in [("recogniser", final.recognised), ("oracle", final.oracle)] {
                for miss in tally.misses {
                    print("\(label) miss: \(miss.file) stroke \(miss.stroke) [\(miss.conditions.joined(separator: ","))] "
                        + "\(miss.outcome.rawValue): \(miss.heard ?? "nothing")")
                }
            }
        }
        if let write { try BenchMarkdown.replaceSection(SyncReport.heading, in: write, with: text) }
        if let wordsCache, var cache {
            cache.words.merge(final.heardWords) { old, _ in old }
            try cache.save(wordsCache)
        }
        if !final.failures.isEmpty { throw ExitCode(1) }
    }

    /// Analyses one session with the recogniser (or words it heard before) and again with the oracle's words,
    /// and scores both, with the aligner under test and with the baseline aligner.
    private static func evaluate(
        _ session: SyncCorpus.Session, index: Int, in corpus: SyncCorpus, analyzer: RecordingAnalyzer,
        matcher: StrokeNameMatcher, oracle: SyncOracle, baseline: ReportAssembler, cachedWords: [WordSegment]?
    ) -> Result<SyncSessionResult, AnalysisError> {
        let url = corpus.url(of: session)
        let recording: Recording
        let template: CharacterTemplate
        let recognised: AnalysisReport
        do throws(AnalysisError) {
            if let cachedWords {
                do {
                    recording = try RecordingLoader.load(url, displayName: session.file).recording
                } catch {
                    throw .recording(error)
                }
                do {
                    template = try analyzer.library.template(for: recording.character)
                } catch {
                    throw .character(file: session.file, error)
                }
                recognised = analyzer.assembler.assemble(
                    file: session.file, recording: recording, template: template,
                    analysis: analyzer.strokeAnalyzer.analyze(recording.ink, against: template),
                    speech: .words(cachedWords), matcher: matcher)
            } else {
                let completed = try analyzer.analysis(of: url, displayName: session.file)
                (recording, template, recognised) = (completed.recording, completed.template, completed.report)
            }
        } catch {
            return .failure(error)
        }
        let analysis = analyzer.strokeAnalyzer.analyze(recording.ink, against: template)
        func score(_ words: [WordSegment], with assembler: ReportAssembler) -> [SyncStrokeResult] {
            let report = assembler.assemble(
                file: session.file, recording: recording, template: template, analysis: analysis,
                speech: .words(words), matcher: matcher)
            return SyncScorer.score(session, assigned: assignedSpans(report), words: words)
        }
        let oracleWords = oracle.words(for: session, sessionIndex: index)
        let heard = recognised.speech.words
        return .success(
            SyncSessionResult(
                file: session.file,
                recognised: SyncScorer.score(session, assigned: assignedSpans(recognised), words: heard),
                oracle: score(oracleWords, with: analyzer.assembler),
                baselineRecognised: score(heard, with: baseline), baselineOracle: score(oracleWords, with: baseline),
                heardWords: heard,
                namesSaid: session.clips.filter { $0.token != nil }.count,
                namesHeard: namesHeard(in: session, words: heard)))
    }

    /// The span of the word each stroke was given, by template stroke index.
    private static func assignedSpans(_ report: AnalysisReport) -> [Int: TimeSpan] {
        Dictionary(
            uniqueKeysWithValues: report.strokes.compactMap { stroke in
                guard let speech = stroke.speech, speech.heard != nil, let start = speech.start else { return nil }
                return (stroke.index, TimeSpan(start: start, end: speech.end ?? start))
            })
    }

    /// How many spoken stroke names the recogniser heard as that name (a word on the clip naming the same stroke).
    private static func namesHeard(in session: SyncCorpus.Session, words: [WordSegment]) -> Int {
        session.clips.filter { clip in
            clip.token != nil
                && words.contains { word in
                    word.name?.rawValue == clip.token
                        && SyncScorer.clip(under: TimeSpan(start: word.start, end: word.end), in: session.clips)?.id
                            == clip.id
                }
        }.count
    }
}

/// One session's scores with the recogniser's words and with the oracle's.
struct SyncSessionResult: Sendable {
    var file: String
    var recognised: [SyncStrokeResult]
    var oracle: [SyncStrokeResult]
    var baselineRecognised: [SyncStrokeResult]
    var baselineOracle: [SyncStrokeResult]
    var heardWords: [WordSegment]
    /// Clips that name a stroke (right, repeated or wrong names), and how many the recogniser heard as that name.
    var namesSaid: Int
    var namesHeard: Int
}

/// Everything the sync benchmark counted.
struct SyncResults: Sendable {
    var recognised = SyncTally()
    var oracle = SyncTally()
    var baselineRecognised = SyncTally()
    var baselineOracle = SyncTally()
    var sessions = 0
    var namesSaid = 0
    var namesHeard = 0
    var failures: [String] = []
    /// The recogniser's words by recording file, for ``SyncWordsCache``.
    var heardWords: [String: [WordSegment]] = [:]

    mutating func add(_ session: SyncSessionResult) {
        sessions += 1
        recognised.add(session.recognised)
        oracle.add(session.oracle)
        baselineRecognised.add(session.baselineRecognised)
        baselineOracle.add(session.baselineOracle)
        namesSaid += session.namesSaid
        namesHeard += session.namesHeard
        heardWords[session.file] = session.heardWords
    }
}
