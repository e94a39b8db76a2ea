import Foundation

/// Reads audio files and recognises their stroke names, turning every failure into a result rather than an
/// exception, so that one bad file does not stop a batch.
public final class FileTranscriber {
    private let recognizer: SpeechRecognizer
    private let aligner: ExpectedNameAligner

    /// - Parameters:
    ///   - configuration: the recogniser to build.
    ///   - matcher: how heard words are matched with expected names (homophones, tones).
    /// - Throws: ``SpeechError`` when the recogniser cannot be built.
    public init(configuration: RecognizerConfiguration, matcher: StrokeNameMatcher = StrokeNameMatcher())
        throws(SpeechError)
    {
        recognizer = try SpeechRecognizer(configuration: configuration)
        aligner = ExpectedNameAligner(matcher: matcher)
    }

    /// Transcribes one file.
    /// - Parameters:
    ///   - url: an audio file.
    ///   - expected: names the learner should have said, in order; nil when unknown.
    /// - Returns: the words and levels, the per-name verdicts when `expected` is given, or the error.
    public func transcribe(_ url: URL, expecting expected: [StrokeType]?) -> FileTranscription {
        do {
            let audio = try AudioFile.read(url)
            let words = try recognizer.transcribe(audio, expecting: expected)
            return FileTranscription(
                file: url.path, ok: true, words: words,
                expected: expected.map { aligner.align(expected: $0, words: words) },
                levels: AudioLevels(measuring: audio))
        } catch let error as AudioError {
            return FileTranscription(file: url.path, ok: false, error: error.description)
        } catch let error as SpeechError {
            return FileTranscription(file: url.path, ok: false, error: "\(url.path): \(error.description)")
        } catch {
            return FileTranscription(file: url.path, ok: false, error: "\(url.path): \(error)")
        }
    }
}
