import Foundation
import Hummingbird
import WriteOutLoud

/// The `audio` field of an upload, read into samples with the engine's own reader (``AudioFile``: libsndfile's
/// formats, and M4A, WebM and the like as phones and browsers record them).
enum UploadedAudio {
    /// - Parameters:
    ///   - part: the uploaded field; its file name's extension, if any, names the stored copy; the format is told from the bytes.
    ///   - limits: the size and duration caps.
    /// - Throws: ``APIError`` 413 over the size limit, 415 for bytes that are not audio, 422 for audio that is
    ///   empty, truncated or damaged, without an audio stream, in a codec the engine does not decode, too short
    ///   or too long.
    static func read(_ part: MultipartForm.Part, limits: ServerLimits) throws(APIError) -> AudioBuffer {
        guard part.data.count <= limits.audioBytes else {
            throw APIError(.contentTooLarge, field: "audio", problem: "is larger than \(limits.audioBytes) bytes")
        }
        let fileExtension = part.filename.map { URL(fileURLWithPath: $0).pathExtension }
            .flatMap { $0.allSatisfy { $0.isLetter || $0.isNumber } && !$0.isEmpty ? $0 : nil } ?? "audio"
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("wol-upload-\(UUID().uuidString).\(fileExtension)")
        guard FileManager.default.createFile(atPath: url.path, contents: part.data) else {
            throw APIError(.internalServerError, field: "audio", problem: "could not be stored for reading")
        }
        defer { try? FileManager.default.removeItem(at: url) }
        let audio: AudioBuffer
        do {
            audio = try AudioFile.read(url)
        } catch {
            switch error.reason {
            case .notAudio, .unsupported:
                throw APIError(.unsupportedMediaType, field: "audio", problem: error.problem)
            default:
                throw APIError(.unprocessableContent, field: "audio", problem: error.problem)
            }
        }
        guard audio.duration <= limits.audioSeconds else {
            throw APIError(
                .unprocessableContent, field: "audio",
                problem: "is \(Int(audio.duration.rounded())) s long, at most \(Int(limits.audioSeconds)) s are accepted")
        }
        return audio
    }
}
