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
        let fft = FourierTransform(length: length)
        // A periodic Hann window split between analysis and synthesis: at half-frame hops the two square
        // roots multiply back to Hann, whose overlapping copies sum to one.
        let window = (0..<length).map { (0.5 - 0.5 * cos(2 * Double.pi * Double($0) / Double(length))).squareRoot() }
        let padded = [Double](repeating: 0, count: hop) + samples.map(Double.init)
            + [Double](repeating: 0, count: length)
        let frameCount = (padded.count - length) / hop + 1
        let energies = (0..<frameCount).map { frame in
            (0..<length).reduce(0.0) { sum, index in
                let value = padded[frame * hop + index] * window[index]
                return sum + value * value
            }
        }
        let quiet = energies.indices.sorted { energies[$0] < energies[$1] }
            .prefix(max(1, Int(Double(frameCount) * noiseFraction)))
        let quietPower = quiet.reduce(0.0) { $0 + energies[$1] } / Double(quiet.count * length)
        guard quietPower > Self.silentPower else { return samples }
        let spectra = (0..<frameCount).map { frame in
            var re = (0..<length).map { padded[frame * hop + $0] * window[$0] }
            var im = [Double](repeating: 0, count: length)
            fft.transform(&re, &im, inverse: false)
            return (re: re, im: im)
        }
        var noise = [Double](repeating: 0, count: length)
        for frame in quiet {
            for bin in 0..<length {
                noise[bin] += spectra[frame].re[bin] * spectra[frame].re[bin] + spectra[frame].im[bin] * spectra[frame].im[bin]
            }
        }
        noise = noise.map { $0 / Double(quiet.count) }
        let powers = spectra.map { spectrum in zip(spectrum.re, spectrum.im).map { $0.0 * $0.0 + $0.1 * $0.1 } }
        var output = [Double](repeating: 0, count: padded.count)
        let floorPower = gainFloor * gainFloor
        for frame in 0..<frameCount {
            var (re, im) = spectra[frame]
            for bin in 0..<length {
                let power = Self.smoothed(powers, frame: frame, bin: bin)
                let gain = power > 0 ? max(1 - overSubtraction * noise[bin] / power, floorPower).squareRoot() : 0
                re[bin] *= gain
                im[bin] *= gain
            }
            fft.transform(&re, &im, inverse: true)
            let start = frame * hop
            for index in 0..<length { output[start + index] += re[index] * window[index] }
        }
        return (0..<samples.count).map { Float(output[hop + $0]) }
    }

    /// Mean power (per sample, full scale 1) of the quiet frames below which there is no noise to take out:
    /// −100 dBFS, far under the floor the decoder adds (``DecoderParameters/noiseFloorDBFS``). Synthesised
    /// or digitally muted pauses are left untouched without transforming the whole recording.
    static let silentPower = 1e-10

    /// A bin's power averaged with its neighbours in time and frequency (3 × 3; fewer frames at the ends,
    /// bins wrapping round so that mirrored bins get the same gain): one bin of noise alone swings widely
    /// around its mean and would poke through the subtraction.
    private static func smoothed(_ powers: [[Double]], frame: Int, bin: Int) -> Double {
        var sum = 0.0
        var count = 0
        for f in max(0, frame - 1)...min(powers.count - 1, frame + 1) {
            let row = powers[f]
            for offset in -1...1 {
                sum += row[(bin + offset + row.count) % row.count]
                count += 1
            }
        }
        return sum / Double(count)
    }
}
