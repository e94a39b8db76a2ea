import Foundation

/// Measurements and resampling of open paths (pen traces and template strokes).
///
/// Every function is total: empty paths, single points and zero-length paths give defined results
/// instead of trapping, so degenerate learner input can flow through the analysis.
public enum Polyline {
    /// Sum of segment lengths.
    /// - Complexity: O(n).
    public static func length(_ path: [Point]) -> Double {
        guard path.count > 1 else { return 0 }
        var total = 0.0
        for index in 1..<path.count { total += path[index - 1].distance(to: path[index]) }
        return total
    }

    /// `count` points spaced evenly along the path by arc length, first and last kept.
    ///
    /// A path with no length (one point, or all points equal) gives `count` copies of its first point;
    /// an empty path gives an empty array.
    /// - Complexity: O(n + count).
    public static func resample(_ path: [Point], count: Int) -> [Point] {
        guard let first = path.first, let last = path.last, count > 0 else { return [] }
        guard count > 1 else { return [first] }
        let total = length(path)
        guard total > 0 else { return Array(repeating: first, count: count) }
        let step = total / Double(count - 1)
        var result = [first]
        result.reserveCapacity(count)
        var target = step
        var travelled = 0.0
        for index in 1..<path.count {
            let a = path[index - 1]
            let b = path[index]
            let segment = a.distance(to: b)
            guard segment > 0 else { continue }
            while result.count < count - 1, travelled + segment >= target {
                result.append(a + (b - a) * ((target - travelled) / segment))
                target += step
            }
            travelled += segment
        }
        while result.count < count { result.append(last) }
        result[count - 1] = last
        return result
    }

    /// Mean of the points (zero for an empty path).
    public static func centroid(_ points: [Point]) -> Point {
        guard !points.isEmpty else { return .zero }
        var sum = Point.zero
        for point in points { sum = sum + point }
        return sum / Double(points.count)
    }

    /// The points turned by `angle` (radians; with y growing downwards, a positive angle turns clockwise on
    /// screen) about their centroid: a stroke's direction changed, its place and length kept.
    static func turnedAboutCentroid(_ points: [Point], by angle: Double) -> [Point] {
        let centre = centroid(points)
        let (cosine, sine) = (cos(angle), sin(angle))
        return points.map { point in
            let p = point - centre
            return centre + Point(x: cosine * p.x - sine * p.y, y: sine * p.x + cosine * p.y)
        }
    }

    /// The path thinned so consecutive points are at least `minimumStep` apart (first and last kept).
    ///
    /// Pen sensors jitter by a fraction of a unit at every sample; summed over hundreds of samples the
    /// jitter makes a short stroke look much longer than it is. Thinning to a step well above the jitter
    /// measures the movement, not the noise.
    /// - Complexity: O(n).
    public static func decimated(_ path: [Point], minimumStep: Double) -> [Point] {
        guard path.count > 2, minimumStep > 0, let last = path.last else { return path }
        var result = [path[0]]
        for point in path.dropFirst().dropLast() where point.distance(to: result[result.count - 1]) >= minimumStep {
            result.append(point)
        }
        if result.count > 1, last.distance(to: result[result.count - 1]) < minimumStep / 2 { result.removeLast() }
        result.append(last)
        return result
    }

    /// The path without non-finite points and without consecutive repeats.
    public static func cleaned(_ path: [Point]) -> [Point] {
        var result: [Point] = []
        result.reserveCapacity(path.count)
        for point in path where point.isFinite && point != result.last { result.append(point) }
        return result
    }
}
