/// Why a character template could not be provided.
public enum CharacterLibraryError: Error, Equatable, Sendable, CustomStringConvertible {
    case missingDirectory(String)
    case unknownCharacter(String, directory: String)
    case invalidFile(String, field: String, problem: String)
    /// A cursive word asked for has a letter the library has no template for: the letter, the word.
    case unknownLetter(String, word: String, directory: String)

    public var description: String {
        switch self {
        case .missingDirectory(let path):
            "\(path): character directory not found"
        case .unknownCharacter(let character, let directory):
            "character \(character) is not in the character library at \(directory)"
        case .invalidFile(let path, let field, let problem):
            "\(path): \(field): \(problem)"
        case .unknownLetter(let letter, let word, let directory):
            "word \(word): letter \(letter) is not in the character library at \(directory)"
        }
    }
}
