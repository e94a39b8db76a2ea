import Foundation

/// Analyses paired recordings end to end: ink against the template, voice through the recogniser, then both
/// together in one report.
///
/// Holds a speech decoder, which is expensive to create and not thread-safe: make one analyzer per worker and
/// reuse it across a batch. `@unchecked Sendable` so that a batch can hand each worker thread its own analyzer;
/// an analyzer may move between threads but must only be used by one at a time.
public final class RecordingAnalyzer: @unchecked Sendable {
    public let library: CharacterLibrary
    public let strokeAnalyzer: StrokeAnalyzer
    public let assembler: ReportAssembler
    /// nil when audio is ignored (`--no-audio`).
    private let recognizer: SpeechRecognizer?
    private let matcher: any StrokeNameMatching
    /// Seconds one recording's ink may take to judge before it is given up; nil to wait however long it takes.
    public let timeLimit: Double?
    /// Hears the tones of the Mandarin names said (reported beside them); nil not to listen for tones.
    public let toneListener: ToneListener?

    /// False when audio is ignored (`--no-audio`): recordings are then loaded without checking their audio.
    public var judgesVoice: Bool { recognizer != nil }

    /// A minute: hundreds of times what a real recording takes, so only a pathological one reaches it.
    public static let defaultTimeLimit = 60.0

    /// - Parameters:
    ///   - library: where character templates come from.
    ///   - recognizer: the speech decoder to use, or nil to judge the ink only.
    ///   - matcher: decides whether a heard word names a stroke (homophones included).
    ///   - timeLimit: seconds judging one recording's ink may take (see ``TimeBudget``); the speech decoder is
    ///     not stopped, its time is bounded by ``AudioFile/defaultMaximumDuration``.
    ///   - toneListener: hears the names' tones, or nil not to.
    public init(
        library: CharacterLibrary, recognizer: SpeechRecognizer?, matcher: any StrokeNameMatching,
        strokeAnalyzer: StrokeAnalyzer = StrokeAnalyzer(), assembler: ReportAssembler = ReportAssembler(),
        timeLimit: Double? = defaultTimeLimit, toneListener: ToneListener? = ToneListener()
    ) {
        self.timeLimit = timeLimit
        self.toneListener = toneListener
        self.library = library
        self.recognizer = recognizer
        self.matcher = matcher
        self.strokeAnalyzer = strokeAnalyzer
        self.assembler = assembler
    }

    /// Analyses one recording file.
    /// - Parameter url: the recording's JSON.
    /// - Parameter displayName: how to name the file in the report and in errors (what the user typed).
    /// - Throws: ``AnalysisError`` with a one-line message naming the file, the field and the problem.
    public func analyze(_ url: URL, displayName: String? = nil) throws(AnalysisError) -> AnalysisReport {
        try analysis(of: url, displayName: displayName).report
    }

    /// Analyses one recording file and keeps what the report was made from, for renderers that draw the ink.
    /// - Throws: ``AnalysisError`` as ``analyze(_:displayName:)`` does.
    public func analysis(of url: URL, displayName: String? = nil) throws(AnalysisError) -> CompletedAnalysis {
        let name = displayName ?? url.path
        let loaded: LoadedRecording
        do {
            loaded = try RecordingLoader.load(url, displayName: name, ignoringAudio: !judgesVoice)
        } catch {
            throw .recording(error)
        }
        var audio: AudioBuffer?
        if let audioURL = loaded.audioURL, loaded.recording.audio != nil, recognizer != nil {
            do {
                audio = try AudioFile.read(audioURL)
            } catch {
                throw .audio(file: name, error)
            }
        }
        return try analysis(of: loaded.recording, audio: audio, displayName: name)
    }

    /// Analyses a recording already in memory (e.g. one received over the network) with its voice, if any.
    /// - Parameters:
    ///   - recording: a validated recording (``RecordingLoader/decode(_:file:ignoringAudio:limits:)``); its `audio.offset`
    ///     places `audio` on the ink clock.
    ///   - audio: the voice, or nil for an ink-only attempt; ignored when the recording has no `audio`.
    ///   - name: how to name the recording in the report and in errors.
    ///   - writingBox: the square the learner wrote in, when known (a live session's); an attempt that stops early
    ///     is judged in its frame as its strokes were when they landed (``StrokeAnalyzer/analyzeAttempt(_:against:writingBox:deadline:)``).
    /// - Throws: ``AnalysisError`` for an unknown character or a failing decoder.
    public func analysis(
        of recording: Recording, audio: AudioBuffer?, displayName name: String, writingBox: WritingBox? = nil
    ) throws(AnalysisError) -> CompletedAnalysis {
        let template: CharacterTemplate
        do {
            template = try library.template(for: recording.character)
        } catch {
            throw .character(file: name, error)
        }
        let analysis = try judgeInk(recording.ink, against: template, writingBox: writingBox, name: name)
        let speech = try transcribe(
            audio, offset: recording.audio?.offset, expecting: template.strokes.flatMap(\.spokenNames), name: name)
        let report = assembler.assemble(
            file: name, recording: recording, template: template, analysis: analysis, speech: speech, matcher: matcher)
        return CompletedAnalysis(report: report, recording: recording, template: template)
    }

    private func judgeInk(_ ink: Ink, against template: CharacterTemplate, writingBox: WritingBox?, name: String)
        throws(AnalysisError) -> StrokeAnalysis
    {
        let judge = strokeAnalyzer
        let run = { @Sendable (deadline: Deadline) in
            template.word == nil
                ? judge.analyzeAttempt(ink, against: template, writingBox: writingBox, deadline: deadline)
                : CursiveWordJudge(strokeAnalyzer: judge).judge(ink, against: template, deadline: deadline)
        }
        guard let timeLimit else { return run(.never) }
        guard
            let analysis = TimeBudget(seconds: timeLimit).run(run)
        else {
            throw .overTime(file: name, seconds: timeLimit)
        }
        return analysis
    }

    private func transcribe(_ audio: AudioBuffer?, offset: Double?, expecting names: [StrokeType], name: String)
        throws(AnalysisError) -> ReportAssembler.Speech
    {
        guard let offset else { return .notRecorded }
        guard let recognizer else { return .skipped }
        guard let audio else { return .notRecorded }
        do {
            let heard = try recognizer.transcribe(audio, expecting: names)
            let words = toneListener?.hearingTones(of: heard, in: audio) ?? heard
            return .words(words.map { word in
                var shifted = word
                shifted.start += offset
                shifted.end += offset
                return shifted
            })
        } catch {
            throw .speech(file: name, error)
        }
    }
}
