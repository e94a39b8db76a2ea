/// Why a lesson report could not be made: always names the file, the field and the problem.
public struct LessonError: Error, Equatable, Sendable, CustomStringConvertible {
    public var file: String
    public var field: String
    public var problem: String

    public init(file: String, field: String, problem: String) {
        self.file = file
        self.field = field
        self.problem = problem
    }

    public var description: String { "\(file): \(field): \(problem)" }
}
