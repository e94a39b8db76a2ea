import Foundation

/// Measures the fundamental frequency of a voice with YIN (de Cheveigné and Kawahara, 2002): the cumulative mean
/// normalized difference function, an absolute threshold, and parabolic interpolation of the chosen lag.
///
/// The voice is first brought to 8 kHz (pitch lies far below 4 kHz, and it quarters the work). A frame counts as
/// voiced when it is periodic enough and loud enough against the loudest frame of the audio, so that breath and
/// room tone around a syllable are left out.
public struct PitchTracker: Hashable, Sendable {
    /// Lowest pitch looked for, Hz (a deep man's creaky third tone).
    public var lowest: Double
    /// Highest pitch looked for, Hz (a child's rising tone).
    public var highest: Double
    /// Seconds between frames.
    public var hop: Double
    /// Seconds of signal each lag's difference is summed over.
    public var window: Double
    /// YIN's absolute threshold: the first lag whose aperiodicity dips below it is the period.
    public var threshold: Double
    /// Frames more aperiodic than this are unvoiced.
    public var voicingLimit: Double
    /// Frames this many dB or more below the loudest frame are unvoiced.
    public var quietBelowPeak: Double

    public init(
        lowest: Double = 60, highest: Double = 500, hop: Double = 0.01, window: Double = 0.025,
        threshold: Double = 0.15, voicingLimit: Double = 0.35, quietBelowPeak: Double = 30
    ) {
        self.lowest = lowest
        self.highest = highest
        self.hop = hop
        self.window = window
        self.threshold = threshold
        self.voicingLimit = voicingLimit
        self.quietBelowPeak = quietBelowPeak
    }

    /// The sample rate the voice is analysed at.
    static let analysisRate = 8000.0

    /// The pitch track of `audio`, one frame per ``hop`` seconds.
    /// - Complexity: O(*n*·*w*·*l*/*h*) for *n* samples, window *w*, longest lag *l* and hop *h* (in samples): about
    ///   3 million operations per second of audio with the defaults.
    public func track(_ audio: AudioBuffer) -> PitchTrack {
        let rate = Self.analysisRate
        let samples = audio.removingDCOffset().resampled(to: rate).samples.map(Double.init)
        let width = max(1, Int((window * rate).rounded()))
        let longest = Int((rate / lowest).rounded(.up))
        let shortest = max(2, Int((rate / highest).rounded(.down)))
        let step = max(1, Int((hop * rate).rounded()))
        let span = width + longest + 1
        guard samples.count >= span else { return PitchTrack(frames: [], hop: hop) }

        var starts: [Int] = []
        var start = 0
        while start + span <= samples.count {
            starts.append(start)
            start += step
        }
        let levels = starts.map { first in
            let energy = samples[first..<(first + width)].reduce(0) { $0 + $1 * $1 } / Double(width)
            return 10 * log10(energy + 1e-12)
        }
        let loudest = levels.max() ?? 0
        var difference = [Double](repeating: 0, count: longest + 2)
        let frames = zip(starts, levels).map { first, level -> PitchTrack.Frame in
            let time = (Double(first) + Double(width) / 2) / rate
            guard level > loudest - quietBelowPeak, level > -90 else {
                return PitchTrack.Frame(time: time, frequency: nil, aperiodicity: 1)
            }
            Self.normalizedDifference(samples, from: first, width: width, longest: longest + 1, into: &difference)
            let (lag, aperiodicity) = pickLag(difference, shortest: shortest, longest: longest)
            let voiced = aperiodicity <= voicingLimit
            return PitchTrack.Frame(time: time, frequency: voiced ? rate / lag : nil, aperiodicity: aperiodicity)
        }
        return PitchTrack(frames: frames, hop: Double(step) / rate)
    }

    /// YIN's cumulative mean normalized difference d′(τ) for τ = 0…`longest`, written into `out`.
    private static func normalizedDifference(
        _ x: [Double], from first: Int, width: Int, longest: Int, into out: inout [Double]
    ) {
        out[0] = 1
        var running = 0.0
        for lag in 1...longest {
            var sum = 0.0
            for j in first..<(first + width) {
                let delta = x[j] - x[j + lag]
                sum += delta * delta
            }
            running += sum
            out[lag] = running > 0 ? sum * Double(lag) / running : 1
        }
    }

    /// The period in samples (interpolated) and its aperiodicity: the first dip below ``threshold`` followed down
    /// to its minimum, else the deepest dip in range.
    private func pickLag(_ d: [Double], shortest: Int, longest: Int) -> (Double, Double) {
        var chosen = -1
        var lag = shortest
        while lag <= longest {
            if d[lag] < threshold {
                while lag + 1 <= longest, d[lag + 1] < d[lag] { lag += 1 }
                chosen = lag
                break
            }
            lag += 1
        }
        if chosen < 0 {
            chosen = (shortest...longest).min { d[$0] < d[$1] } ?? shortest
        }
        guard chosen > shortest, chosen < longest else { return (Double(chosen), d[chosen]) }
        let (a, b, c) = (d[chosen - 1], d[chosen], d[chosen + 1])
        let curvature = a - 2 * b + c
        guard curvature > 0 else { return (Double(chosen), b) }
        let shift = max(-0.5, min(0.5, (a - c) / (2 * curvature)))
        return (Double(chosen) + shift, max(0, b - (a - c) * shift / 4))
    }
}
