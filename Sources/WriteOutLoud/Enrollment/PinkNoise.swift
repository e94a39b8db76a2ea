import Foundation

/// Deterministic pink noise (SplitMix64 white noise through Paul Kellet's economy filter), for testing a learner's
/// transform on noisy copies of their reading (``SpeakerEnrollment/checkTransform(_:parts:seed:)``).
struct PinkNoise {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    /// `audio` with pink noise added at `snr` dB below the RMS of `samples[voiced]`.
    mutating func mixed(into audio: AudioBuffer, snr: Double, voiced: Range<Int>) -> AudioBuffer {
        let voice = audio.samples[voiced.clamped(to: 0..<audio.samples.count)]
        let rms = (voice.reduce(0) { $0 + Double($1) * Double($1) } / Double(max(1, voice.count))).squareRoot()
        let noise = samples(count: audio.samples.count)
        let level = Float(rms / pow(10, snr / 20))
        return AudioBuffer(samples: zip(audio.samples, noise).map { $0 + level * $1 }, sampleRate: audio.sampleRate)
    }

    /// `count` samples of unit-RMS pink noise.
    private mutating func samples(count: Int) -> [Float] {
        var poles = (0.0, 0.0, 0.0)
        let raw = (0..<count).map { _ -> Double in
            let white = gaussian()
            poles.0 = 0.99765 * poles.0 + white * 0.0990460
            poles.1 = 0.96300 * poles.1 + white * 0.2965164
            poles.2 = 0.57000 * poles.2 + white * 1.0526913
            return poles.0 + poles.1 + poles.2 + white * 0.1848
        }
        let rms = (raw.reduce(0) { $0 + $1 * $1 } / Double(max(1, count))).squareRoot()
        return raw.map { Float($0 / max(rms, 1e-12)) }
    }

    private mutating func uniform() -> Double {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Double(z >> 11) / Double(1 << 53)
    }

    private mutating func gaussian() -> Double {
        let u1 = max(uniform(), 1e-12)
        return (-2 * log(u1)).squareRoot() * cos(2 * Double.pi * uniform())
    }
}
