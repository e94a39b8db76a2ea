/// Why calibration could not go on: always names the file, the field and the problem.
public struct CalibrationError: Error, Equatable, Sendable, CustomStringConvertible {
    public var file: String
    /// Where in the file: a line and column name for CSV (`line 4, verdict`), a JSON path otherwise.
    public var field: String
    public var problem: String

    public init(file: String, field: String, problem: String) {
        self.file = file
        self.field = field
        self.problem = problem
    }

    public var description: String { "\(file): \(field): \(problem)" }
}
