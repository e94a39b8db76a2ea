/// Why a teacher, learner, password or token cannot be used, said in one line: `field: problem`.
public struct AccessError: Error, Hashable, Sendable, CustomStringConvertible {
    public var field: String
    public var problem: String

    public init(field: String, problem: String) {
        self.field = field
        self.problem = problem
    }

    public var description: String { "\(field): \(problem)" }
}
