import Foundation

/// A check of stroke order that needs no recogniser: each stroke's path must start in a direction its cnchar
/// letter allows (a 横-family letter starts rightwards, a 竖-family letter downwards, a 撇 down or to the left …).
///
/// cnchar's table and hanzi-writer-data were made independently, so when stroke *i*'s letter and stroke *i*'s
/// path agree on every stroke, the two orders agree wherever a swap would pair strokes of different families.
/// Swaps of two strokes of one family (two 横) pass unseen, as they would for any check by shape.
enum StrokeStartCheck {
    /// The part of the stroke whose heading is its start: from 5 % to 25 % of its length, past the brush's entry,
    /// which in the font's medians often turns in from another direction.
    static let startSpan = 0.05...0.25

    /// The start headings (degrees, 0 = right, 90 = down, −90 = up, 180 = left; a range may run past ±180) `letter`
    /// allows: each letter's headings over all imported strokes, widened to whole tens (`Characters/README.md`).
    /// A turning 横-family stroke may start steeper than a 横: the 横 of 月 on the left of 脸 is short.
    static func allowedStart(for letter: CncharLetter) -> ClosedRange<Double> {
        switch letter {
        case .j, .e, .p, .q, .v: -60...35
        case .c, .r, .a, .o, .w: -60...65
        case .i: -100...25
        case .f, .b, .g, .h, .u, .z, .x, .t, .y: 25...125
        case .s, .m, .n: 40...210
        case .k: 0...100
        case .d: -20...180
        case .l: -20...90
        }
    }

    /// The heading over ``startSpan`` of the path, in −180…180; nil for a path that does not move there.
    static func startHeading(of path: [Point]) -> Double? {
        let points = Polyline.resample(path, count: 41)
        guard points.count == 41 else { return nil }
        let step = points[Int(startSpan.upperBound * 40)] - points[Int(startSpan.lowerBound * 40)]
        guard step.length > 0 else { return nil }
        return atan2(step.y, step.x) * 180 / .pi
    }

    /// Whether the path starts as `letter` allows; true when the path has no direction to judge.
    static func fits(_ path: [Point], letter: CncharLetter) -> Bool {
        guard let heading = startHeading(of: path) else { return true }
        let allowed = allowedStart(for: letter)
        return [heading - 360, heading, heading + 360].contains { allowed.contains($0) }
    }
}
