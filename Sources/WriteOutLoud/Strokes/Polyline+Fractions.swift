/// Points of a path addressed by the share of its length travelled, so the same place can be found on
/// two drawings of one stroke.
extension Polyline {
    /// The point `fraction` (0 at the start, 1 at the end) of the way along the path by arc length.
    /// A path with no length gives its first point; an empty path gives nil.
    /// - Complexity: O(n).
    static func point(at fraction: Double, along path: [Point]) -> Point? {
        guard let first = path.first else { return nil }
        let target = min(max(fraction, 0), 1) * length(path)
        var travelled = 0.0
        for index in path.indices.dropFirst() {
            let a = path[index - 1]
            let b = path[index]
            let segment = a.distance(to: b)
            if segment > 0, travelled + segment >= target {
                return a + (b - a) * ((target - travelled) / segment)
            }
            travelled += segment
        }
        return path.last ?? first
    }

    /// The point of the path nearest to `point`, its distance and how far along the path it lies
    /// (share of the length, 0–1). Nil for an empty path.
    /// - Complexity: O(n).
    static func nearest(to point: Point, on path: [Point]) -> (point: Point, distance: Double, fraction: Double)? {
        guard let first = path.first else { return nil }
        var best = (point: first, distance: first.distance(to: point), along: 0.0)
        var travelled = 0.0
        for index in path.indices.dropFirst() {
            let a = path[index - 1]
            let step = path[index] - a
            let segment = step.length
            guard segment > 0 else { continue }
            let t = min(max((point - a).dot(step) / (segment * segment), 0), 1)
            let candidate = a + step * t
            let distance = candidate.distance(to: point)
            if distance < best.distance { best = (candidate, distance, travelled + t * segment) }
            travelled += segment
        }
        return (best.point, best.distance, travelled > 0 ? best.along / travelled : 0)
    }

    /// Which of `paths`, other than the one at `excluded`, passes nearest `point` within `limit`: its index, its
    /// point nearest `point` and their distance. Nil when none comes that near.
    /// - Complexity: O(P) for P points in all.
    static func nearestPath(to point: Point, among paths: [[Point]], except excluded: Int, within limit: Double)
        -> (index: Int, point: Point, distance: Double)?
    {
        var best: (index: Int, point: Point, distance: Double)?
        for index in paths.indices where index != excluded {
            guard let near = nearest(to: point, on: paths[index]), near.distance <= limit,
                near.distance < best?.distance ?? .infinity
            else { continue }
            best = (index, near.point, near.distance)
        }
        return best
    }
}

extension Polyline {
    /// The part of the path between two shares of its length (0 ≤ `from` ≤ `to` ≤ 1), ends interpolated.
    /// - Complexity: O(n).
    static func section(_ path: [Point], from: Double, to: Double) -> [Point] {
        let low = min(max(from, 0), 1)
        let high = min(max(to, low), 1)
        guard path.count > 1, let first = point(at: low, along: path), let last = point(at: high, along: path) else {
            return path
        }
        let total = length(path)
        var inside: [Point] = [first]
        var travelled = 0.0
        for index in path.indices.dropFirst() {
            travelled += path[index - 1].distance(to: path[index])
            if travelled > low * total, travelled < high * total { inside.append(path[index]) }
        }
        inside.append(last)
        return inside
    }
}
