import Foundation

/// Frame energies of the audio a decoder heard, to tell words said aloud from words found in noise.
///
/// A recogniser with a closed grammar will fit *some* name to any sound; a word whose frames never rise well
/// above the recording's own noise floor was not spoken.
struct SpeechActivity: Sendable {
    /// Samples per frame: 10 ms at 16 kHz, PocketSphinx's frame rate.
    static let frameLength = 160

    /// Energy of each complete frame, in dB.
    private(set) var frameEnergies: [Double] = []
    private var partialSum = 0.0
    private var partialCount = 0

    /// Adds the next samples (16-bit units).
    mutating func append(_ samples: [Int16]) {
        for sample in samples {
            partialSum += Double(sample) * Double(sample)
            partialCount += 1
            if partialCount == Self.frameLength {
                frameEnergies.append(10 * log10(partialSum / Double(Self.frameLength) + 1))
                partialSum = 0
                partialCount = 0
            }
        }
    }

    /// The recording's noise floor: the 10th percentile of frame energies.
    var noiseFloor: Double {
        guard !frameEnergies.isEmpty else { return 0 }
        let sorted = frameEnergies.sorted()
        return sorted[sorted.count / 10]
    }

    /// How far, in dB, the loudest frames of a stretch rise above the noise floor (the 80th percentile of the
    /// stretch, so one click does not count as speech).
    /// - Parameters:
    ///   - frames: first and last frame of the stretch, inclusive.
    ///   - floor: the noise floor to compare with.
    func prominence(frames: ClosedRange<Int>, above floor: Double) -> Double {
        let lower = max(0, frames.lowerBound)
        let upper = min(frameEnergies.count - 1, frames.upperBound)
        guard lower <= upper else { return 0 }
        let stretch = frameEnergies[lower...upper].sorted()
        return stretch[(stretch.count * 4) / 5] - floor
    }
}
