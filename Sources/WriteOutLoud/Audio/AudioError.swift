/// Why an audio file could not be used: always names the file and the problem.
public struct AudioError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong with the file.
    public enum Reason: Hashable, Sendable {
        /// The file does not exist or cannot be opened.
        case unreadable
        /// The file has zero bytes.
        case empty
        /// Neither libsndfile nor FFmpeg recognises the bytes as audio; carries libsndfile's message.
        case notAudio(String)
        /// A container FFmpeg recognised (MP4/M4A, WebM, Ogg, …) is cut off or corrupt; names the container
        /// and what is wrong.
        case damaged(container: String, detail: String)
        /// A container holds no audio stream (a video-only file, say); says what it holds instead.
        case noAudioStream(String)
        /// The audio is in a codec the engine does not decode; carries the codec's name, or the container's
        /// tag for a codec FFmpeg does not know (`known` false).
        case unsupportedCodec(String, known: Bool)
        /// The header promises more audio than the file holds.
        case truncated
        /// The file is audio but holds no samples.
        case noSamples
        /// The audio is shorter than the engine can use.
        case tooShort(duration: Double, minimum: Double)
        /// The audio lasts longer than the engine accepts (seconds).
        case tooLong(maximum: Double)
        /// The file is larger than the engine reads (bytes).
        case tooLarge(bytes: Int, maximum: Int)
        /// The samples contain NaN or infinity.
        case invalidSamples
        /// The decoder failed part-way through; carries the decoder's message.
        case decodingFailed(String)
        /// The file's declared format cannot be used, e.g. zero channels or a zero sample rate.
        case unsupported(String)
    }

    /// The path of the offending file.
    public var file: String
    public var reason: Reason

    public init(file: String, reason: Reason) {
        self.file = file
        self.reason = reason
    }

    /// One line: `path: problem`.
    public var description: String { "\(file): \(problem)" }

    /// The problem in a few words, without the file name.
    public var problem: String {
        switch reason {
        case .unreadable: "cannot be opened (missing or not readable)"
        case .empty: "is empty (0 bytes)"
        case .notAudio(let message): "is not a recognised audio file (\(message))"
        case .damaged(let container, let detail): "is a damaged \(container) file: \(detail)"
        case .noAudioStream(let contents): "has no audio stream (\(contents))"
        case .unsupportedCodec(let codec, known: true): "holds audio in the \(codec) codec, which the engine does not decode"
        case .unsupportedCodec(let tag, known: false): "holds audio in a codec FFmpeg does not know (tag \(tag))"
        case .truncated: "is truncated: its header promises more audio than the file holds"
        case .noSamples: "holds no audio samples"
        case .tooShort(let duration, let minimum):
            "is too short: \(Self.seconds(duration)) of audio, at least \(Self.seconds(minimum)) needed"
        case .tooLong(let maximum): "is too long: more than \(Self.seconds(maximum)) of audio, the most the engine accepts"
        case .tooLarge(let bytes, let maximum): "is too large: \(bytes) bytes, at most \(maximum) accepted"
        case .invalidSamples: "contains samples that are not finite numbers"
        case .decodingFailed(let message): "could not be decoded (\(message))"
        case .unsupported(let message): "has an unsupported format (\(message))"
        }
    }

    private static func seconds(_ value: Double) -> String {
        "\((value * 1000).rounded() / 1000) s"
    }
}
