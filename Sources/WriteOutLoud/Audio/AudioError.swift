/// Why an audio file could not be used: always names the file and the problem.
public struct AudioError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong with the file.
    public enum Reason: Hashable, Sendable {
        /// The file does not exist or cannot be opened.
        case unreadable
        /// The file has zero bytes.
        case empty
        /// libsndfile does not recognise the bytes as audio; carries its message.
        case notAudio(String)
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
        /// The decoder failed part-way through; carries libsndfile's message.
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
