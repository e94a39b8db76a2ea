extension Polyline {
    /// A loop a path closes where it crosses itself: a cursive e closes a wide eye over its entry, a c a sliver.
    struct Loop {
        /// The first point of the segment the path leaves the crossing along, and the last point of the segment
        /// it comes back across: a stretch of the path from `first` through `last` holds the whole loop.
        var first: Int
        var last: Int
        /// The area between the crossing and the path's return to it (a shear, as of a slanted hand, keeps it).
        var area: Double
    }

    /// Every loop the path closes where two of its segments cross, in the order the later segment is drawn.
    /// - Parameters:
    ///   - path: the points in drawing order.
    ///   - gap: whether the segment from point `i` to `i + 1` is no ink (a pen lift), so it crosses nothing.
    /// - Complexity: O(n²) segment pairs, O(n) for each loop found.
    static func loops(_ path: [Point], gap: (Int) -> Bool = { _ in false }) -> [Loop] {
        guard path.count > 3 else { return [] }
        let boxes = (0..<(path.count - 1)).map { index in
            (
                minX: min(path[index].x, path[index + 1].x), maxX: max(path[index].x, path[index + 1].x),
                minY: min(path[index].y, path[index + 1].y), maxY: max(path[index].y, path[index + 1].y)
            )
        }
        var found: [Loop] = []
        for late in 2..<(path.count - 1) where !gap(late) {
            let box = boxes[late]
            for early in 0..<(late - 1) where !gap(early) {
                let other = boxes[early]
                guard other.maxX >= box.minX, other.minX <= box.maxX, other.maxY >= box.minY, other.minY <= box.maxY,
                    let crossing = crossing(path[early], path[early + 1], path[late], path[late + 1])
                else { continue }
                var twiceArea = 0.0
                var previous = crossing
                for point in path[(early + 1)...late] + [crossing] {
                    twiceArea += previous.x * point.y - point.x * previous.y
                    previous = point
                }
                found.append(Loop(first: early, last: late + 1, area: abs(twiceArea) / 2))
            }
        }
        return found
    }

    /// Where segment a–b crosses segment c–d, nil when they do not (parallel or touching at an end only).
    private static func crossing(_ a: Point, _ b: Point, _ c: Point, _ d: Point) -> Point? {
        let r = b - a
        let s = d - c
        let denominator = r.x * s.y - r.y * s.x
        guard abs(denominator) > 1e-12 else { return nil }
        let offset = c - a
        let t = (offset.x * s.y - offset.y * s.x) / denominator
        let u = (offset.x * r.y - offset.y * r.x) / denominator
        guard t > 0, t < 1, u > 0, u < 1 else { return nil }
        return a + r * t
    }
}
