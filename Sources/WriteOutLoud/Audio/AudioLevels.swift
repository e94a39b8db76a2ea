import Foundation

/// How loud a recording is, and whether that level is a problem for recognition.
///
/// Levels are in dBFS: 0 dBFS is a full-scale sample; digital silence reads ``silenceDBFS`` so that the
/// levels always encode as JSON numbers.
public struct AudioLevels: Hashable, Codable, Sendable {
    /// A level problem worth telling the learner about.
    public enum Warning: String, Hashable, Codable, Sendable, CaseIterable {
        /// The voice is so quiet that recognition will miss words: move closer or raise the gain.
        case tooQuiet
        /// Enough samples hit full scale that the voice is distorted: lower the gain.
        case clipped
    }

    /// The level reported for digital silence, below anything a microphone produces.
    public static let silenceDBFS = -120.0
    /// Magnitude at or above which a sample counts as clipped (just under full scale, since
    /// converters and float files rarely reach exactly 1).
    public static let clipThreshold: Float = 0.999
    /// Loudness of the loudest 100 ms below which a recording is called too quiet.
    public static let quietThresholdDBFS = -40.0
    /// Fraction of clipped samples above which a recording is called clipped.
    public static let clippedRatioThreshold = 0.001

    /// Root-mean-square level of the whole recording.
    public var rmsDBFS: Double
    /// Level of the loudest sample.
    public var peakDBFS: Double
    /// RMS level of the loudest 100 ms window: how loud the voice is, pauses left out.
    public var loudestWindowDBFS: Double
    /// Fraction (0–1) of samples at or above ``clipThreshold``.
    public var clippedRatio: Double
    public var warnings: [Warning]

    /// Measures a buffer.
    /// - Parameter buffer: the audio to measure, at any sample rate.
    /// - Complexity: O(*n*) in the number of samples.
    public init(measuring buffer: AudioBuffer) {
        var sumOfSquares = 0.0
        var peak: Float = 0
        var clipped = 0
        let window = max(1, Int(buffer.sampleRate * 0.1))
        var windowSum = 0.0
        var loudestWindow = 0.0
        buffer.samples.withUnsafeBufferPointer { samples in
            for (index, sample) in samples.enumerated() {
                let square = Double(sample) * Double(sample)
                sumOfSquares += square
                windowSum += square
                if index >= window {
                    let leaving = Double(samples[index - window])
                    windowSum -= leaving * leaving
                }
                if index >= window - 1 { loudestWindow = max(loudestWindow, windowSum) }
                let magnitude = abs(sample)
                peak = max(peak, magnitude)
                if magnitude >= Self.clipThreshold { clipped += 1 }
            }
        }
        let count = buffer.samples.count
        if count > 0, count < window { loudestWindow = sumOfSquares }
        rmsDBFS = Self.decibels(amplitude: count == 0 ? 0 : (sumOfSquares / Double(count)).squareRoot())
        peakDBFS = Self.decibels(amplitude: Double(peak))
        let windowLength = Double(max(1, min(count, window)))
        loudestWindowDBFS = Self.decibels(amplitude: (max(0, loudestWindow) / windowLength).squareRoot())
        clippedRatio = count == 0 ? 0 : Double(clipped) / Double(count)
        var warnings: [Warning] = []
        if loudestWindowDBFS < Self.quietThresholdDBFS { warnings.append(.tooQuiet) }
        if clippedRatio > Self.clippedRatioThreshold { warnings.append(.clipped) }
        self.warnings = warnings
    }

    /// Converts a linear amplitude (1 = full scale) to dBFS, no lower than ``silenceDBFS``.
    static func decibels(amplitude: Double) -> Double {
        amplitude > 0 ? max(silenceDBFS, 20 * log10(amplitude)) : silenceDBFS
    }
}
