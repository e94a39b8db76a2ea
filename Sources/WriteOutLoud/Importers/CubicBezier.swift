/// One cubic Bézier segment: from `p0` towards `c1` and `c2` to `p3`.
public struct CubicBezier: Hashable, Sendable {
    public var p0: Point
    public var c1: Point
    public var c2: Point
    public var p3: Point

    public init(p0: Point, c1: Point, c2: Point, p3: Point) {
        self.p0 = p0
        self.c1 = c1
        self.c2 = c2
        self.p3 = p3
    }

    /// The point at parameter `t` (0 at `p0`, 1 at `p3`).
    public func point(at t: Double) -> Point {
        let u = 1 - t
        return p0 * (u * u * u) + c1 * (3 * u * u * t) + c2 * (3 * u * t * t) + p3 * (t * t * t)
    }

    /// The segment with `transform` applied to its four points (exact for affine maps).
    public func mapped(_ transform: (Point) -> Point) -> CubicBezier {
        CubicBezier(p0: transform(p0), c1: transform(c1), c2: transform(c2), p3: transform(p3))
    }

    /// Points along the curve, `p0` first and `p3` last, no two more than about `step` apart.
    ///
    /// The control polygon is never shorter than the curve, so sampling it at `step` is dense enough.
    /// - Parameter step: the largest wanted distance between neighbours, > 0.
    /// - Complexity: O(L / step) for a control polygon of length L.
    public func flattened(step: Double) -> [Point] {
        let hull = p0.distance(to: c1) + c1.distance(to: c2) + c2.distance(to: p3)
        let count = min(max(Int((hull / max(step, .ulpOfOne)).rounded(.up)), 1), 10_000)
        return (0...count).map { point(at: Double($0) / Double(count)) }
    }
}
