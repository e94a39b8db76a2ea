import Foundation

/// A uniform scale, a rotation and a shift: how a learner's drawing maps onto the template frame.
///
/// `apply(p) = scale · R(rotation) · p + translation`. Similarity keeps the learner's proportions, so
/// a stroke drawn too long stays too long after alignment.
public struct SimilarityTransform: Hashable, Codable, Sendable {
    public var scale: Double
    /// Rotation in radians, positive turning +x towards +y (clockwise on a y-down screen).
    public var rotation: Double
    public var translation: Point

    public init(scale: Double, rotation: Double, translation: Point) {
        self.scale = scale
        self.rotation = rotation
        self.translation = translation
    }

    public static let identity = SimilarityTransform(scale: 1, rotation: 0, translation: .zero)

    /// Maps a point from the drawing into the template frame.
    public func apply(_ point: Point) -> Point {
        let c = cos(rotation) * scale
        let s = sin(rotation) * scale
        return Point(x: c * point.x - s * point.y + translation.x, y: s * point.x + c * point.y + translation.y)
    }

    /// Maps a whole path.
    public func apply(_ path: [Point]) -> [Point] {
        let c = cos(rotation) * scale
        let s = sin(rotation) * scale
        return path.map { Point(x: c * $0.x - s * $0.y + translation.x, y: s * $0.x + c * $0.y + translation.y) }
    }

    /// The transform that scales about no rotation, taking `source`'s centre and size onto `target`'s.
    static func matching(_ source: BoundingBox, to target: BoundingBox) -> SimilarityTransform? {
        let sourceSize = source.width + source.height
        let targetSize = target.width + target.height
        guard sourceSize > 0, targetSize > 0 else { return nil }
        let scale = targetSize / sourceSize
        return SimilarityTransform(scale: scale, rotation: 0, translation: target.center - source.center * scale)
    }

    /// Weighted least-squares similarity taking `source[i]` onto `target[i]` (Procrustes / Umeyama in 2-D).
    ///
    /// - Parameters:
    ///   - source: points in the drawing.
    ///   - target: corresponding points in the template frame, same count.
    ///   - weights: how much each pair counts (all 1 when nil); pairs with weight 0 are ignored.
    ///   - maxRotation: the fitted rotation is clamped to ±this many radians, so a sloppy drawing is
    ///     never turned into a different character.
    /// - Returns: nil when there are no weighted pairs or the weighted source points are all the same.
    /// - Complexity: O(n).
    static func fit(from source: [Point], to target: [Point], weights: [Double]? = nil, maxRotation: Double)
        -> SimilarityTransform?
    {
        let count = min(source.count, target.count, weights?.count ?? .max)
        var total = 0.0
        var sourceSum = Point.zero
        var targetSum = Point.zero
        for index in 0..<count {
            let weight = weights?[index] ?? 1
            total += weight
            sourceSum = sourceSum + source[index] * weight
            targetSum = targetSum + target[index] * weight
        }
        guard total > 0 else { return nil }
        let sourceCentre = sourceSum / total
        let targetCentre = targetSum / total
        var sxx = 0.0
        var sxy = 0.0
        var spread = 0.0
        for index in 0..<count {
            let weight = weights?[index] ?? 1
            let a = source[index] - sourceCentre
            let b = target[index] - targetCentre
            sxx += weight * (a.x * b.x + a.y * b.y)
            sxy += weight * (a.x * b.y - a.y * b.x)
            spread += weight * (a.x * a.x + a.y * a.y)
        }
        guard spread > 0 else { return nil }
        let rotation = min(max(atan2(sxy, sxx), -maxRotation), maxRotation)
        let scale = (sxx * cos(rotation) + sxy * sin(rotation)) / spread
        guard scale > 0, scale.isFinite else { return nil }
        var transform = SimilarityTransform(scale: scale, rotation: rotation, translation: .zero)
        transform.translation = targetCentre - transform.apply(sourceCentre)
        return transform
    }
}
