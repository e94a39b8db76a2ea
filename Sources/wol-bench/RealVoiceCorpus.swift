import Foundation
import WriteOutLoud

/// Builds stroke names and name sequences from one real speaker's own syllables.
struct RealVoiceCorpus {
    /// How the syllables of one name follow each other.
    enum Style: String, CaseIterable {
        /// 0–30 ms apart, as most people say a name.
        case together = "run together"
        /// 80–160 ms apart, as a careful learner says a name syllable by syllable.
        case apart = "one by one"

        var gap: ClosedRange<Double> { self == .together ? 0...0.03 : 0.08...0.16 }
    }

    /// Room tone before and after an isolated name, in seconds.
    static let padding = 0.5
    /// Pause between the names of a sequence, in seconds.
    static let pauseBetweenNames = 0.35...1.0

    let speaker: RealSpeaker

    /// The strokes whose every syllable the speaker recorded.
    var strokes: [StrokeType] { StrokeType.allCases.filter { speaker.syllables(of: $0) != nil } }

    /// One name: its syllables with room tone between them, and the samples that are voice (for the SNR).
    func name(_ stroke: StrokeType, style: Style, random: inout SeededNoise) -> (samples: [Float], voice: [Float])? {
        guard let parts = speaker.syllables(of: stroke) else { return nil }
        var samples: [Float] = []
        for (index, part) in parts.enumerated() {
            if index > 0 {
                let gap = style.gap.lowerBound + random.uniform() * (style.gap.upperBound - style.gap.lowerBound)
                samples += speaker.roomTone(seconds: gap, random: &random)
            }
            samples += part
        }
        return (samples, parts.flatMap { $0 })
    }

    /// A name alone, with room tone either side.
    func isolated(_ stroke: StrokeType, style: Style, random: inout SeededNoise) -> (item: SpeechItem, voiceRMS: Double)? {
        guard let name = name(stroke, style: style, random: &random) else { return nil }
        let samples =
            speaker.roomTone(seconds: Self.padding, random: &random) + name.samples
            + speaker.roomTone(seconds: Self.padding, random: &random)
        let item = SpeechItem(
            label: "\(speaker.name)-\(stroke.rawValue)-\(style)", language: .zh, condition: "clean",
            audio: AudioBuffer(samples: samples, sampleRate: RealSpeaker.rate), truth: [(stroke, Self.padding)])
        return (item, SeededNoise.rms(name.voice))
    }

    /// The speaker's words said as words whose toneless reading is a stroke name (树 shù for 竖: the engine's
    /// matcher is tone-insensitive), with that stroke.
    var nameWords: [(word: RealSpeaker.Word, stroke: StrokeType)] {
        speaker.words.compactMap { word in StrokeType(rawValue: word.toneless).map { (word, $0) } }
    }

    /// The speaker's one-syllable words that are no stroke name, each with the stroke name fewest letter edits
    /// away (ties: the earlier stroke): words a learner's voice could be mistaken for a name in.
    var nearWords: [(word: RealSpeaker.Word, stroke: StrokeType)] {
        speaker.words.filter { $0.syllables.count == 1 && StrokeType(rawValue: $0.toneless) == nil }.map { word in
            (word, Self.nearest(to: Array(word.toneless), among: StrokeType.allCases))
        }
    }

    /// A word alone, with room tone either side.
    func isolated(_ word: RealSpeaker.Word, stroke: StrokeType, random: inout SeededNoise) -> (item: SpeechItem, voiceRMS: Double) {
        let samples =
            speaker.roomTone(seconds: Self.padding, random: &random) + word.samples
            + speaker.roomTone(seconds: Self.padding, random: &random)
        let item = SpeechItem(
            label: "\(speaker.name)-\(word.hanzi)", language: .zh, condition: "clean",
            audio: AudioBuffer(samples: samples, sampleRate: RealSpeaker.rate), truth: [(stroke, Self.padding)])
        return (item, SeededNoise.rms(word.samples))
    }

    /// A character's names in order, with pauses of room tone between them.
    func sequence(character: String, strokes: [StrokeType], style: Style, random: inout SeededNoise)
        -> (item: SpeechItem, voiceRMS: Double)?
    {
        var samples = speaker.roomTone(seconds: 0.3 + 0.5 * random.uniform(), random: &random)
        var voice: [Float] = []
        var truth: [(stroke: StrokeType, onset: Double)] = []
        for stroke in strokes {
            guard let name = name(stroke, style: style, random: &random) else { return nil }
            truth.append((stroke, Double(samples.count) / RealSpeaker.rate))
            samples += name.samples
            voice += name.voice
            let pause = Self.pauseBetweenNames
            samples += speaker.roomTone(
                seconds: pause.lowerBound + random.uniform() * (pause.upperBound - pause.lowerBound), random: &random)
        }
        let item = SpeechItem(
            label: "\(speaker.name)-\(character)-\(style)", language: .zh, condition: "clean",
            audio: AudioBuffer(samples: samples, sampleRate: RealSpeaker.rate), truth: truth)
        return (item, SeededNoise.rms(voice))
    }

    /// The other stroke whose toneless pinyin is fewest letter edits away (ties: the earlier stroke): the
    /// name a verifier is likeliest to accept by mistake.
    static func mostConfusable(with stroke: StrokeType) -> StrokeType {
        nearest(to: Array(stroke.rawValue), among: StrokeType.allCases.filter { $0 != stroke })
    }

    /// The stroke among `strokes` whose toneless pinyin is fewest letter edits from `letters` (ties: the earlier).
    private static func nearest(to letters: [Character], among strokes: [StrokeType]) -> StrokeType {
        strokes.min { a, b in
            SpeechMetrics.editDistance(letters, Array(a.rawValue)) < SpeechMetrics.editDistance(letters, Array(b.rawValue))
        }!
    }
}
