import Foundation
import NIOCore
import WriteOutLoud

/// One live session's state machine: it takes the client's messages in order and says what to answer.
///
/// It never waits: a stroke's verdict is computed at once (milliseconds), while decoding the voice around a
/// stroke and analysing the finished attempt are handed back in the ``Step`` for the connection to run.
struct LiveSession {
    /// What one message leads to.
    struct Step {
        var replies: [LiveReply] = []
        /// Voice windows that have fully arrived, to decode, each with its samples.
        var decodes: [(window: LiveVoiceWindow, audio: AudioBuffer)] = []
        /// The finished attempt, once `end` arrived: analyse it and send the report.
        var finished: LiveAttempt?

        static func error(_ field: String, _ problem: String) -> Step {
            Step(replies: [.error(field: field, problem: problem)])
        }
    }

    private let engine: PracticeEngine
    private let limits: ServerLimits
    private var attempt: LiveAttempt?
    private var toldAudioTooLong = false

    init(engine: PracticeEngine, limits: ServerLimits) {
        self.engine = engine
        self.limits = limits
    }

    /// A text frame: `start`, `stroke` or `end`.
    /// - Parameter learner: for a `start`, whom the attempt is for, as ``LiveRoutes`` found it from the message's
    ///   token (nil: anonymous), or why the message may not start an attempt.
    mutating func receive(text: String, learner: Result<String?, APIError> = .success(nil)) -> Step {
        let data = Data(text.utf8)
        switch StrictJSON.decode(LiveMessageType.self, from: data) {
        case .failure(let failure):
            return .error(failure.field == "(document)" ? "(message)" : failure.field, failure.problem)
        case .success(let message):
            switch message.type {
            case "start": return start(data, learner: learner)
            case "stroke": return stroke(data)
            case "end": return end()
            default: return .error("type", "is \"\(message.type)\", expected start, stroke or end")
            }
        }
    }

    /// A binary frame: more of the voice, as 16-bit little-endian samples.
    mutating func receive(audio bytes: ByteBuffer) -> Step {
        guard var attempt, let voice = attempt.voice else {
            return .error("audio", "arrived before a start that announces audio ({\"audio\": {\"sampleRate\": …}})")
        }
        guard bytes.readableBytes % 2 == 0 else {
            return .error("audio", "a frame of \(bytes.readableBytes) bytes is not whole 16-bit samples")
        }
        let room = Int(limits.audioSeconds * voice.sampleRate) - attempt.samples.count
        var step = Step()
        var bytes = bytes
        let count = bytes.readableBytes / 2
        if count > room, !toldAudioTooLong {
            toldAudioTooLong = true
            let problem = "is longer than \(Int(limits.audioSeconds)) s: the rest is dropped"
            step.replies.append(.error(field: "audio", problem: problem))
        }
        attempt.samples.reserveCapacity(attempt.samples.count + min(count, max(0, room)))
        for _ in 0..<min(count, max(0, room)) {
            let sample = bytes.readInteger(endianness: .little, as: Int16.self) ?? 0
            attempt.samples.append(Float(sample) / 32768)
        }
        step.decodes = Self.takeArrived(&attempt)
        self.attempt = attempt
        return step
    }

    private mutating func start(_ data: Data, learner resolved: Result<String?, APIError>) -> Step {
        let start: LiveStart
        switch StrictJSON.decode(LiveStart.self, from: data) {
        case .failure(let failure): return .error(failure.field, failure.problem)
        case .success(let decoded): start = decoded
        }
        let template: CharacterTemplate
        do {
            template = try engine.library.template(for: start.character)
        } catch {
            return .error("character", PracticeEngine.problem(error))
        }
        for (name, value) in [("ink.width", start.ink.width), ("ink.height", start.ink.height)]
        where !(value.isFinite && value > 0) {
            return .error(name, "must be a positive number")
        }
        if let box = start.box, !box.isUsable { return .error("box", "must have finite edges and a positive side") }
        if let recordedAt = start.recordedAt, RecordedTime.day(of: recordedAt) == nil {
            return .error("recordedAt", RecordedTime.problem(with: recordedAt))
        }
        if let voice = start.audio {
            guard (8000...192_000).contains(voice.sampleRate) else {
                return .error("audio.sampleRate", "is \(voice.sampleRate), expected 8000 to 192000 samples a second")
            }
            guard voice.offset?.isFinite ?? true else { return .error("audio.offset", "is not a finite number") }
        }
        let language: FeedbackLanguage
        let learner: String?
        do {
            language = try AttemptFields.language(start.lang)
            learner = try resolved.get()
        } catch {
            return .error(error.field, error.problem)
        }
        attempt = LiveAttempt(
            template: template, canvas: start.ink, box: start.box,
            voice: start.audio.map { ($0.sampleRate, $0.offset ?? 0) }, learner: learner,
            token: learner == nil ? nil : start.token, language: language,
            recordedAt: start.recordedAt)
        toldAudioTooLong = false
        return Step(replies: [.ready(character: template.character, strokes: template.strokes.count)])
    }

