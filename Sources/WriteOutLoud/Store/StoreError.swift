/// Why the progress store could not be opened, written or read: names the file, the part and the problem.
public struct StoreError: Error, Equatable, Sendable, CustomStringConvertible {
    public var file: String
    /// What was wrong: `database` for SQLite's own errors, a recording field otherwise.
    public var field: String
    public var problem: String

    public init(file: String, field: String, problem: String) {
        self.file = file
        self.field = field
        self.problem = problem
    }

    public var description: String { "\(file): \(field): \(problem)" }
}
