import Foundation

/// Deterministic white or pink noise (SplitMix64 white noise, pink through Paul Kellet's economy filter): the
/// benchmarks' noisy copies and noise-only clips, and enrolment's check of a transform on noisy copies of the
/// reading (``SpeakerEnrollment/checkTransform(_:parts:seed:)``), so both hear the same noise from a seed.
public struct SeededNoise: Sendable {
    /// The noise's spectrum: flat, or falling 3 dB an octave.
    public enum Colour: String, CaseIterable, Sendable { case white, pink }

    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    /// `count` samples of unit-RMS noise.
    public mutating func samples(_ colour: Colour, count: Int) -> [Float] {
        var poles = (0.0, 0.0, 0.0)
        let raw = (0..<count).map { _ -> Double in
            let white = gaussian()
            guard colour == .pink else { return white }
            poles.0 = 0.99765 * poles.0 + white * 0.0990460
            poles.1 = 0.96300 * poles.1 + white * 0.2965164
            poles.2 = 0.57000 * poles.2 + white * 1.0526913
            return poles.0 + poles.1 + poles.2 + white * 0.1848
        }
        let rms = (raw.reduce(0) { $0 + $1 * $1 } / Double(max(1, count))).squareRoot()
        return raw.map { Float($0 / max(rms, 1e-12)) }
    }

    /// Adds noise at a signal-to-noise ratio measured against the RMS of `speechRMS` (the voiced part).
    public mutating func mix(_ audio: AudioBuffer, colour: Colour, snr: Double, speechRMS: Double) -> AudioBuffer {
        let level = Float(speechRMS / pow(10, snr / 20))
        let noise = samples(colour, count: audio.samples.count)
        return AudioBuffer(samples: zip(audio.samples, noise).map { $0 + level * $1 }, sampleRate: audio.sampleRate)
    }

    /// Uniform in 0..<1 (SplitMix64).
    public mutating func uniform() -> Double {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Double(z >> 11) / Double(1 << 53)
    }

    private mutating func gaussian() -> Double {
        let u1 = max(uniform(), 1e-12)
        let u2 = uniform()
        return (-2 * log(u1)).squareRoot() * cos(2 * Double.pi * u2)
    }

    /// The root mean square of `samples`.
    public static func rms(_ samples: [Float]) -> Double {
        (samples.reduce(0) { $0 + Double($1 * $1) } / Double(max(1, samples.count))).squareRoot()
    }
}
