import Dispatch
import Foundation
import Synchronization
import WriteOutLoud

/// Fits learners' voices for `PUT /api/v1/voice` off the event loop and the engine slots: one enrolment at a
/// time on a thread and decoder of its own (sphinxtrain's `bw` and `mllr_solve` run as child processes that
/// thread waits for), with a bounded line of enrolments waiting. The decoder is built at the first enrolment and
/// kept (one more model in memory).
/// `@unchecked Sendable`: ``recognizer`` is touched only on ``queue``.
final class VoiceEnroller: @unchecked Sendable {
    /// A learner's reading as uploaded: its bytes (for `bw`, which reads files) and its samples.
    struct Reading: Sendable {
        var bytes: Data
        /// For libsndfile to tell the format by (`wav`, `webm`, …).
        var fileExtension: String
        var audio: AudioBuffer
    }

    /// A fitted voice and how much of the prompt was heard before fitting it.
    struct Fitted: Sendable {
        var transform: StoredSpeakerTransform
        var namesHeard: Int
    }

    private let configuration: RecognizerConfiguration?
    private let queueLength: Int
    private let queue = DispatchQueue(label: "wol.enrol")
    private let enrolments = Mutex(0)
    private var recognizer: SpeechRecognizer?

    /// - Parameters:
    ///   - configuration: the servers' recognisers' (nil: the server judges ink only and enrols nobody).
    ///   - queueLength: most enrolments waiting behind the running one.
    init(configuration: RecognizerConfiguration?, queueLength: Int) {
        self.configuration = configuration
        self.queueLength = queueLength
    }

    /// Enrolments being fitted or waiting to be.
    var inProgress: Int { enrolments.withLock { $0 } }

    /// Checks the reading and fits an MLLR transform to it.
    /// - Throws: ``APIError`` 422 on `audio` for a reading too short, silent, clipped, of other words or that
    ///   cannot be aligned, or on a server without a speech model; 503 while too many enrolments wait; 500 when
    ///   the tools are missing or fail.
    func fit(_ reading: Reading, prompt: EnrollmentPrompt) async throws(APIError) -> Fitted {
        guard let configuration else {
            throw APIError(.unprocessableContent, field: "audio", problem: "this server judges ink only (--no-audio): it hears no voices")
        }
        let check = EnrollmentReadingCheck(prompt: prompt)
        do {
            try check.checkLevels(reading.audio)
        } catch {
            throw APIError(.unprocessableContent, field: "audio", problem: error.problem)
        }
        let admitted = enrolments.withLock { count in
            guard count <= queueLength else { return false }
            count += 1
            return true
        }
        guard admitted else {
            throw APIError(
                .serviceUnavailable, field: "(server)", problem: "other learners' voices are being fitted: try again in a minute",
                headers: [.retryAfter: "30"])
        }
        defer { enrolments.withLock { $0 -= 1 } }
        let outcome = await withCheckedContinuation { continuation in
            queue.async {
                continuation.resume(returning: self.fitHere(reading, check: check, configuration: configuration))
            }
        }
        return try outcome.get()
    }

    /// On ``queue`` only. Everything written goes into one temporary folder, removed before returning.
    private func fitHere(
        _ reading: Reading, check: EnrollmentReadingCheck, configuration: RecognizerConfiguration
    ) -> Result<Fitted, APIError> {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("wol-enrol-voice-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        let recording = work.appendingPathComponent("reading.\(reading.fileExtension)")
        do {
            try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
            try reading.bytes.write(to: recording)
        } catch {
            return .failure(APIError(.internalServerError, field: "audio", problem: "could not be stored for fitting"))
        }
        do {
            let recognizer = try self.recognizer ?? SpeechRecognizer(configuration: configuration)
            self.recognizer = recognizer
            let heard = try check.checkWords(reading.audio, recognizer: recognizer)
            let transform = try SpeakerEnrollment(recognizer: recognizer).enroll(
                [EnrollmentTake(audio: recording, words: check.prompt.words)],
                writingTo: work.appendingPathComponent("voice.mllr"))
            let text = try String(contentsOf: transform.url, encoding: .utf8)
            return .success(Fitted(
                transform: StoredSpeakerTransform(acousticModel: configuration.acousticModel.path, text: text),
                namesHeard: heard))
        } catch let error as EnrollmentError {
            return .failure(Self.apiError(error, recording: recording))
        } catch {
            return .failure(APIError(.internalServerError, field: "(server)", problem: "the voice could not be fitted: \(error)"))
        }
    }

    /// The reading's faults are the learner's (422 on `audio`); a missing or broken tool is the server's (500).
    private static func apiError(_ error: EnrollmentError, recording: URL) -> APIError {
        if error.problem.hasPrefix("is missing") {
            return APIError(.internalServerError, field: "(server)", problem: "cannot fit voices: \(error)")
        }
        switch error.subject {
        case "audio", recording.path:
            return APIError(.unprocessableContent, field: "audio", problem: error.problem)
        case "bw", "mllr_solve":
            return APIError(
                .unprocessableContent, field: "audio",
                problem: "could not be aligned with the words shown (\(error.subject): \(error.problem)): read them in order, pausing after each")
        default:
            return APIError(.internalServerError, field: "(server)", problem: "the voice could not be fitted: \(error)")
        }
    }
}
