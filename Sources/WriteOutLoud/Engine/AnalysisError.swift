/// Why a recording could not be analysed; its description is the one-line message users see.
public enum AnalysisError: Error, Sendable, CustomStringConvertible {
    case recording(RecordingError)
    case character(file: String, CharacterLibraryError)
    case audio(file: String, AudioError)
    case speech(file: String, SpeechError)
    /// Judging the ink took longer than the analyzer's time limit, in seconds.
    case overTime(file: String, seconds: Double)

    public var description: String {
        switch self {
        case .recording(let error): error.description
        case .character(let file, .unknownCharacter(let character, let directory)):
            "\(file): character: \(character) is not in the character library at \(directory)"
        case .character(let file, .unknownLetter(let letter, let word, let directory)):
            "\(file): character: letter \(letter) of \(word) is not in the character library at \(directory)"
        case .character(let file, let error): "\(file): character: \(error)"
        case .audio(let file, let error): "\(file): audio.file: \(error)"
        case .speech(let file, let error): "\(file): audio: \(error)"
        case .overTime(let file, let seconds):
            "\(file): ink: judging it took longer than the \(seconds.formatted()) s allowed per recording; given up"
        }
    }
}
