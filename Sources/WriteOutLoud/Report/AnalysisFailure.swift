/// The report line for a recording that could not be analysed, so a batch can go on and say so.
public struct AnalysisFailure: Error, Hashable, Codable, Sendable {
    public var file: String
    public var ok: Bool
    /// One line naming the file, the field and the problem.
    public var error: String

    public init(file: String, error: String) {
        self.file = file
        self.ok = false
        self.error = error
    }
}
