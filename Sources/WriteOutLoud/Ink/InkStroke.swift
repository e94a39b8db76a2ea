/// One pen-down to pen-up trace, in drawing order.
public struct InkStroke: Hashable, Codable, Sendable {
    public var points: [InkPoint]

    public init(points: [InkPoint]) {
        self.points = points
    }

    /// The stroke's path without timing.
    public var path: [Point] { points.map(\.point) }

    /// Pen-down time, or nil for an empty stroke.
    public var start: Double? { points.first?.t }

    /// Pen-up time, or nil for an empty stroke.
    public var end: Double? { points.last?.t }
}
