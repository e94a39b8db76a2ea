import Foundation
import WriteOutLoud

/// One benchmark recording with its truth.
struct SpeechItem {
    var label: String
    var language: SpokenLanguage
    /// `clean`, `white 20 dB`, …
    var condition: String
    var audio: AudioBuffer
    /// The names said, in order, with their voice onsets in seconds.
    var truth: [(stroke: StrokeType, onset: Double)]
}

/// Builds the benchmark's recordings from synthesised names.
struct SpeechCorpus {
    /// Silence before and after an isolated name.
    static let isolatedPadding = 0.5

    let synthesizer: SpeechSynthesizer
    let lexicon: StrokeNameLexicon

    /// An isolated name: padding, the clip, padding.
    func isolated(_ utterance: SpeechUtterance) throws -> (item: SpeechItem, speechRMS: Double) {
        let clip = try synthesizer.clip(utterance)
        let pad = [Float](repeating: 0, count: Int(Self.isolatedPadding * clip.sampleRate))
        let item = SpeechItem(
            label: utterance.cacheName, language: utterance.language, condition: "clean",
            audio: AudioBuffer(samples: pad + clip.samples + pad, sampleRate: clip.sampleRate),
            truth: [(utterance.stroke, Self.isolatedPadding)])
        return (item, SeededNoise.rms(clip.samples))
    }

    /// A character's names said in order by one voice, with random pauses between them.
    func sequence(
        character: String, strokes: [StrokeType], language: SpokenLanguage, random: inout SeededNoise
    ) throws -> SpeechItem {
        let voice: (text: (StrokeType) -> String, voice: String, speed: Int, pitch: Int)
        func pick<T>(_ options: [T]) -> T { options[Int(random.uniform() * Double(options.count)) % options.count] }
        if language == .zh {
            let variant = Int(random.uniform() * 2) % 2
            voice = (
                { SpeechVoices.mandarinTexts($0)[variant] }, "cmn-latn-pinyin", pick(SpeechVoices.speeds),
                pick(SpeechVoices.pitches)
            )
        } else {
            voice = (
                { SpeechVoices.englishText($0, lexicon) }, pick(SpeechVoices.englishVoices), pick(SpeechVoices.speeds),
                50
            )
        }
        let rate = SpeechSynthesizer.rate
        var samples = [Float](repeating: 0, count: Int((0.3 + 0.5 * random.uniform()) * rate))
        var truth: [(StrokeType, Double)] = []
        for stroke in strokes {
            let utterance = SpeechUtterance(
                stroke: stroke, language: language, text: voice.text(stroke), voice: voice.voice, speed: voice.speed,
                pitch: voice.pitch)
            let clip = try synthesizer.clip(utterance)
            truth.append((stroke, Double(samples.count) / rate))
            samples += clip.samples
            samples += [Float](repeating: 0, count: Int((0.3 + 0.7 * random.uniform()) * rate))
        }
        samples += [Float](repeating: 0, count: Int(0.3 * rate))
        return SpeechItem(
            label: "\(character)-\(language.rawValue)", language: language, condition: "clean",
            audio: AudioBuffer(samples: samples, sampleRate: rate), truth: truth)
    }

    /// Recordings with no voice at all: digital silence, quiet and loud noise, hum and clicks.
    static func noiseOnly(random: inout SeededNoise) -> [SpeechItem] {
        let rate = SpeechSynthesizer.rate
        let count = Int(3 * rate)
        func item(_ label: String, _ samples: [Float]) -> SpeechItem {
            SpeechItem(
                label: label, language: .zh, condition: "noise only",
                audio: AudioBuffer(samples: samples, sampleRate: rate), truth: [])
        }
        var items = [item("digital silence", [Float](repeating: 0, count: count))]
        for (colour, level) in [
            (SeededNoise.Colour.pink, -60.0), (.pink, -45), (.pink, -35), (.pink, -25), (.white, -50), (.white, -40),
            (.white, -30),
        ] {
            let gain = Float(pow(10, level / 20))
            items.append(
                item(
                    "\(colour.rawValue) noise \(Int(level)) dBFS",
                    random.samples(colour, count: count).map { $0 * gain }))
        }
        let hum = (0..<count).map {
            Float(
                0.03 * sin(2 * Double.pi * 50 * Double($0) / rate) + 0.01 * sin(2 * Double.pi * 150 * Double($0) / rate)
            )
        }
        items.append(item("50 Hz hum −30 dBFS", hum))
        var clicks = [Float](repeating: 0, count: count)
        for _ in 0..<12 {
            let at = Int(random.uniform() * Double(count - 40))
            for k in 0..<40 { clicks[at + k] = Float(0.5 * exp(-Double(k) / 6) * (k % 2 == 0 ? 1 : -1)) }
        }
        items.append(item("clicks", clicks))
        return items
    }
}
