import Foundation

/// What a teacher replays a stored attempt with: its recording as the server received it (strokes with their
/// points and times, as format v1 JSON) and, when the learner spoke, their voice as 16 kHz 16-bit mono WAV.
public struct AttemptReplay: Hashable, Sendable {
    /// The longest voice kept, in seconds; the rest is cut off. At ``audioSampleRate`` this bounds the stored
    /// WAV to 3,840,044 bytes.
    public static let maximumAudioSeconds = 120.0
    /// The rate a kept voice is resampled to: the speech decoder's own.
    public static let audioSampleRate = 16_000.0

    /// The recording's JSON.
    public var recording: Data
    /// The voice as a WAV file, or nil for an ink-only attempt.
    public var audio: Data?
    /// The word the engine heard for each of the character's strokes, in order; nil where it heard none.
    public var heard: [String?]
    /// What was heard for each of the character's strokes, in order, with its ink-clock times and confidence
    /// (what `wol corpus export` cuts clips with); nil where nothing was, empty for a replay kept before times
    /// were.
    public var speech: [SpeechVerdict?]

    public init(recording: Data, audio: Data?, heard: [String?], speech: [SpeechVerdict?] = []) {
        self.recording = recording
        self.audio = audio
        self.heard = heard
        self.speech = speech
    }

    /// The replay of an analysed recording, its voice and the words its report heard.
    /// - Throws: ``StoreError`` on field `recording` when it cannot be written as JSON.
    public init(recording: Recording, audio: AudioBuffer?, report: AnalysisReport) throws(StoreError) {
        heard = report.strokes.map { $0.speech?.heard }
        speech = report.strokes.map(\.speech)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            self.recording = try encoder.encode(recording)
        } catch {
            throw StoreError(file: "", field: "recording", problem: "cannot be written as JSON: \(error)")
        }
        self.audio = audio.map { voice in
            var kept = voice.resampled(to: Self.audioSampleRate)
            kept.samples = Array(kept.samples.prefix(Int(Self.maximumAudioSeconds * Self.audioSampleRate)))
            return WAVEncoding.pcm16(kept)
        }
    }
}
