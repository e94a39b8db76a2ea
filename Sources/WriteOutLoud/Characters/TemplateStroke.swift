/// One stroke of a character template: its path from start to end in writing direction, and what kind of
/// stroke it is when the script names its strokes.
public struct TemplateStroke: Hashable, Sendable {
    /// The named CJK stroke type (横, 竖 …), or nil for a stroke with no named type, such as a Latin cursive
    /// stroke. Only typed strokes are recognised by shape, named aloud and grouped by type.
    public var type: StrokeType?
    /// Path in the template's 1024×1024 box, y down, start to end.
    public var points: [Point]
    /// How a cursive stroke connects to the letters before and after it, if the template says.
    public var joins: StrokeJoins?
    /// How far a learner's stroke may stray from this one, if the template's author said (box units, degrees).
    public var tolerances: StrokeTolerances?
    /// Other names teaching materials give this stroke, which count when said instead of its type's name: the
    /// 撇 of 月 用 is also called 竖撇.
    public var alsoNamed: [StrokeType]

    public init(
        type: StrokeType?, points: [Point], joins: StrokeJoins? = nil, tolerances: StrokeTolerances? = nil,
        alsoNamed: [StrokeType] = []
    ) {
        self.type = type
        self.points = points
        self.joins = joins
        self.tolerances = tolerances
        self.alsoNamed = alsoNamed
    }

    /// Every name that counts for this stroke, its type's first; empty for a stroke with no named type.
    public var spokenNames: [StrokeType] {
        guard let type else { return [] }
        return [type] + alsoNamed.filter { $0 != type }
    }
}

extension TemplateStroke: Codable {
    private enum CodingKeys: String, CodingKey { case type, points, joins, tolerances, alsoNamed }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        type = try container.decodeIfPresent(StrokeType.self, forKey: .type)
        points = try container.decode([[Double]].self, forKey: .points).map { pair in
            guard pair.count == 2 else {
                throw DecodingError.dataCorruptedError(
                    forKey: .points, in: container, debugDescription: "each point must be an [x, y] pair")
            }
            return Point(pair: pair)
        }
        joins = try container.decodeIfPresent(StrokeJoins.self, forKey: .joins)
        tolerances = try container.decodeIfPresent(StrokeTolerances.self, forKey: .tolerances)
        alsoNamed = try container.decodeIfPresent([StrokeType].self, forKey: .alsoNamed) ?? []
    }

    /// Writes `type`, `joins`, `tolerances` and `alsoNamed` only when present, so typed strokes encode as before.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(type, forKey: .type)
        try container.encode(points.map(\.pair), forKey: .points)
        try container.encodeIfPresent(joins, forKey: .joins)
        try container.encodeIfPresent(tolerances, forKey: .tolerances)
        if !alsoNamed.isEmpty { try container.encode(alsoNamed, forKey: .alsoNamed) }
    }
}
