import Foundation

/// The fundamental frequency of a stretch of voice, frame by frame: what a tone is read from.
public struct PitchTrack: Hashable, Sendable {
    /// One analysis frame.
    public struct Frame: Hashable, Sendable {
        /// Seconds from the start of the audio the track was made of (the frame's centre).
        public var time: Double
        /// Hz; nil where the frame is not voiced (silence, a consonant, creak too irregular to measure).
        public var frequency: Double?
        /// YIN's aperiodicity at the chosen period, 0 (perfectly periodic) to about 1 (noise).
        public var aperiodicity: Double

        public init(time: Double, frequency: Double?, aperiodicity: Double) {
            self.time = time
            self.frequency = frequency
            self.aperiodicity = aperiodicity
        }
    }

    public var frames: [Frame]
    /// Seconds between frames.
    public var hop: Double

    public init(frames: [Frame], hop: Double) {
        self.frames = frames
        self.hop = hop
    }

    /// The frames whose centres fall within `start`…`end` seconds.
    public func frames(from start: Double, to end: Double) -> [Frame] {
        frames.filter { $0.time >= start && $0.time <= end }
    }

    /// Every voiced frame's pitch in semitones above 100 Hz.
    public var voicedSemitones: [Double] {
        frames.compactMap { $0.frequency.map(Semitones.above100Hz) }
    }
}

/// Pitch in semitones, the scale on which one speaker's tones look alike whatever their register.
enum Semitones {
    /// `frequency` Hz as semitones above 100 Hz.
    static func above100Hz(_ frequency: Double) -> Double { 12 * log2(frequency / 100) }
}
