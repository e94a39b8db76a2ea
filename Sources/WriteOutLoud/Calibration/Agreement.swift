/// How often the engine and a teacher agree on pass or fail: the confusion table and Cohen's kappa, the
/// agreement beyond what chance alone would give (1 perfect, 0 no better than chance). Encoded with its kappa
/// for readers of the JSON; decoding reads the counts only.
public struct Agreement: Hashable, Codable, Sendable {
    public var bothPass = 0
    public var bothFail = 0
    /// The engine passed what the teacher failed.
    public var engineOnlyPass = 0
    /// The engine failed what the teacher passed.
    public var teacherOnlyPass = 0

    /// - Parameter pairs: the engine's and the teacher's verdict on each stroke (true for pass).
    public init(_ pairs: [(engine: Bool, teacher: Bool)]) {
        for pair in pairs {
            switch (pair.engine, pair.teacher) {
            case (true, true): bothPass += 1
            case (false, false): bothFail += 1
            case (true, false): engineOnlyPass += 1
            case (false, true): teacherOnlyPass += 1
            }
        }
    }

    public var count: Int { bothPass + bothFail + engineOnlyPass + teacherOnlyPass }

    /// Cohen's kappa; nil without verdicts, or when both always gave the same verdict (chance agreement is
    /// then certain and kappa undefined).
    public var kappa: Double? {
        guard count > 0 else { return nil }
        let total = Double(count)
        let observed = Double(bothPass + bothFail) / total
        let enginePass = Double(bothPass + engineOnlyPass) / total
        let teacherPass = Double(bothPass + teacherOnlyPass) / total
        let chance = enginePass * teacherPass + (1 - enginePass) * (1 - teacherPass)
        guard chance < 1 else { return nil }
        return (observed - chance) / (1 - chance)
    }

    private enum CodingKeys: String, CodingKey {
        case bothPass, bothFail, engineOnlyPass, teacherOnlyPass, kappa
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        bothPass = try container.decode(Int.self, forKey: .bothPass)
        bothFail = try container.decode(Int.self, forKey: .bothFail)
        engineOnlyPass = try container.decode(Int.self, forKey: .engineOnlyPass)
        teacherOnlyPass = try container.decode(Int.self, forKey: .teacherOnlyPass)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(bothPass, forKey: .bothPass)
        try container.encode(bothFail, forKey: .bothFail)
        try container.encode(engineOnlyPass, forKey: .engineOnlyPass)
        try container.encode(teacherOnlyPass, forKey: .teacherOnlyPass)
        try container.encodeIfPresent(kappa, forKey: .kappa)
    }
}
