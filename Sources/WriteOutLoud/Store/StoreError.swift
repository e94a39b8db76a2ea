/// Why the progress store could not be opened, written or read, said in one line: `store: field: problem`.
///
/// `field` is `database` for the database's own errors, `url` for a PostgreSQL URL that cannot be used, a
/// recording field otherwise.
public struct StoreError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The store (a file, or a URL without its password), or the recording at fault.
    public var file: String
    public var field: String
    public var problem: String
    /// The database could not be reached or went away during the call: the same call may succeed later,
    /// and nothing of a write that failed this way was kept unless a retry finds it stored.
    public var isTransient: Bool

    public init(file: String, field: String, problem: String, isTransient: Bool = false) {
        self.file = file
        self.field = field
        self.problem = problem
        self.isTransient = isTransient
    }

    public var description: String { "\(file): \(field): \(problem)" }
}
