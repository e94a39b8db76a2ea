import Foundation
import WriteOutLoud

/// The engine as the server uses it: the character library and stroke judge shared by all requests (following the
/// store's active calibration), speech decoders lent out by an ``EnginePool``, and the optional progress store.
///
/// It runs the same analysis as `wol analyze` (``RecordingAnalyzer``), so a report from the API is the report
/// the command line gives for the same recording.
public final class PracticeEngine: Sendable {
    public let library: CharacterLibrary
    let judge: CalibratedJudge
    let matcher: StrokeNameMatcher
    let store: (any ProgressStore)?
    let pool: EnginePool
    let voices: LearnerVoices
    let enroller: VoiceEnroller
    /// Decoders of learners' own models, lent inside engine slots; their folders are built in the temporary
    /// directory, this engine's own, and removed when it goes or its server stops.
    let learnerModels: LearnerModelDecoders

    /// - Parameters:
    ///   - library: where templates come from.
    ///   - strokeAnalyzer: the stroke judge (with the library's stroke-type recogniser); the store's active
    ///     calibration, once read (``followActiveCalibration()``), is applied over its settings.
    ///   - recognizers: one speech decoder per engine slot, or nils to judge ink only; their count is how many
    ///     analyses run at once.
    ///   - matcher: decides whether a heard word names a stroke.
    ///   - store: where attempts are kept for lesson reports, if anywhere.
    ///   - limits: the waiting line's length and patience.
    public init(
        library: CharacterLibrary, strokeAnalyzer: StrokeAnalyzer, recognizers: [SpeechRecognizer?],
        matcher: StrokeNameMatcher, store: (any ProgressStore)?, limits: ServerLimits
    ) {
        self.library = library
        judge = CalibratedJudge(base: strokeAnalyzer, store: store)
        self.matcher = matcher
        self.store = store
        pool = EnginePool(
            slots: recognizers.enumerated().map { EngineSlot(recognizer: $1, index: $0) },
            queueLength: limits.queueLength, queueSeconds: limits.queueSeconds)
        let configuration = recognizers.lazy.compactMap { $0?.configuration }.first
        learnerModels = LearnerModelDecoders(
            configuration: configuration, capacity: limits.learnerModels,
            cache: FileManager.default.temporaryDirectory.appendingPathComponent("wol-learner-models-\(UUID().uuidString)"))
        let ownModels = limits.learnerModels > 0
        voices = LearnerVoices(
            store: store, acousticModel: configuration?.acousticModel, models: ownModels ? learnerModels : nil)
        enroller = VoiceEnroller(
            configuration: configuration, queueLength: limits.enrolmentsWaiting, fitsOwnModels: ownModels)
    }

    /// The stroke judge requests use now.
    var strokeAnalyzer: StrokeAnalyzer { judge.current.analyzer }

    /// Where sphinxtrain's programs (`bw`, `mllr_solve`, `map_adapt`) are for fitting learners' voices; nil for
    /// Debian's (`wol serve --sphinxtrain`, as `wol enroll` has it, for a machine that installs them elsewhere).
    public var sphinxtrainFolder: URL? {
        get { enroller.toolsFolder }
        set { enroller.toolsFolder = newValue }
    }

    /// Reads the store's active calibration (`wol calibrate --store --activate`) and judges with it from now on;
    /// the server's application does so every few seconds by itself.
    /// - Returns: the calibration now applied, nil when there is no store or none is active.
    /// - Throws: ``StoreError`` when the store cannot be read.
    @discardableResult
    public func followActiveCalibration() async throws(StoreError) -> AppliedCalibration? { try await judge.follow() }

