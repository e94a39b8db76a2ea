/// One stroke of a character template: its type and its path from start to end in writing direction.
public struct TemplateStroke: Hashable, Sendable {
    public var type: StrokeType
    /// Path in the template's 1024×1024 box, y down, start to end.
    public var points: [Point]

    public init(type: StrokeType, points: [Point]) {
        self.type = type
        self.points = points
    }
}

extension TemplateStroke: Codable {
    private enum CodingKeys: String, CodingKey { case type, points }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        type = try container.decode(StrokeType.self, forKey: .type)
        points = try container.decode([[Double]].self, forKey: .points).map { pair in
            guard pair.count == 2 else {
                throw DecodingError.dataCorruptedError(
                    forKey: .points, in: container, debugDescription: "each point must be an [x, y] pair")
            }
            return Point(pair: pair)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(type, forKey: .type)
        try container.encode(points.map(\.pair), forKey: .points)
    }
}
