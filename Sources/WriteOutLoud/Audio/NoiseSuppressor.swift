import Foundation

/// Removes steady background noise (fan, hiss, room tone) from a whole recording by spectral subtraction.
///
/// The noise spectrum is measured on the recording itself: the average power, per frequency, of its quietest
/// frames (learners pause between names, so every recording has some). Each frame's spectrum is then scaled
/// by a gain that takes out that much power, never below a floor, and the frames are added back together.
/// Speech well above the noise passes almost untouched; a recording without noise is left as it was.
public struct NoiseSuppressor: Sendable {
    /// Samples per analysis frame (a power of two): 32 ms at 16 kHz.
    public var frameLength = 512
    /// How many times the measured noise power is taken out. Gentle settings keep speech recognisable: with
    /// 2 and a floor of 0.1 the recogniser lost 10–25 points at 10 dB SNR to the distortion; with 1 and 0.3
    /// it gained 8–14 (`wol-bench speech --every 4`, see `docs/speech.md`).
    public var overSubtraction = 1.0
    /// The smallest gain, as a fraction of amplitude (0.3 is about −10 dB): keeps some noise so that no
    /// bin falls silent and the noise that is left stays steady rather than chirping.
    public var gainFloor = 0.3
    /// Fraction of frames, the quietest, that the noise spectrum is measured on.
    public var noiseFraction = 0.1

    public init() {}

    /// The recording without its steady noise, as long as the input.
    /// - Parameter samples: mono samples of a whole recording.
    /// - Returns: the cleaned samples; the input itself when it is shorter than two frames or its quietest
    ///   frames are silent (below ``silentPower``).
    /// - Complexity: O(*n* log *m*) for *n* samples and frames of *m* samples.
    public func suppress(_ samples: [Float]) -> [Float] {
        let length = frameLength
        let hop = length / 2
        guard length >= 4, length & (length - 1) == 0, samples.count >= 2 * length else { return samples }
        // A periodic Hann window split between analysis and synthesis: at half-frame hops the two square
        // roots multiply back to Hann, whose overlapping copies sum to one.
        let window = (0..<length).map { (0.5 - 0.5 * cos(2 * Double.pi * Double($0) / Double(length))).squareRoot() }
        let padded = [Double](repeating: 0, count: hop) + samples.map(Double.init)
            + [Double](repeating: 0, count: length)
        let frames = FrameSpectra(samples: padded, window: window, hop: hop)
        let energies = frames.energies()
        let quiet = energies.indices.sorted { energies[$0] < energies[$1] }
            .prefix(max(1, Int(Double(frames.count) * noiseFraction)))
        let quietPower = quiet.reduce(0.0) { $0 + energies[$1] } / Double(quiet.count * length)
        guard quietPower > Self.silentPower else { return samples }
        let noise = frames.meanPower(over: quiet)
        let floorPower = gainFloor * gainFloor
        // Each bin's gain takes overSubtraction times the noise power out of the bin's power averaged with its
        // neighbours in time and frequency (one bin of noise alone swings widely around its mean and would poke
        // through the subtraction), never below the floor; 0 where there is no power at all.
        let output = frames.filtered { smoothedPowers, gains in
            for bin in 0..<gains.count {
                let power = smoothedPowers[bin]
                gains[bin] = power > 0 ? max(1 - overSubtraction * noise[bin] / power, floorPower).squareRoot() : 0
            }
        }
        return (0..<samples.count).map { Float(output[hop + $0]) }
    }

    /// Mean power (per sample, full scale 1) of the quiet frames below which there is no noise to take out:
    /// −100 dBFS, far under the floor the decoder adds (``DecoderParameters/noiseFloorDBFS``). Synthesised
    /// or digitally muted pauses are left untouched without transforming the whole recording.
    static let silentPower = 1e-10
}
