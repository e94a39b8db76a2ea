/// Everything the learner drew for one character: the canvas and the strokes in drawing order.
public struct Ink: Hashable, Codable, Sendable {
    /// Canvas width in the recording's units. Any size: the engine never assumes 1024.
    public var width: Double
    /// Canvas height; y grows downward.
    public var height: Double
    public var strokes: [InkStroke]

    public init(width: Double, height: Double, strokes: [InkStroke]) {
        self.width = width
        self.height = height
        self.strokes = strokes
    }
}
