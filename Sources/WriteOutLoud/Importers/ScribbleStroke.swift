/// One stroke of a Scribble glyph: a chain of Bézier segments drawn in one pen movement, in font units, y up.
public struct ScribbleStroke: Hashable, Sendable {
    /// Position in writing order, from 1.
    public var order: Int
    /// The path, each segment starting where the previous one ends.
    public var segments: [CubicBezier]
    /// Where the pen goes down: the first segment's `p0`.
    public var start: Point
    /// Where the pen lifts: the last segment's `p3`.
    public var end: Point
    /// The guide lines the stroke joins its neighbours on, if it joins.
    public var joins: StrokeJoins?
    /// The author's leniency for this stroke: `position` in font units, `direction` in degrees.
    public var tolerances: StrokeTolerances?

    public init(
        order: Int, segments: [CubicBezier], start: Point, end: Point, joins: StrokeJoins? = nil,
        tolerances: StrokeTolerances? = nil
    ) {
        self.order = order
        self.segments = segments
        self.start = start
        self.end = end
        self.joins = joins
        self.tolerances = tolerances
    }
}
