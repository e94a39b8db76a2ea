import Foundation

/// The feature vector ``StrokeTypeRecognizer`` compares strokes by: the unit tangents of 16 equal-length
/// segments, each divided by 4 so the headings together weigh at most 4, then half the natural logarithm
/// of the stroke's length relative to its character.
struct StrokeTypeFeatures: Sendable {
    static let segmentCount = 16
    /// Tangent components, then the length term.
    static let dimensions = 2 * segmentCount + 1
    /// Weight of the log relative length against the headings.
    static let lengthWeight = 0.5

    /// `dimensions` values; the last is 0 when the relative length is unknown.
    let values: [Float]
    /// Whether the last value holds a relative length.
    let hasLength: Bool

    /// - Returns: nil for a path that does not move.
    init?(_ path: [Point], relativeLength: Double?) {
        guard Polyline.length(path) > 0 else { return nil }
        let points = Polyline.resample(path, count: Self.segmentCount + 1)
        let scale = 1 / Double(Self.segmentCount).squareRoot()
        var values: [Float] = []
        values.reserveCapacity(Self.dimensions)
        for index in 1..<points.count {
            let step = points[index] - points[index - 1]
            let length = step.length
            let unit = length > 0 ? step / length : .zero
            values.append(Float(unit.x * scale))
            values.append(Float(unit.y * scale))
        }
        if let relativeLength, relativeLength.isFinite, relativeLength > 0 {
            values.append(Float(Self.lengthWeight * log(relativeLength)))
            hasLength = true
        } else {
            values.append(0)
            hasLength = false
        }
        self.values = values
    }

    /// The features of a template stroke, its length taken relative to its character's size (``characterSize(of:)``).
    init?(templateStroke points: [Point], characterSize: Double) {
        let path = Polyline.cleaned(points)
        self.init(path, relativeLength: Polyline.length(path) / characterSize)
    }

    /// The size a template's stroke lengths are measured against: its longer side, as the analyzer
    /// measures it (never below a tenth of the template box).
    static func characterSize(of template: CharacterTemplate) -> Double {
        characterSize(of: template.strokes.map(\.points))
    }

    /// The same for a character's stroke paths.
    static func characterSize(of paths: [[Point]]) -> Double {
        let box = BoundingBox(paths.flatMap { Polyline.cleaned($0) })
        return max(box?.longerSide ?? 0, CharacterTemplate.boxSize / 10)
    }
}