    private mutating func stroke(_ data: Data) -> Step {
        guard var attempt else { return .error("type", "is stroke before start: send start first") }
        let stroke: LiveStroke
        switch StrictJSON.decode(LiveStroke.self, from: data) {
        case .failure(let failure): return .error(failure.field, failure.problem)
        case .success(let decoded): stroke = decoded
        }
        let strokes = attempt.strokes + [InkStroke(points: stroke.points)]
        do {
            try RecordingLoader.validate(attempt.recording(strokes: strokes), file: "stroke", limits: limits.recording)
        } catch {
            return .error(Self.messageField(error.field, stroke: strokes.count - 1), error.problem)
        }
        attempt.strokes = strokes
        let drawn = strokes.count - 1
        let ink = Ink(width: attempt.canvas.width, height: attempt.canvas.height, strokes: strokes)
        let analysis =
            attempt.template.word == nil
            ? engine.strokeAnalyzer.analyzeUnfinished(
                ink, against: attempt.template, writingBox: attempt.box, dueBefore: attempt.strokesDue)
            : CursiveWordJudge(strokeAnalyzer: engine.strokeAnalyzer).judge(ink, against: attempt.template)
        attempt.strokesDue = analysis.strokes.count
        let sentences = StrokeSentences(language: attempt.language)
        let verdicts = analysis.strokes.map { LiveStrokeVerdict($0, template: attempt.template, sentences: sentences) }
        let verdict = verdicts.first { $0.drawn == drawn }
        if let voice = attempt.voice, let verdict, let expected = verdict.expected.type,
            let start = stroke.points.first?.t, let end = stroke.points.last?.t
        {
            attempt.waiting.append(LiveVoiceWindow(
                learner: attempt.learner, drawn: drawn, index: verdict.index, expected: expected,
                start: max(0, start - voice.offset - LiveVoiceWindow.margin),
                end: end - voice.offset + LiveVoiceWindow.margin))
        }
        var step = Step(replies: [.verdict(drawn: drawn, stroke: verdict, strokes: verdicts)])
        step.decodes = Self.takeArrived(&attempt)
        self.attempt = attempt
        return step
    }

    private mutating func end() -> Step {
        guard let attempt else { return .error("type", "is end before start: send start first") }
        guard !attempt.strokes.isEmpty else { return .error("ink.strokes", "is empty: nothing was drawn") }
        self.attempt = nil
        return Step(finished: attempt)
    }

    /// Takes out of `attempt` the voice windows whose sound has all arrived, with their samples.
    private static func takeArrived(_ attempt: inout LiveAttempt) -> [(window: LiveVoiceWindow, audio: AudioBuffer)] {
        guard let voice = attempt.voice else { return [] }
        let seconds = attempt.voiceSeconds
        let arrived = attempt.waiting.filter { $0.end <= seconds }
        attempt.waiting.removeAll { $0.end <= seconds }
        return arrived.map { window in
            let from = min(attempt.samples.count, Int(window.start * voice.sampleRate))
            let to = min(attempt.samples.count, Int(window.end * voice.sampleRate))
            return (window, AudioBuffer(samples: Array(attempt.samples[from..<to]), sampleRate: voice.sampleRate))
        }
    }

    /// A recording field as the stroke message names it: `ink.strokes[3].points[2].t` is `points[2].t`.
    private static func messageField(_ field: String, stroke: Int) -> String {
        let prefix = "ink.strokes[\(stroke)]."
        if field.hasPrefix(prefix) { return String(field.dropFirst(prefix.count)) }
        return field == "ink.strokes" ? "stroke" : field
    }
}
