/// Why speech could not be recognised: names the file or setting at fault and the problem.
public struct SpeechError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Hashable, Sendable {
        /// A model, dictionary or lexicon file is missing or unreadable.
        case missingFile
        /// A dictionary or lexicon line cannot be understood; carries the line number and the problem.
        case malformed(line: Int, problem: String)
        /// PocketSphinx refused the configuration; carries its last error message.
        case decoderInitFailed(String)
        /// The grammar built from the vocabulary was refused; carries PocketSphinx's message.
        case grammarRejected(String)
        /// The vocabulary is empty: no dictionary word fits the chosen name languages.
        case emptyVocabulary
        /// A word asked for is not in the dictionary and has no pronunciation given.
        case unknownWord(String)
        /// Decoding failed mid-utterance.
        case decodingFailed(String)
        /// An input chunk or setting is invalid, e.g. a non-positive sample rate.
        case invalidInput(String)
    }

    /// The file or setting concerned, e.g. a dictionary path or `sampleRate`.
    public var subject: String
    public var reason: Reason

    public init(subject: String, reason: Reason) {
        self.subject = subject
        self.reason = reason
    }

    /// One line: `subject: problem`.
    public var description: String { "\(subject): \(problem)" }

    /// The problem in a few words.
    public var problem: String {
        switch reason {
        case .missingFile: "does not exist or cannot be read"
        case .malformed(let line, let problem): "line \(line): \(problem)"
        case .decoderInitFailed(let message): "PocketSphinx could not start: \(message)"
        case .grammarRejected(let message): "the recognition grammar was refused: \(message)"
        case .emptyVocabulary: "has no word for the chosen name languages"
        case .unknownWord(let word): "has no pronunciation for \"\(word)\""
        case .decodingFailed(let message): "decoding failed: \(message)"
        case .invalidInput(let message): message
        }
    }
}
