/// Short messages about one stroke: how it was drawn, what was said, and when.
public struct StrokeMessages: Hashable, Codable, Sendable {
    public var stroke: String
    /// nil when no audio was recorded.
    @ExplicitNull public var speech: String?
    /// nil when no audio was recorded or nothing was said for the stroke.
    @ExplicitNull public var timing: String?

    public init(stroke: String, speech: String?, timing: String?) {
        self.stroke = stroke
        self.speech = speech
        self.timing = timing
    }
}
