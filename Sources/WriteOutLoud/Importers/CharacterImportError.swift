/// Why an import of character data could not run.
public enum CharacterImportError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The input directory or file does not exist.
    case missingInput(String)
    /// A file the import needs (not one of the character files it sorts out) is malformed.
    case invalidFile(String, field: String, problem: String)
    /// The Unihan files, needed for readings and filtering, could not be read.
    case unihan(UnihanError)
    /// Writing the output failed.
    case cannotWrite(String, problem: String)

    public var description: String {
        switch self {
        case .missingInput(let path): "\(path): not found"
        case .invalidFile(let path, let field, let problem): "\(path): \(field): \(problem)"
        case .unihan(let error): error.description
        case .cannotWrite(let path, let problem): "\(path): cannot write: \(problem)"
        }
    }
}

extension StrictJSON.Problem {
    /// The problem as an import error naming `file`.
    func invalidFile(_ file: String) -> CharacterImportError {
        .invalidFile(file, field: field, problem: problem)
    }
}
