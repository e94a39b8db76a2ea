import Foundation
import WriteOutLoud

extension AttemptGenerator {
    /// A correct attempt written the way a native, fast writer writes: every stroke right and in order, in
    /// a style drawn from ``NativeHand``.
    ///
    /// Each stroke varies as in ``positive()``; then 横 rise, a component is squeezed, strokes gain entry hooks
    /// and exit tails, and the whole character is slanted, turned and its aspect changed, before it is placed on
    /// a canvas and sampled like a pen (``place(_:)``), down to a few points per stroke for some hands.
    /// - Returns: the ink and the hand that wrote it.
    public mutating func native() -> (ink: Ink, hand: NativeHand) {
        let hand = NativeHand(random: &random)
        var paths = template.strokes.map { natural($0.points) }
        for index in paths.indices where template.strokes[index].type == .heng {
            paths[index] = risen(paths[index], by: hand.rise + random.normal(3 * .pi / 180))
        }
        paths = squeezed(paths, hand: hand)
        paths = ligatured(paths, hand: hand)
        paths = slanted(paths, hand: hand)
        var ink = place(paths)
        if let sparse = hand.sparsePoints {
            for index in ink.strokes.indices {
                ink.strokes[index].points = thinned(ink.strokes[index].points, to: Int.random(in: sparse, using: &random))
            }
        }
        return (ink, hand)
    }

    /// The path turned about its centre so it climbs `angle` radians towards its end (y grows downwards).
    func risen(_ path: [Point], by angle: Double) -> [Point] {
        let centre = Polyline.centroid(path)
        return path.map { rotated($0, about: centre, by: -angle) }
    }

    func rotated(_ point: Point, about centre: Point, by angle: Double) -> Point {
        let p = point - centre
        return centre + Point(x: cos(angle) * p.x - sin(angle) * p.y, y: sin(angle) * p.x + cos(angle) * p.y)
    }

    /// One side of a cut through the model's box squeezed and the other stretched, along each axis, as a
    /// writer draws one component narrower and its neighbour wider.
    func squeezed(_ paths: [[Point]], hand: NativeHand) -> [[Point]] {
        let box = modelBox
        func warp(_ value: Double, low: Double, high: Double, cut: Double, shift: Double) -> Double {
            let span = high - low
            guard span > 0 else { return value }
            let from = low + cut * span
            let to = min(max(from + shift * characterSize, low + 0.2 * span), high - 0.2 * span)
            return value <= from
                ? low + (value - low) * (to - low) / (from - low)
                : to + (value - from) * (high - to) / (high - from)
        }
        return paths.map { path in
            path.map { point in
                Point(
                    x: warp(point.x, low: box.low.x, high: box.high.x, cut: hand.cut.x, shift: hand.cutShift.x),
                    y: warp(point.y, low: box.low.y, high: box.high.y, cut: hand.cut.y, shift: hand.cutShift.y))
            }
        }
    }

    /// Entry hooks (the pen landing a little off, coming from the previous stroke) and exit tails (leaving
    /// towards the next stroke), each 3–10 % of the character long.
    private mutating func ligatured(_ paths: [[Point]], hand: NativeHand) -> [[Point]] {
        var result = paths
        for index in paths.indices {
            let path = paths[index]
            guard let start = path.first, let end = path.last, path.count > 1 else { continue }
            if random.uniform(0...1) < hand.hookChance {
                let from = index > 0 ? paths[index - 1].last ?? start : start + Point(x: -1, y: -1)
                let towards = unit(from - start, otherwise: Point(x: -1, y: -1))
                let length = random.uniform(0.03...0.07) * characterSize
                let bend = Point(x: -towards.y, y: towards.x) * (random.normal(0.3) * length)
                result[index] = [start + towards * length + bend, start + towards * (0.4 * length)] + result[index]
            }
            if index + 1 < paths.count, let next = paths[index + 1].first, random.uniform(0...1) < hand.tailChance {
                let towards = unit(next - end, otherwise: Point(x: 1, y: 1))
                let length = random.uniform(0.04...0.1) * characterSize
                result[index] += [end + towards * (0.5 * length), end + towards * length]
            }
        }
        return result
    }

    func unit(_ vector: Point, otherwise fallback: Point) -> Point {
        vector.length > 0 ? vector / vector.length : fallback / fallback.length
    }

    /// The whole character's aspect changed, slanted (italic shear) and turned, about its centre.
    func slanted(_ paths: [[Point]], hand: NativeHand) -> [[Point]] {
        let centre = (modelBox.low + modelBox.high) / 2
        let stretch = hand.aspect.squareRoot()
        let lean = tan(hand.shear)
        return paths.map { path in
            path.map { point in
                let p = point - centre
                let scaled = Point(x: p.x * stretch, y: p.y / stretch)
                let leaned = Point(x: scaled.x - lean * scaled.y, y: scaled.y)
                return rotated(centre + leaned, about: centre, by: hand.rotation)
            }
        }
    }

    /// The corners of the box around the model's strokes.
    private var modelBox: (low: Point, high: Point) {
        let points = template.strokes.flatMap(\.points)
        let xs = points.map(\.x)
        let ys = points.map(\.y)
        return (Point(x: xs.min() ?? 0, y: ys.min() ?? 0), Point(x: xs.max() ?? 0, y: ys.max() ?? 0))
    }

    /// `count` of the points, evenly spread by index, the first and last kept.
    func thinned(_ points: [InkPoint], to count: Int) -> [InkPoint] {
        guard points.count > count, count >= 2 else { return points }
        return (0..<count).map { points[Int((Double($0) * Double(points.count - 1) / Double(count - 1)).rounded())] }
    }
}
