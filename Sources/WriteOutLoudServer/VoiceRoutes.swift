import Foundation
import Hummingbird
import WriteOutLoud

/// `/api/v1/voice`: a learner teaches the server their voice, asks whether it knows it, and makes it forget it
/// (docs/api.md, "Voice"). Every call needs the learner's practice link token; a voice is only ever the token's
/// learner's.
struct VoiceRoutes: Sendable {
    let engine: PracticeEngine
    let limits: ServerLimits
    let access: AccessControl

    /// What the three calls answer.
    struct VoiceBody: Encodable {
        var learner: String
        var enrolled: Bool
        /// When the voice was kept, ISO 8601; absent when not enrolled.
        var enrolledAt: String?
        /// The acoustic model folder's name the voice was fitted to; absent when not enrolled.
        var model: String?
        /// Whether this server hears the learner with it (false when fitted to another acoustic model).
        var inUse: Bool
        /// How the model is fitted to the voice: `mllr` (a speaker transform) until the learner's own model
        /// (`mllr+map`: MAP means after the transform) is fitted in the background; absent when not enrolled.
        var adaptation: EnrollmentMethod?
        /// Whether this server is still fitting (or about to fit) the enrolled learner's own model.
        var adapting: Bool
        /// How many of the prompt's stroke names were heard in the reading, of how many (after `PUT` only).
        var namesHeard: Int?
        var namesExpected: Int?
        /// What to read to enrol.
        var prompt: EnrollmentPrompt
    }

    func register(on router: Router<ServerContext>) {
        router.put("/api/v1/voice") { request, _ in try await enrol(request) }
        router.get("/api/v1/voice") { request, _ in try await show(request) }
        router.delete("/api/v1/voice") { request, _ in try await forget(request) }
    }

    /// What the server knows of the learner's voice, and the prompt to read.
    func show(_ request: Request) async throws(APIError) -> Response {
        let learner = try await learner(request, claimed: request.uri.queryParameters.get("learner"))
        return try JSONOutput.response(try await describe(learner))
    }

    /// Deletes the learner's voice (their transform and own model) and withdraws their consent to lend it for
    /// training, so later corpus exports leave them out: 204, also when there was none.
    func forget(_ request: Request) async throws(APIError) -> Response {
        let learner = try await learner(request, claimed: request.uri.queryParameters.get("learner"))
        do {
            _ = try await access.store?.deleteSpeakerTransform(learner: learner)
            _ = try await access.store?.revokeVoiceConsent(learner: learner)
        } catch {
            throw APIError(storeError: error)
        }
        return Response(status: .noContent)
    }

    /// The reading as the request body (any audio type) or as a multipart form's `audio` (with a `learner` field
    /// allowed): fitted, kept as the learner's voice (replacing an earlier one and its own model) and described;
    /// their own model is then fitted to the same reading in the background. The learner is proven from the
    /// headers (`Authorization: Bearer`, and `?learner=`) before the body is read, so a stranger's upload is
    /// refused without reading it.
    func enrol(_ request: Request) async throws(APIError) -> Response {
        let contentType = request.headers[.contentType] ?? ""
        let learner = try await learner(request, claimed: request.uri.queryParameters.get("learner"))
        let body = try await BodyReader.read(request, limit: limits.bodyBytes, seconds: limits.bodySeconds)
        let part: MultipartForm.Part
        if contentType.lowercased().hasPrefix("multipart/") {
            let form = try MultipartForm(body: body, boundary: try MultipartForm.boundary(contentType: contentType))
            if let claimed = try AttemptFields.learner(try form.text("learner")), claimed != learner {
                throw APIError(
                    .forbidden, field: "learner", problem: "is \(claimed), but the token is another learner's link")
            }
            guard let audio = form["audio"] else {
                throw APIError(.badRequest, field: "audio", problem: "is missing: send the reading's sound in this field")
            }
            part = audio
        } else {
            part = MultipartForm.Part(
                name: "audio", filename: "reading.\(Self.fileExtension(contentType))", contentType: contentType,
                data: body)
        }
        guard let store = access.store else { throw APIError(.unauthorized, field: "token", problem: "this server keeps no learners") }
        let audio = try UploadedAudio.read(part, limits: limits)
        let reading = VoiceEnroller.Reading(bytes: part.data, fileExtension: Self.fileExtension(part), audio: audio)
        let fitted = try await engine.enroller.fit(reading, prompt: .practicePage)
        do {
            try await store.saveSpeakerTransform(fitted.transform, learner: learner)
        } catch {
            throw APIError(storeError: error)
        }
        engine.enroller.adaptInBackground(
            reading, prompt: .practicePage, after: fitted.transform, learner: learner, store: store)
        var answer = try await describe(learner)
        answer.namesHeard = fitted.namesHeard
        answer.namesExpected = EnrollmentPrompt.practicePage.names.count
        return try JSONOutput.response(answer)
    }

    /// The learner the request's `Authorization: Bearer` token proves, who must be `claimed` if that is given.
    /// - Throws: 401 on `token` without a current token; 403 on `learner` for another learner's name.
    private func learner(_ request: Request, claimed: String?) async throws(APIError) -> String {
        guard let learner = try await access.attemptLearner(token: AccessControl.presentedToken(request), claimed: claimed)
        else {
            throw APIError(
                .unauthorized, field: "token",
                problem: "is missing: a voice is a learner's, sent with their practice link's token in Authorization: Bearer")
        }
        return learner
    }

    private func describe(_ learner: String) async throws(APIError) -> VoiceBody {
        let stored: StoredSpeakerTransform?
        let ownModel: StoredLearnerModel?
        do {
            stored = try await access.store?.speakerTransform(learner: learner)
            ownModel = stored == nil ? nil : try await access.store?.learnerModel(learner: learner)
        } catch {
            throw APIError(storeError: error)
        }
        return VoiceBody(
            learner: learner, enrolled: stored != nil,
            enrolledAt: stored?.storedAt.map { ISO8601DateFormatter().string(from: $0) },
            model: stored.map { URL(fileURLWithPath: $0.acousticModel).lastPathComponent },
            inUse: stored.map { stored in
                engine.voices.acousticModel.map { LearnerVoices.same(stored.acousticModel, $0) } ?? false
            } ?? false,
            adaptation: stored.map { _ in ownModel == nil ? .mllr : .mllrThenMap },
            adapting: stored != nil && engine.enroller.isAdapting(learner),
            prompt: .practicePage)
    }

    /// The file extension libsndfile tells a body's format by: from a part's file name, else its type.
    private static func fileExtension(_ part: MultipartForm.Part) -> String {
        let named = part.filename.map { URL(fileURLWithPath: $0).pathExtension } ?? ""
        return !named.isEmpty && named.allSatisfy({ $0.isLetter || $0.isNumber }) ? named : fileExtension(part.contentType ?? "")
    }

    private static func fileExtension(_ contentType: String) -> String {
        let subtype = contentType.lowercased().split(separator: ";").first?.split(separator: "/").last ?? ""
        return knownTypes[subtype.trimmingCharacters(in: .whitespaces)] ?? "audio"
    }

    private static let knownTypes = [
        "wav": "wav", "wave": "wav", "x-wav": "wav", "vnd.wave": "wav", "ogg": "ogg", "webm": "webm", "flac": "flac",
        "mpeg": "mp3",
    ]
}
