import Foundation

/// Checks a learner's reading of an ``EnrollmentPrompt`` before fitting a transform to it, so that a bad
/// recording is refused with its reason instead of quietly fitting the model to noise: long enough for the
/// words, a voice in it, not clipped, and most of the prompt's names heard.
public struct EnrollmentReadingCheck: Sendable {
    public let prompt: EnrollmentPrompt
    /// Shortest reading accepted, in seconds: about half a second per word.
    public var minimumSeconds: Double { Double(prompt.words.count) * 0.5 }
    /// Share of the prompt's names the recogniser must hear more than (without the learner's transform yet, so it
    /// is lenient): espeak-ng reading the practice page's prompt is heard 7 of 9, other speech of the same length
    /// (English or Mandarin sentences, counting) 2 to 4 of 9.
    public static let heardShare = 0.5

    public init(prompt: EnrollmentPrompt) {
        self.prompt = prompt
    }

    /// Refuses a reading too short for the prompt, silent or clipped.
    /// - Throws: ``EnrollmentError`` on subject `audio` saying which.
    public func checkLevels(_ audio: AudioBuffer) throws(EnrollmentError) {
        guard audio.duration >= minimumSeconds else {
            throw EnrollmentError(
                subject: "audio",
                problem: String(
                    format: "is too short (%.1f s): read all %d words, at least %.0f s", audio.duration,
                    prompt.words.count, minimumSeconds))
        }
        let levels = AudioLevels(measuring: audio)
        guard levels.loudestWindowDBFS >= AudioLevels.quietThresholdDBFS else {
            throw EnrollmentError(
                subject: "audio",
                problem: String(
                    format: "is silent (loudest %.0f dBFS): check that the microphone is on and close", levels.loudestWindowDBFS))
        }
        guard levels.clippedRatio <= AudioLevels.clippedRatioThreshold else {
            throw EnrollmentError(
                subject: "audio",
                problem: String(
                    format: "is clipped (%.1f %% of samples at full scale): turn the microphone down or move back",
                    levels.clippedRatio * 100))
        }
    }

    /// Refuses a reading in which the recogniser hears too few of the prompt's names (other words were said).
    /// - Returns: how many names were heard, of ``EnrollmentPrompt/names``.
    /// - Throws: ``EnrollmentError`` on subject `audio` unless more than ``heardShare`` were heard, or when the
    ///   decoder failed.
    public func checkWords(_ audio: AudioBuffer, recognizer: SpeechRecognizer) throws(EnrollmentError) -> Int {
        let names = prompt.names
        let words: [WordSegment]
        do {
            words = try recognizer.transcribe(audio, expecting: names)
        } catch {
            throw EnrollmentError(subject: "audio", problem: "could not be decoded: \(error.problem)")
        }
        let heard = ExpectedNameAligner().align(expected: names, words: words).filter(\.matched).count
        guard Double(heard) > Double(names.count) * Self.heardShare else {
            throw EnrollmentError(
                subject: "audio",
                problem: "too few of the words were heard (\(heard) of \(names.count) names): read the words shown, pausing after each")
        }
        return heard
    }
}
