import Foundation

/// Turns 16 kHz float samples into what PocketSphinx decodes: 16-bit integers over a faint noise floor.
///
/// The floor is pink noise, like a quiet room: the en-us silence model was trained on real rooms and takes
/// near-digital silence for speech, while a white floor of the same level sounds like breath (`HH`) to it.
/// The noise is deterministic (a fixed-seed generator, drawn in sample order) so the same audio always gives
/// the same words, however it is split into chunks.
struct DecoderInput: Sendable {
    /// Pink noise from white through three leaky integrators (Paul Kellet's economy filter), whose output RMS
    /// for unit-variance white input is about this.
    private static let pinkGain = 3.01
    /// Multiplier taking filtered noise to the wanted RMS, in 16-bit units.
    private let noiseScale: Double
    private var random = SeededNoise(seed: 0x9E37_79B9_7F4A_7C15)
    private var poles = (0.0, 0.0, 0.0)

    /// - Parameter noiseFloorDBFS: RMS level of the added noise; −infinity adds none.
    init(noiseFloorDBFS: Double) {
        noiseScale = noiseFloorDBFS.isFinite ? 32767 * pow(10, noiseFloorDBFS / 20) / Self.pinkGain : 0
    }

    /// Converts the next samples, clamping anything beyond full scale.
    mutating func convert(_ samples: [Float]) -> [Int16] {
        samples.map { sample in
            let value = Double(sample) * 32767 + noiseScale * nextPink()
            return Int16(max(-32768, min(32767, value.rounded())))
        }
    }

    private mutating func nextPink() -> Double {
        let white = nextGaussian()
        poles.0 = 0.99765 * poles.0 + white * 0.0990460
        poles.1 = 0.96300 * poles.1 + white * 0.2965164
        poles.2 = 0.57000 * poles.2 + white * 1.0526913
        return poles.0 + poles.1 + poles.2 + white * 0.1848
    }

    /// An approximately normal value (sum of four uniforms, scaled to unit variance).
    private mutating func nextGaussian() -> Double {
        var sum = 0.0
        for _ in 0..<4 { sum += random.uniform() }
        return (sum - 2) * 3.0.squareRoot()
    }
}
