import Foundation
import WriteOutLoud

/// How well a recogniser hears a speaker's reading of the practice page's one-syllable prompt words (hēng shū piē
/// nā diān tī: stroke syllables in tones no name gives them, other recordings than any name the benchmark builds),
/// for choosing a frequency warp per learner on enrolment audio (`wol-bench speech --real DIR --enrolment-score`).
struct RealVoiceEnrolmentScore {
    /// Prompt syllables the speaker recorded.
    var said = 0
    /// Of those, heard as their name with nothing expected.
    var heard = 0
    /// Of those, accepted with their name expected.
    var accepted = 0
    /// Sum of the confidences of the accepted names.
    var confidence = 0.0

    /// Decodes each prompt syllable the speaker recorded, alone with room tone either side, free and expected.
    init(_ speaker: RealSpeaker, recognizer: SpeechRecognizer, seed: UInt64) throws {
        var random = SeededNoise(seed: seed)
        let aligner = ExpectedNameAligner()
        let prompt = EnrollmentPrompt.practicePage
        for (shown, word) in zip(prompt.shown, prompt.words) {
            guard let stroke = StrokeType(spokenName: word), stroke.syllables.count == 1,
                let syllable = Pinyin(shown).flatMap({ speaker.syllables[$0.numbered] })
            else { continue }
            let padding = RealVoiceCorpus.padding
            let audio = AudioBuffer(
                samples: speaker.roomTone(seconds: padding, random: &random) + syllable
                    + speaker.roomTone(seconds: padding, random: &random),
                sampleRate: RealSpeaker.rate)
            said += 1
            if try recognizer.transcribe(audio).compactMap(\.name) == [stroke] { heard += 1 }
            let result = aligner.align(expected: [stroke], words: try recognizer.transcribe(audio, expecting: [stroke]))[0]
            if result.matched {
                accepted += 1
                confidence += result.confidence ?? 0
            }
        }
    }

    /// One line for the report: `speaker: heard h, accepted a of n, confidence c`.
    func line(_ speaker: String) -> String {
        "enrolment \(speaker): heard \(heard), accepted \(accepted) of \(said), confidence " + String(format: "%.3f", confidence)
    }
}
