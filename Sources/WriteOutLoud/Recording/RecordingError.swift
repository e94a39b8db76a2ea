/// Why a recording could not be read: always names the file, the field and the problem.
public struct RecordingError: Error, Equatable, Sendable, CustomStringConvertible {
    public var file: String
    /// JSON path of the offending field, e.g. `ink.strokes[1].points[3].x`.
    public var field: String
    public var problem: String

    public init(file: String, field: String, problem: String) {
        self.file = file
        self.field = field
        self.problem = problem
    }

    public var description: String { "\(file): \(field): \(problem)" }
}
