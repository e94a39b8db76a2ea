/// Why the Unihan data could not be read.
public enum UnihanError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Neither `NAME.txt` nor `NAME.txt.bz2` exists in the Unihan directory; the path is the `.bz2` one looked for.
    case missingFile(String)
    /// The file exists but could not be read.
    case unreadableFile(String)
    /// The file is damaged: bad bzip2 data, or a line that is not `U+XXXX<TAB>field<TAB>value`.
    case corruptFile(String, field: String, problem: String)

    public var description: String {
        switch self {
        case .missingFile(let path):
            "\(path): Unihan file not found (install Debian's unicode-data or pass another Unihan directory)"
        case .unreadableFile(let path):
            "\(path): Unihan file cannot be read"
        case .corruptFile(let path, let field, let problem):
            "\(path): \(field): \(problem)"
        }
    }
}
