/// A teacher as `wol teachers list` shows them.
public struct TeacherSummary: Hashable, Sendable, Codable {
    public var name: String
    public var learners: Int

    public init(name: String, learners: Int) {
        self.name = name
        self.learners = learners
    }
}