    /// Analyses one attempt on a free engine and keeps it in the store when there is one, with its recording and
    /// voice (``AttemptReplay``) when it is in a learner's name. The report's `calibration` says which of the store's
    /// calibrations judged its strokes.
    ///
    /// The attempt is stored under the path `http` and its content hash, so an upload sent again (a retry after
    /// a 503 or a lost answer, to this server or another sharing the store) is stored once. A learner who enrolled
    /// is heard with their own model once it is fitted, else with their speaker transform (the report's
    /// `speech.voice` says which voice heard it).
    /// - Parameters:
    ///   - writingBox: the square a live session's learner wrote in; an attempt that stops early is judged in its
    ///     frame, as the live page judged its strokes. nil for an upload.
    ///   - client: the requester; nothing is analysed if it hangs up while waiting for an engine.
    /// - Throws: ``APIError`` 422 for a character the library lacks, 503 when no engine is free in time or the
    ///   store's database is unreachable, 500 when the decoder or the store fails.
    func analyze(
        _ recording: Recording, audio: AudioBuffer?, language: FeedbackLanguage, writingBox: WritingBox? = nil,
        for client: (any WaitingClient)? = nil
    ) async throws(APIError) -> CompletedAnalysis {
        let judging = judge.current
        let analyzer: @Sendable (SpeechRecognizer?) -> RecordingAnalyzer = { recognizer in
            RecordingAnalyzer(
                library: self.library, recognizer: recognizer, matcher: self.matcher,
                strokeAnalyzer: judging.analyzer, assembler: ReportAssembler(feedback: FeedbackWriter(language: language)))
        }
        let voice = try await voices.voice(of: recording.learner)
        let models = learnerModels
        let outcome = try await pool.withSlot(for: client) { slot in
            await slot.run(voice: voice, models: models) { recognizer, voice in
                Result { () throws(AnalysisError) in
                    var completed = try analyzer(recognizer).analysis(
                        of: recording, audio: audio, displayName: "recording", writingBox: writingBox)
                    if completed.report.speech.status == .recognised { completed.report.speech.voice = voice }
                    completed.report.calibration = judging.calibration
                    return completed
                }
            }
        }
        let analysis: CompletedAnalysis
        switch outcome {
        case .success(let completed): analysis = completed
        case .failure(.character(_, let error)):
            throw APIError(.unprocessableContent, field: "recording.character", problem: Self.problem(error))
        case .failure(let error):
            throw APIError(.internalServerError, field: "audio", problem: error.description)
        }
        do {
            let outcome = try await store?.record(analysis.report, recording: recording, recordingPath: Self.uploadPath)
            // Only an attempt in a learner's name is replayed, by their teacher; an anonymous one keeps no ink or voice.
            if let store, let outcome, recording.learner != nil {
                let id = switch outcome { case .inserted(let id), .alreadyStored(let id): id }
                try await store.saveReplay(try AttemptReplay(recording: recording, audio: audio, report: analysis.report), attempt: id)
            }
        } catch {
            throw APIError(storeError: error)
        }
        return analysis
    }

    /// The words heard in `audio`, with verdicts for the `expected` names when given, as `wol transcribe` says.
    /// - Parameters:
    ///   - learner: whose enrolled voice to hear with, if anyone's.
    ///   - client: the requester; nothing is decoded if it hangs up while waiting for an engine.
    /// - Throws: ``APIError`` 503 when no engine is free in time or the store cannot be read, 422 when the server
    ///   has no speech model, 500 when the decoder fails.
    func transcribe(
        _ audio: AudioBuffer, expecting expected: [StrokeType]?, learner: String? = nil,
        for client: (any WaitingClient)? = nil
    ) async throws(APIError) -> FileTranscription {
        let matcher = matcher
        let voice = try await voices.voice(of: learner)
        let models = learnerModels
        let outcome = try await pool.withSlot(for: client) { slot in
            await slot.run(voice: voice, models: models) { recognizer, _ -> Result<FileTranscription, APIError> in
                guard let recognizer else {
                    return .failure(APIError(.unprocessableContent, field: "audio", problem: "this server judges ink only (--no-audio)"))
                }
                do {
                    let words = try recognizer.transcribe(audio, expecting: expected)
                    return .success(FileTranscription(
                        file: "audio", ok: true, words: words,
                        expected: expected.map { ExpectedNameAligner(matcher: matcher).align(expected: $0, words: words) },
                        levels: AudioLevels(measuring: audio)))
                } catch {
                    return .failure(APIError(.internalServerError, field: "audio", problem: String(describing: error)))
                }
            }
        }
        return try outcome.get()
    }

    /// The recording path uploaded attempts are stored under.
    static let uploadPath = "http"

    /// What to tell a client whose character the library cannot give.
    static func problem(_ error: CharacterLibraryError) -> String {
        if case .unknownCharacter(let character, _) = error { return "\(character) is not in the character library" }
        if case .unknownLetter(let letter, let word, _) = error {
            return "letter \(letter) of \(word) is not in the character library"
        }
        return error.description
    }
}
