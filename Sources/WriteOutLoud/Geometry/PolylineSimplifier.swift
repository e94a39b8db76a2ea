/// Drops the points of a polyline that its shape does not need (Douglas–Peucker): template files stay small, and
/// what is left of a drawn stroke are its legs (``DrawnMovement``).
enum PolylineSimplifier {
    /// The polyline with only the points that lie further than `tolerance` from the simplified shape.
    /// - Parameters:
    ///   - points: the polyline, start to end.
    ///   - tolerance: the largest distance, in the points' units, any dropped point may lie from the result.
    /// - Returns: a sub-sequence of `points` that keeps the first and last point.
    /// - Complexity: O(n log n) typical, O(n²) worst case for n points.
    static func simplify(_ points: [Point], tolerance: Double) -> [Point] {
        keptIndices(points, tolerance: tolerance).map { points[$0] }
    }

    /// Where the points ``simplify(_:tolerance:)`` keeps lie in `points`, in order: what is found on the simple
    /// shape can be cut from the whole polyline.
    static func keptIndices(_ points: [Point], tolerance: Double) -> [Int] {
        guard points.count > 2 else { return Array(points.indices) }
        var keep = [Bool](repeating: false, count: points.count)
        keep[0] = true
        keep[points.count - 1] = true
        var pending = [(0, points.count - 1)]
        while let (first, last) = pending.popLast() {
            guard last - first > 1 else { continue }
            var farthest = first
            var farthestDistance = -1.0
            for index in (first + 1)..<last {
                let distance = distanceFromSegment(points[index], points[first], points[last])
                if distance > farthestDistance {
                    farthest = index
                    farthestDistance = distance
                }
            }
            if farthestDistance > tolerance {
                keep[farthest] = true
                pending.append((first, farthest))
                pending.append((farthest, last))
            }
        }
        return points.indices.filter { keep[$0] }
    }

    private static func distanceFromSegment(_ point: Point, _ start: Point, _ end: Point) -> Double {
        let direction = end - start
        let lengthSquared = direction.dot(direction)
        guard lengthSquared > 0 else { return point.distance(to: start) }
        let t = min(1, max(0, (point - start).dot(direction) / lengthSquared))
        return point.distance(to: start + direction * t)
    }
}
