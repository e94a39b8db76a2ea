import Foundation
import Hummingbird
import WriteOutLoud

/// The `recording` field of an upload, decoded and checked against the engine's format and the server's limits.
enum UploadedRecording {
    /// - Parameters:
    ///   - data: the recording's JSON (format v1; its `audio.file` is ignored, the audio comes in its own field).
    ///   - hasAudio: whether an `audio` field came with it; without one the attempt is judged on its ink alone.
    /// - Throws: ``APIError`` 400 for text that is not JSON, 413 for a part over the size limit, 422 for JSON
    ///   that is not a valid recording or holds more strokes or points than allowed.
    static func decode(_ data: Data, hasAudio: Bool, limits: ServerLimits) throws(APIError) -> Recording {
        guard data.count <= limits.recordingBytes else {
            throw APIError(.contentTooLarge, field: "recording", problem: "is larger than \(limits.recordingBytes) bytes")
        }
        var recording: Recording
        do {
            recording = try RecordingLoader.decode(data, file: "recording", limits: limits.recording)
        } catch {
            let status: HTTPResponse.Status = error.field == "(document)" ? .badRequest : .unprocessableContent
            let field = error.field == "(document)" ? "recording" : "recording.\(error.field)"
            throw APIError(status, field: field, problem: error.problem)
        }
        if hasAudio {
            recording.audio = AudioReference(file: "audio", offset: recording.audio?.offset ?? 0)
        } else {
            recording.audio = nil
        }
        return recording
    }
}
