/// Arrowheads along a path that show which way it was drawn.
///
/// Used on failed strokes so a learner sees at once a stroke drawn backwards or bent the wrong way.
enum DirectionArrows {
    /// An arrowhead: its tip and the two back corners.
    struct Head: Hashable, Sendable {
        var tip: Point
        var left: Point
        var right: Point
    }

    /// Arrowheads at the given fractions of the path's length, pointing along the path.
    ///
    /// - Parameters:
    ///   - path: the stroke's points in drawing order.
    ///   - fractions: where to put heads, 0 = start, 1 = end.
    ///   - size: the length of a head from tip to back.
    /// - Returns: no heads for a path shorter than one head, which has no direction worth showing.
    /// - Complexity: O(n · f) for n points and f fractions.
    static func heads(along path: [Point], at fractions: [Double], size: Double) -> [Head] {
        let points = path.filter(\.isFinite)
        let lengths = zip(points, points.dropFirst()).map { $0.distance(to: $1) }
        let total = lengths.reduce(0, +)
        guard total > size else { return [] }
        return fractions.compactMap { fraction in
            let distance = min(max(fraction, 0), 1) * total
            guard let tip = point(at: distance, points: points, lengths: lengths),
                let back = point(at: max(0, distance - size), points: points, lengths: lengths)
            else { return nil }
            let axis = tip - back
            guard axis.length > 0 else { return nil }
            let unit = axis / axis.length
            let base = tip - unit * size
            let normal = Point(x: -unit.y, y: unit.x) * (size * 0.55)
            return Head(tip: tip, left: base + normal, right: base - normal)
        }
    }

    /// The point `distance` along the polyline.
    private static func point(at distance: Double, points: [Point], lengths: [Double]) -> Point? {
        var remaining = distance
        for (index, length) in lengths.enumerated() {
            if remaining <= length, length > 0 {
                return points[index] + (points[index + 1] - points[index]) * (remaining / length)
            }
            remaining -= length
        }
        return points.last
    }
}
