/// Where a speaker's voice sits: the middle and the spread of their pitch, in semitones above 100 Hz.
///
/// Tones are relative: a man's high first tone is lower than a child's low third. Features are measured against
/// this, so one classifier serves every voice.
public struct SpeakerPitch: Hashable, Codable, Sendable {
    /// Median pitch, semitones above 100 Hz.
    public var center: Double
    /// A robust standard deviation of pitch, semitones (never below ``smallestSpread``).
    public var spread: Double

    /// A spread smaller than this is taken as this: one flat syllable says little about a voice's range.
    public static let smallestSpread = 1.5

    public init(center: Double, spread: Double) {
        self.center = center
        self.spread = max(spread, Self.smallestSpread)
    }

    /// The speaker's pitch from every voiced frame heard from them (all their syllables together); nil with fewer
    /// than 5 voiced frames.
    public init?(semitones: [Double]) {
        guard semitones.count >= 5 else { return nil }
        let sorted = semitones.sorted()
        func quantile(_ q: Double) -> Double { sorted[min(sorted.count - 1, Int(q * Double(sorted.count - 1)))] }
        // The 10th and 90th percentiles of a normal distribution lie 2.563 standard deviations apart.
        self.init(center: quantile(0.5), spread: (quantile(0.9) - quantile(0.1)) / 2.563)
    }
}
