import Foundation

/// Measures of a stroke's centre line that tell apart the stroke types one cnchar letter stands for.
///
/// The path (template box, y down, start to end) is resampled every ``spacing`` units; a heading is the
/// direction of one step in degrees, 0 = right, 90 = down, −90 = up, ±180 = left.
struct StrokeShape {
    /// Distance between resampled points, in template units.
    static let spacing = 8.0

    /// Heading and length of every step, start to end.
    let steps: [(heading: Double, length: Double)]

    init(_ path: [Point]) {
        let length = Polyline.length(path)
        let points = Polyline.resample(path, count: max(2, Int(length / Self.spacing) + 1))
        steps = zip(points, points.dropFirst()).compactMap { start, end in
            let step = end - start
            guard step.length > 0 else { return nil }
            return (atan2(step.y, step.x) * 180 / .pi, step.length)
        }
    }

    private init(steps: ArraySlice<(heading: Double, length: Double)>) {
        self.steps = Array(steps)
    }

    var length: Double { steps.reduce(0) { $0 + $1.length } }

    /// The signed difference from heading `a` to heading `b`, in −180…180.
    static func turn(from a: Double, to b: Double) -> Double {
        var difference = (b - a).truncatingRemainder(dividingBy: 360)
        if difference > 180 { difference -= 360 }
        if difference < -180 { difference += 360 }
        return difference
    }

    /// The largest change of heading within `window` units of path: about 90° at a sharp corner (折),
    /// far less where the stroke bends round (弯).
    func sharpestTurn(window: Double = 24) -> Double {
        let span = max(1, Int((window / Self.spacing).rounded()))
        guard steps.count > span else { return 0 }
        return (0..<(steps.count - span)).map { abs(Self.turn(from: steps[$0].heading, to: steps[$0 + span].heading)) }
            .max() ?? 0
    }

    /// The steps before the first one heading down more steeply than `degrees`, and the rest.
    func split(atFirstHeadingAbove degrees: Double) -> (head: StrokeShape, tail: StrokeShape) {
        let index = steps.firstIndex { $0.heading > degrees } ?? steps.count
        return (StrokeShape(steps: steps[..<index]), StrokeShape(steps: steps[index...]))
    }

    /// The stroke without its first `count` steps.
    func dropping(first count: Int) -> StrokeShape { StrokeShape(steps: steps.dropFirst(count)) }

    /// The stroke without the final steps heading up more steeply than `degrees` (a hook).
    func droppingFinalHook(steeperThan degrees: Double) -> StrokeShape {
        var end = steps.count
        while end > 0, steps[end - 1].heading < -degrees { end -= 1 }
        return StrokeShape(steps: steps[..<end])
    }

    /// Share of the length, 0–1, whose heading satisfies `condition`.
    func share(where condition: (Double) -> Bool) -> Double {
        let total = length
        guard total > 0 else { return 0 }
        return steps.filter { condition($0.heading) }.reduce(0) { $0 + $1.length } / total
    }

    /// The length-weighted mean heading of the last fifth of the steps (at least 3).
    var finalHeading: Double {
        let tail = steps.suffix(max(3, steps.count / 5))
        let length = tail.reduce(0) { $0 + $1.length }
        guard length > 0 else { return 0 }
        return tail.reduce(0) { $0 + $1.heading * $1.length } / length
    }

    /// Share of the whole length taken by the first unbroken run of steps within 15° of straight down,
    /// after any steps that lead into it: long for a 竖撇 (月, 用), short or none for a 撇.
    var verticalStartShare: Double {
        let total = length
        guard total > 0 else { return 0 }
        var run = 0.0
        for step in steps {
            if abs(step.heading - 90) <= 15 {
                run += step.length
            } else if run > 0 {
                break
            }
        }
        return run / total
    }
}
