/// Why a speaker could not be enrolled: names the file or tool at fault and the problem, on one line.
public struct EnrollmentError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file, word or tool concerned, e.g. a recording's path or `bw`.
    public var subject: String
    /// What is wrong, in a few words.
    public var problem: String

    public init(subject: String, problem: String) {
        self.subject = subject
        self.problem = problem
    }

    /// One line: `subject: problem`.
    public var description: String { "\(subject): \(problem)" }
}
