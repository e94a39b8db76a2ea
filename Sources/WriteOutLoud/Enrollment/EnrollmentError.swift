/// Why a speaker could not be enrolled: names the file or tool at fault and the problem, on one line.
public struct EnrollmentError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file, word or tool concerned, e.g. a recording's path or `bw`.
    public var subject: String
    /// What is wrong, in a few words.
    public var problem: String
    /// Whether the machine is at fault rather than the recording: a fitting tool is missing or the system cannot
    /// start it. Reading again would not help, so the server answers 500 and `wol enroll` exits 3.
    public var isSetupFault: Bool

    public init(subject: String, problem: String, isSetupFault: Bool = false) {
        self.subject = subject
        self.problem = problem
        self.isSetupFault = isSetupFault
    }

    /// One line: `subject: problem`.
    public var description: String { "\(subject): \(problem)" }
}
