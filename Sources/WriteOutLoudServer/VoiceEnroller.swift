import Dispatch
import Foundation
import Synchronization
import WriteOutLoud

/// Fits learners' voices for `PUT /api/v1/voice` off the event loop and the engine slots: one fit at a time on a
/// thread and decoder of its own (sphinxtrain's `bw`, `mllr_solve` and `map_adapt` run as child processes that
/// thread waits for), with a bounded line of enrolments waiting. The decoder is built at the first enrolment and
/// kept (one more model in memory).
///
/// A learner's MLLR transform is fitted while they wait; their own model (MAP means after that transform) is then
/// fitted in the background (``adaptInBackground(_:prompt:after:learner:store:)``) and kept in the store. A learner
/// waiting for a transform goes before background fits, and a learner's newer reading replaces their older one
/// still waiting.
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
    private let fitsOwnModels: Bool
    private let queue = DispatchQueue(label: "wol.enrol")
    private let enrolments = Mutex(0)
    private let jobs = Mutex(Jobs())
    private var recognizer: SpeechRecognizer?
    private let tools = Mutex<URL?>(nil)

    /// Work waiting for ``queue``; each job submitted adds one turn of ``runNext()`` to the queue.
    private struct Jobs {
        /// Transforms learners wait for, oldest first.
        var fits: [@Sendable () -> Void] = []
        /// Background MAP fits, oldest first, one per learner.
        var maps: [(learner: String, work: @Sendable () -> Void)] = []
        /// Learners whose MAP fit waits, runs or is being stored, and how many of theirs do.
        var adapting: [String: Int] = [:]
    }

    /// - Parameters:
    ///   - configuration: the servers' recognisers' (nil: the server judges ink only and enrols nobody).
    ///   - queueLength: most enrolments waiting behind the running one.
    ///   - fitsOwnModels: whether learners' own models are fitted after their transforms.
    init(configuration: RecognizerConfiguration?, queueLength: Int, fitsOwnModels: Bool) {
        self.configuration = configuration
        self.queueLength = queueLength
        self.fitsOwnModels = fitsOwnModels
    }

    /// Enrolments being fitted or waiting to be.
    var inProgress: Int { enrolments.withLock { $0 } }

    /// Whether `learner`'s own model is being fitted (or waits to be) on this server.
    func isAdapting(_ learner: String) -> Bool { jobs.withLock { $0.adapting[learner, default: 0] > 0 } }

    /// Where sphinxtrain's programs are, nil for Debian's (``SpeakerEnrollment/toolsFolder``;
    /// ``PracticeEngine/sphinxtrainFolder``). Tests give a folder of their own to see which fits ran, in what
    /// order, or to make one step fail.
    var toolsFolder: URL? {
        get { tools.withLock { $0 } }
        set { tools.withLock { $0 = newValue } }
    }

    /// For tests: what waits for the fitting thread, transforms (how many) and own models (whose, oldest first).
    var waiting: (transforms: Int, ownModels: [String]) { jobs.withLock { ($0.fits.count, $0.maps.map(\.learner)) } }

    /// For tests: keeps the fitting thread busy until the returned closure is called, so that work submitted
    /// meanwhile lines up (``waiting``) and is then taken in the order ``runNext()`` chooses.
    func hold() -> @Sendable () -> Void {
        let held = DispatchSemaphore(value: 0)
        queue.async { held.wait() }
        return { held.signal() }
    }

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
            let work: @Sendable () -> Void = {
                continuation.resume(returning: self.fitHere(reading, check: check, configuration: configuration))
            }
            jobs.withLock { $0.fits.append(work) }
            queue.async { self.runNext() }
        }
        return try outcome.get()
    }

    /// Fits `learner`'s own model to the reading their transform was just fitted to (MLLR then MAP), in the
    /// background, and keeps its means in `store` if the transform is still theirs by then. Returns at once. A
    /// fit that fails, or finds too many others waiting, is logged and leaves the transform in use. Does nothing on
    /// a server that fits no own models.
    func adaptInBackground(
        _ reading: Reading, prompt: EnrollmentPrompt, after transform: StoredSpeakerTransform, learner: String,
        store: any ProgressStore
    ) {
        guard let configuration, fitsOwnModels else { return }
        let work: @Sendable () -> Void = {
            let outcome = self.adaptHere(reading, words: prompt.words, after: transform, configuration: configuration)
            Task {
                await Self.keep(outcome, after: transform, learner: learner, store: store)
                self.jobs.withLock { jobs in
                    jobs.adapting[learner, default: 1] -= 1
                    if jobs.adapting[learner] == 0 { jobs.adapting[learner] = nil }
                }
            }
        }
        let queued = jobs.withLock { jobs in
            if let waiting = jobs.maps.firstIndex(where: { $0.learner == learner }) {
                jobs.maps[waiting].work = work
                return true
            }
            guard jobs.maps.count < queueLength else { return false }
            jobs.maps.append((learner, work))
            jobs.adapting[learner, default: 0] += 1
            return true
        }
        guard queued else {
            VoiceLog.logger.warning(
                "learner \(learner)'s own model was not fitted: too many others wait; their speaker transform stays in use")
            return
        }
        queue.async { self.runNext() }
    }

    /// On ``queue`` only: the next transform a learner waits for, else the next background fit.
    private func runNext() {
        let next = jobs.withLock { jobs -> (@Sendable () -> Void)? in
            if !jobs.fits.isEmpty { return jobs.fits.removeFirst() }
            return jobs.maps.isEmpty ? nil : jobs.maps.removeFirst().work
        }
        next?()
    }

    /// Stores fitted means, or logs why there are none.
    private static func keep(
        _ outcome: Result<LearnerMeans, EnrollmentError>, after transform: StoredSpeakerTransform, learner: String,
        store: any ProgressStore
    ) async {
        let means: LearnerMeans
        switch outcome {
        case .success(let fitted): means = fitted
        case .failure(let error):
            VoiceLog.logger.warning(
                "learner \(learner)'s own model could not be fitted (\(error)); their speaker transform stays in use")
            return
        }
        do {
            let kept = try await store.saveLearnerModel(
                means, acousticModel: transform.acousticModel, learner: learner, fittedAfter: transform.text)
            if let kept {
                VoiceLog.logger.info("learner \(learner)'s own model is kept (means \(kept.meansDigest.prefix(12)))")
            } else {
                VoiceLog.logger.info(
                    "learner \(learner)'s own model was not kept: they enrolled again or forgot their voice meanwhile")
            }
        } catch {
            VoiceLog.logger.warning(
                "learner \(learner)'s own model could not be kept (\(error)); their speaker transform stays in use")
        }
    }

    /// On ``queue`` only: the means of the learner's model, fitted by MAP from the reading after `transform`, and
    /// their digest (computed here, off the threads that serve requests).
    private func adaptHere(
        _ reading: Reading, words: [String], after transform: StoredSpeakerTransform,
        configuration: RecognizerConfiguration
    ) -> Result<LearnerMeans, EnrollmentError> {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("wol-enrol-voice-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        let recording = work.appendingPathComponent("reading.\(reading.fileExtension)")
        let transformFile = work.appendingPathComponent("voice.mllr")
        return Result { () throws(EnrollmentError) in
            do {
                try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
                try reading.bytes.write(to: recording)
                try transform.text.write(to: transformFile, atomically: true, encoding: .utf8)
            } catch {
                throw EnrollmentError(subject: work.path, problem: "cannot be written: \(error.localizedDescription)")
            }
            let recognizer: SpeechRecognizer
            do {
                recognizer = try self.recognizer ?? SpeechRecognizer(configuration: configuration)
                self.recognizer = recognizer
            } catch {
                throw EnrollmentError(subject: "recogniser", problem: "\(error)")
            }
            let speakerTransform: SpeakerTransform
            do {
                speakerTransform = try SpeakerTransform(contentsOf: transformFile)
            } catch {
                throw EnrollmentError(subject: "transform", problem: "\(error)")
            }
            let model = try SpeakerEnrollment(recognizer: recognizer, toolsFolder: self.toolsFolder).adaptModel(
                [EnrollmentTake(audio: recording, words: words)],
                writingTo: work.appendingPathComponent("model"), after: speakerTransform)
            do {
                return LearnerMeans(try Data(contentsOf: model.appendingPathComponent("means")))
            } catch {
                throw EnrollmentError(subject: model.path, problem: "has no readable means: \(error.localizedDescription)")
            }
        }
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
            let transform = try SpeakerEnrollment(recognizer: recognizer, toolsFolder: self.toolsFolder).enroll(
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

    /// The reading's faults are the learner's (422 on `audio`), and so is `bw` or `mllr_solve` failing on it (it
    /// could not be aligned with the words shown); a tool missing or one the system cannot start, and anything
    /// else, is the server's (500).
    private static func apiError(_ error: EnrollmentError, recording: URL) -> APIError {
        if error.isSetupFault {
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
