import WriteOutLoud

/// The attempt a live session is judging: what `start` set up and what has arrived since.
struct LiveAttempt: Sendable {
    let template: CharacterTemplate
    let canvas: LiveStart.Canvas
    let box: WritingBox?
    /// The voice's sample rate and ink-clock offset, nil for an attempt judged on its ink alone.
    let voice: (sampleRate: Double, offset: Double)?
    let learner: String?
    /// The practice link's token that proved `learner`, checked again before the attempt is stored: a link
    /// revoked while the session was open stores nothing more.
    let token: String?
    let language: FeedbackLanguage
    let recordedAt: String?
    var strokes: [InkStroke] = []
    /// How many template strokes the strokes so far were read as at the last landing (more than were drawn where
    /// the pen ran strokes together), so the next stroke is read on from there.
    var strokesDue: Int?
    /// The voice so far, as libsndfile reads 16-bit samples (divided by 32768).
    var samples: [Float] = []
    /// Strokes whose voice window has not fully arrived yet.
    var waiting: [LiveVoiceWindow] = []

    /// The attempt as a recording, the way an upload of the same ink and voice is read.
    func recording(strokes: [InkStroke]? = nil) -> Recording {
        Recording(
            character: template.character,
            audio: samples.isEmpty ? nil : voice.map { AudioReference(file: "audio", offset: $0.offset) },
            ink: Ink(width: canvas.width, height: canvas.height, strokes: strokes ?? self.strokes),
            learner: learner, recordedAt: recordedAt)
    }

    /// The voice received, nil without one or when none has arrived (the attempt is then judged on its ink).
    var audio: AudioBuffer? {
        guard let voice, !samples.isEmpty else { return nil }
        return AudioBuffer(samples: samples, sampleRate: voice.sampleRate)
    }

    /// Seconds of voice received.
    var voiceSeconds: Double {
        voice.map { Double(samples.count) / $0.sampleRate } ?? 0
    }
}

/// The stretch of voice around one drawn stroke in which its name is listened for.
struct LiveVoiceWindow: Sendable {
    /// Whose voice to hear it with (the attempt's learner).
    var learner: String?
    var drawn: Int
    /// The template stroke the drawn one was matched to, and its type.
    var index: Int
    var expected: StrokeType
    /// Audio-clock seconds.
    var start: Double
    var end: Double

    /// How far before the pen goes down and after it lifts a stroke's name is looked for: learners say it
    /// while writing, just before, or just after.
    static let margin = 1.0
}
