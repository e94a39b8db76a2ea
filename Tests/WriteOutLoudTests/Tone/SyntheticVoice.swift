import Foundation
import WriteOutLoud

/// A buzzing voice with a known pitch: harmonics 1–10 (falling 1/k, as a glottal pulse train's do) of a
/// fundamental that follows a given contour, faded in and out. Tests of the pitch tracker and the tone classifier
/// use it, since the pitch of a real voice is not known exactly.
enum SyntheticVoice {
    /// `seconds` of voice whose fundamental at relative time t (0–1) is `frequency(t)` Hz, with `silence` seconds
    /// of nothing either side.
    static func buzz(
        seconds: Double, silence: Double = 0.1, rate: Double = 16000, frequency: (Double) -> Double
    ) -> AudioBuffer {
        let count = Int(seconds * rate)
        let gap = [Float](repeating: 0, count: Int(silence * rate))
        var phase = 0.0
        var voice = [Float]()
        voice.reserveCapacity(count)
        for index in 0..<count {
            let t = Double(index) / Double(count)
            phase += 2 * Double.pi * frequency(t) / rate
            let fade = min(1, min(t, 1 - t) * 20)
            let value = (1...10).reduce(0.0) { $0 + sin(Double($1) * phase) / Double($1) }
            voice.append(Float(0.2 * fade * value))
        }
        return AudioBuffer(samples: gap + voice + gap, sampleRate: rate)
    }

    /// A syllable in `tone` said by a voice whose comfortable middle is `base` Hz, in the shapes of Chao's tone
    /// letters (5 high, 1 low; one letter step ≈ 2.5 semitones around the middle): 55, 35, 213 (a third tone said
    /// alone rises only a little from its dip), 51, and a short falling neutral tone. `wobble` shifts the start and end by that many semitones, so examples differ.
    static func syllable(_ tone: MandarinTone, base: Double, wobble: Double = 0) -> AudioBuffer {
        func hz(_ letter: Double) -> Double { base * pow(2, ((letter - 3) * 2.5) / 12) }
        switch tone {
        case .first:
            return buzz(seconds: 0.4) { _ in hz(5 + wobble / 2.5) }
        case .second:
            return buzz(seconds: 0.4) { t in hz(3 + wobble / 2.5 + 2 * t * t) }
        case .third:
            return buzz(seconds: 0.45) { t in hz((t < 0.7 ? 2 - t / 0.7 : 1 + 2 * (t - 0.7) / 0.3) + wobble / 2.5) }
        case .fourth:
            return buzz(seconds: 0.35) { t in hz(5 - 4 * t + wobble / 2.5) }
        case .neutral:
            return buzz(seconds: 0.15) { t in hz(3 - t + wobble / 2.5) }
        }
    }
}
