/// A problem with one field of one file, said in one line: `file: field: problem`.
///
/// This is the engine's promise for bad input. Each area names it after itself (``RecordingError``,
/// ``CalibrationError``, ``StoreError``, ``LessonError``) so that a signature says where an error comes from.
public struct FileFieldError: Error, Hashable, Sendable, CustomStringConvertible {
    public var file: String
    /// Where in the file, as the area that throws it documents (a JSON path, a CSV line and column …).
    public var field: String
    public var problem: String

    public init(file: String, field: String, problem: String) {
        self.file = file
        self.field = field
        self.problem = problem
    }

    public var description: String { "\(file): \(field): \(problem)" }
}
