import Foundation
import Hummingbird
import WriteOutLoud

/// `PUT` and `DELETE /api/v1/learners/{learner}/voice-consent`: the learner's teacher records that the learner
/// lends their voice to train the engine's acoustic model (`wol corpus export`), or withdraws it
/// (docs/security.md, "Lending a voice").
struct ConsentRoutes: Sendable {
    let access: AccessControl

    /// What recording consent answers.
    struct ConsentBody: Encodable {
        var learner: String
        /// When the consent was given, ISO 8601 (its first time when it was given before).
        var voiceLentSince: String
        var givenBy: String
    }

    func register(on router: Router<ServerContext>) {
        router.put("/api/v1/learners/{learner}/voice-consent") { request, context in
            try await give(request, learner: context.parameters.get("learner") ?? "")
        }
        router.delete("/api/v1/learners/{learner}/voice-consent") { request, context in
            try await revoke(request, learner: context.parameters.get("learner") ?? "")
        }
    }

    /// Records the consent (keeping its first time when it stands already): 200 with it.
    func give(_ request: Request, learner raw: String) async throws(APIError) -> Response {
        let (teacher, learner) = try await teacherOf(request, learner: raw)
        let store = try store()
        let consent: VoiceConsent
        do {
            consent = try await store.giveVoiceConsent(learner: learner, teacher: teacher.name, at: Date())
        } catch {
            throw APIError(storeError: error)
        }
        return try JSONOutput.response(
            ConsentBody(learner: consent.learner, voiceLentSince: consent.givenAt, givenBy: consent.givenBy))
    }

    /// Withdraws the consent: 204, also when there was none.
    func revoke(_ request: Request, learner raw: String) async throws(APIError) -> Response {
        let (_, learner) = try await teacherOf(request, learner: raw)
        let store = try store()
        do {
            _ = try await store.revokeVoiceConsent(learner: learner)
        } catch {
            throw APIError(storeError: error)
        }
        return Response(status: .noContent)
    }

    /// The signed-in teacher (with the CSRF token) and the path's learner, who must be in their class.
    private func teacherOf(_ request: Request, learner raw: String) async throws(APIError) -> (SignedInTeacher, String) {
        let teacher = try await access.teacher(request, writing: true)
        let learner = raw.removingPercentEncoding ?? raw
        try await access.ensureTeaches(teacher, learner: learner)
        return (teacher, learner)
    }

    private func store() throws(APIError) -> any ProgressStore {
        guard let store = access.store else {
            throw APIError(.unauthorized, field: "(session)", problem: "this server has no teachers (start it with --store)")
        }
        return store
    }
}
