/// Short messages about one stroke: how it was drawn, what was said, and when.
public struct StrokeMessages: Hashable, Codable, Sendable {
    public var stroke: String
    /// nil when no audio was recorded.
    public var speech: String?
    /// nil when no audio was recorded or nothing was said for the stroke.
    public var timing: String?

    public init(stroke: String, speech: String?, timing: String?) {
        self.stroke = stroke
        self.speech = speech
        self.timing = timing
    }

    private enum CodingKeys: String, CodingKey { case stroke, speech, timing }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(stroke, forKey: .stroke)
        try container.encode(speech, forKey: .speech)
        try container.encode(timing, forKey: .timing)
    }
}
