import Foundation

/// The numbers a tone is told by: the shape of a syllable's pitch contour and where it lies in the speaker's range.
///
/// Levels are in the speaker's standard deviations from their median (``SpeakerPitch``), so a high first tone is
/// high for that voice; movements are in semitones, which are alike across voices.
public struct ToneFeatures: Hashable, Sendable {
    /// The features in a fixed order (``names``), as the classifier takes them.
    public var values: [Double]

    /// What each of ``values`` is, in order.
    public static let names = [
        "level@0", "level@25", "level@50", "level@75", "level@100", "level mean", "level min", "level max",
        "rise (st)", "curve (st)", "first half (st)", "second half (st)", "min position", "max position",
        "duration (s)",
    ]

    /// The features of `contour` said by a voice at `speaker`.
    public init(contour: SyllableContour, speaker: SpeakerPitch) {
        let points = contour.semitones
        let level = { (value: Double) in (value - speaker.center) / speaker.spread }
        let samples = [0, 0.25, 0.5, 0.75, 1].map(contour.value(at:))
        let mean = points.reduce(0, +) / Double(points.count)
        let (rise, curve) = Self.quadraticFit(points)
        let last = Double(max(points.count - 1, 1))
        let lowest = points.indices.min { points[$0] < points[$1] } ?? 0
        let highest = points.indices.max { points[$0] < points[$1] } ?? 0
        values =
            samples.map(level) + [level(mean), level(points.min() ?? mean), level(points.max() ?? mean)] + [
                rise, curve, samples[2] - samples[0], samples[4] - samples[2],
                Double(lowest) / last, Double(highest) / last, contour.duration,
            ]
    }

    /// The end-to-end rise of the best straight line through the points, and the bulge of the best parabola (its
    /// value at the middle against the line's; negative for a dip), both in the points' units over the whole
    /// contour.
    static func quadraticFit(_ points: [Double]) -> (rise: Double, curve: Double) {
        let count = points.count
        guard count >= 3 else { return ((points.last ?? 0) - (points.first ?? 0), 0) }
        // Time from −1 to 1; fit y = a + b·t + c·(t² − mean t²), whose terms are orthogonal on a symmetric grid.
        let times = (0..<count).map { 2 * Double($0) / Double(count - 1) - 1 }
        let meanSquare = times.reduce(0) { $0 + $1 * $1 } / Double(count)
        let centred = times.map { $0 * $0 - meanSquare }
        let slope = zip(times, points).reduce(0) { $0 + $1.0 * $1.1 } / times.reduce(0) { $0 + $1 * $1 }
        let bend = zip(centred, points).reduce(0) { $0 + $1.0 * $1.1 } / centred.reduce(0) { $0 + $1 * $1 }
        return (2 * slope, -bend * meanSquare)
    }
}
