/// The pitch of one syllable's voiced part as a smooth curve: what its tone is read from.
///
/// Made from a ``PitchTrack``'s frames: the longest voiced stretch (gaps of a few frames, as creak makes in a third
/// tone, are bridged), frames an octave off the stretch's median folded back (YIN's usual slip), then a 5-frame
/// median filter.
public struct SyllableContour: Hashable, Sendable {
    /// Semitones above 100 Hz, one a frame, gaps filled by straight lines.
    public var semitones: [Double]
    /// Seconds the voiced stretch lasts.
    public var duration: Double

    /// Fewest voiced frames a contour is made from (50 ms at the tracker's 10 ms hop).
    public static let fewestFrames = 5
    /// Longest gap of unvoiced frames bridged inside one stretch.
    static let longestGap = 6

    /// The contour of `frames` (one syllable's), nil when too little of it is voiced.
    public init?(frames: [PitchTrack.Frame], hop: Double) {
        guard let stretch = Self.longestStretch(frames) else { return nil }
        let part = frames[stretch]
        let voiced = part.compactMap { $0.frequency.map(Semitones.above100Hz) }
        guard voiced.count >= Self.fewestFrames else { return nil }
        let median = voiced.sorted()[voiced.count / 2]
        var values: [Double?] = part.map { frame in
            guard let frequency = frame.frequency else { return nil }
            var value = Semitones.above100Hz(frequency)
            if value - median > 8 { value -= 12 }
            if median - value > 9 { value += 12 }
            return abs(value - median) > 9 ? nil : value
        }
        values = Self.filled(values)
        let filled = values.compactMap { $0 }
        guard filled.count >= Self.fewestFrames else { return nil }
        semitones = Self.medianFiltered(filled, radius: 2)
        duration = Double(filled.count) * hop
    }

    /// The index range of the stretch with the most voiced frames, gaps up to ``longestGap`` bridged.
    private static func longestStretch(_ frames: [PitchTrack.Frame]) -> Range<Int>? {
        var best: Range<Int>?
        var bestCount = 0
        var start = -1
        var last = -1
        var count = 0
        for (index, frame) in frames.enumerated() where frame.frequency != nil {
            if start >= 0, index - last - 1 <= longestGap {
                count += 1
            } else {
                start = index
                count = 1
            }
            last = index
            if count > bestCount {
                bestCount = count
                best = start..<(index + 1)
            }
        }
        return best
    }

    /// Gaps inside the values filled by straight lines; leading and trailing gaps dropped.
    private static func filled(_ values: [Double?]) -> [Double?] {
        guard let first = values.firstIndex(where: { $0 != nil }), let last = values.lastIndex(where: { $0 != nil })
        else { return [] }
        var out = Array(values[first...last])
        var previous = 0
        for index in out.indices.dropFirst() where out[index] != nil {
            if index - previous > 1, let a = out[previous], let b = out[index] {
                for gap in (previous + 1)..<index {
                    out[gap] = a + (b - a) * Double(gap - previous) / Double(index - previous)
                }
            }
            previous = index
        }
        return out
    }

    private static func medianFiltered(_ values: [Double], radius: Int) -> [Double] {
        values.indices.map { index in
            let window = values[max(0, index - radius)...min(values.count - 1, index + radius)].sorted()
            return window[window.count / 2]
        }
    }

    /// The contour's value at `position` (0 = start, 1 = end), averaged over a tenth of its length around it.
    public func value(at position: Double) -> Double {
        let count = semitones.count
        let center = position * Double(count - 1)
        let reach = max(1, Double(count) * 0.05)
        let low = max(0, Int((center - reach).rounded()))
        let high = min(count - 1, Int((center + reach).rounded()))
        let window = semitones[low...high]
        return window.reduce(0, +) / Double(window.count)
    }
}
