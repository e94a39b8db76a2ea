import Foundation

/// A linear map and a shift: how a drawing written in a real hand — slanted, turned, wider or narrower than
/// the model — maps onto the template frame.
///
/// `apply(p) = [[a, b], [c, d]] · p + translation`. The character frame is one of these kept within
/// ``Limits`` a teacher accepts as style (``limited(to:about:)``), so a character written in italics is read
/// upright without a misshapen character being reshaped into the model.
public struct AffineTransform: Hashable, Codable, Sendable {
    public var a: Double
    public var b: Double
    public var c: Double
    public var d: Double
    public var translation: Point

    public init(a: Double, b: Double, c: Double, d: Double, translation: Point) {
        (self.a, self.b, self.c, self.d, self.translation) = (a, b, c, d, translation)
    }

    /// The same map as `similarity`.
    public init(_ similarity: SimilarityTransform) {
        let cosine = cos(similarity.rotation) * similarity.scale
        let sine = sin(similarity.rotation) * similarity.scale
        self.init(a: cosine, b: -sine, c: sine, d: cosine, translation: similarity.translation)
    }

    /// Maps a point from the drawing into the template frame.
    public func apply(_ point: Point) -> Point {
        Point(x: a * point.x + b * point.y + translation.x, y: c * point.x + d * point.y + translation.y)
    }

    /// Maps a whole path.
    public func apply(_ path: [Point]) -> [Point] { path.map(apply) }

    /// The step in the drawing that this map turns into `step` (a movement, not a place: the shift plays no part);
    /// nil when the map folds the plane.
    func drawingStep(for step: Point) -> Point? {
        let determinant = a * d - b * c
        guard determinant != 0 else { return nil }
        return Point(x: d * step.x - b * step.y, y: -c * step.x + a * step.y) / determinant
    }

    /// How much lengths grow on average: the square root of the area's scale.
    public var scale: Double { abs(a * d - b * c).squareRoot() }

    /// The map read as what it does to the drawing's axes: how far it turns a horizontal line and a vertical one
    /// (radians, positive turning +x towards +y), and how much it widens the drawing against its height. A
    /// similarity turns both axes alike; undoing an italic slant turns only the vertical one, levelling rising
    /// horizontals only the horizontal one.
    public struct Parts: Hashable, Sendable {
        /// The geometric mean of how much the map lengthens horizontals and verticals.
        public var scale: Double
        public var horizontalTurn: Double
        public var verticalTurn: Double
        /// ln(horizontal stretch / vertical stretch).
        public var anisotropy: Double

        public init(scale: Double, horizontalTurn: Double, verticalTurn: Double, anisotropy: Double) {
            (self.scale, self.horizontalTurn, self.verticalTurn, self.anisotropy) =
                (scale, horizontalTurn, verticalTurn, anisotropy)
        }

        /// The angle by which the axes stop being square: 0 for a similarity.
        public var skew: Double { horizontalTurn - verticalTurn }
    }

    /// What a teacher accepts as style rather than a different character: how far horizontals and verticals may
    /// turn (radians), how far apart their turns may be, and |ln(horizontal stretch / vertical stretch)|.
    public struct Limits: Hashable, Codable, Sendable {
        public var horizontalTurn: Double
        public var verticalTurn: Double
        public var skew: Double
        public var anisotropy: Double

        public init(horizontalTurn: Double, verticalTurn: Double, skew: Double, anisotropy: Double) {
            (self.horizontalTurn, self.verticalTurn, self.skew, self.anisotropy) =
                (horizontalTurn, verticalTurn, skew, anisotropy)
        }
    }

    /// The axes' turns and stretches this map is made of; nil when it flips the plane or folds an axis onto the other.
    public var parts: Parts? {
        let horizontal = (a * a + c * c).squareRoot()
        let vertical = (b * b + d * d).squareRoot()
        guard horizontal > 0, vertical > 0, a * d - b * c > 0 else { return nil }
        let parts = Parts(
            scale: (horizontal * vertical).squareRoot(), horizontalTurn: atan2(c, a), verticalTurn: atan2(-b, d),
            anisotropy: log(horizontal / vertical))
        return abs(parts.skew) < .pi / 2 ? parts : nil
    }

    /// The map made of `parts`, shifted so that `anchor` lands on `target`.
    init(_ parts: Parts, taking anchor: Point, to target: Point) {
        let horizontal = parts.scale * exp(parts.anisotropy / 2)
        let vertical = parts.scale / exp(parts.anisotropy / 2)
        self.init(
            a: horizontal * cos(parts.horizontalTurn), b: -vertical * sin(parts.verticalTurn),
            c: horizontal * sin(parts.horizontalTurn), d: vertical * cos(parts.verticalTurn), translation: .zero)
        translation = target - apply(anchor)
    }

    /// The nearest map within `limits`, taking `anchor` where this one takes it; nil when this one has no ``parts``.
    func limited(to limits: Limits, about anchor: Point) -> AffineTransform? {
        guard var parts else { return nil }
        parts.horizontalTurn = min(max(parts.horizontalTurn, -limits.horizontalTurn), limits.horizontalTurn)
        parts.verticalTurn = min(max(parts.verticalTurn, -limits.verticalTurn), limits.verticalTurn)
        let middle = (parts.horizontalTurn + parts.verticalTurn) / 2
        let skew = min(max(parts.skew, -limits.skew), limits.skew)
        (parts.horizontalTurn, parts.verticalTurn) = (middle + skew / 2, middle - skew / 2)
        parts.anisotropy = min(max(parts.anisotropy, -limits.anisotropy), limits.anisotropy)
        return AffineTransform(parts, taking: anchor, to: apply(anchor))
    }

    /// Weighted least-squares affine map taking `source[i]` onto `target[i]`.
    /// - Returns: nil when the weighted source points lie on a line (or there are none).
    /// - Complexity: O(n).
    static func fit(from source: [Point], to target: [Point], weights: [Double]) -> AffineTransform? {
        let count = min(source.count, target.count, weights.count)
        var total = 0.0
        var sourceSum = Point.zero
        var targetSum = Point.zero
        for index in 0..<count {
            total += weights[index]
            sourceSum = sourceSum + source[index] * weights[index]
            targetSum = targetSum + target[index] * weights[index]
        }
        guard total > 0 else { return nil }
        let sourceCentre = sourceSum / total
        let targetCentre = targetSum / total
        var (sxx, sxy, syy) = (0.0, 0.0, 0.0)
        var (uxx, uxy, uyx, uyy) = (0.0, 0.0, 0.0, 0.0)
        for index in 0..<count {
            let weight = weights[index]
            let s = source[index] - sourceCentre
            let t = target[index] - targetCentre
            sxx += weight * s.x * s.x
            sxy += weight * s.x * s.y
            syy += weight * s.y * s.y
            uxx += weight * t.x * s.x
            uxy += weight * t.x * s.y
            uyx += weight * t.y * s.x
            uyy += weight * t.y * s.y
        }
        let determinant = sxx * syy - sxy * sxy
        guard determinant > 1e-12 * max(sxx * syy, .leastNormalMagnitude) else { return nil }
        var map = AffineTransform(
            a: (uxx * syy - uxy * sxy) / determinant, b: (uxy * sxx - uxx * sxy) / determinant,
            c: (uyx * syy - uyy * sxy) / determinant, d: (uyy * sxx - uyx * sxy) / determinant, translation: .zero)
        map.translation = targetCentre - map.apply(sourceCentre)
        return map
    }
}
