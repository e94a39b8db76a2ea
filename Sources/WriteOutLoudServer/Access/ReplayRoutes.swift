import Foundation
import Hummingbird
import WriteOutLoud

/// `GET /api/v1/attempts/{id}/recording`, `/audio` and `/heard` (the word heard per stroke): what a teacher
/// replays a learner's attempt with, for
/// that learner's teacher (session cookie) only.
struct ReplayRoutes: Sendable {
    let access: AccessControl

    func register(on router: Router<ServerContext>) {
        router.get("/api/v1/attempts/{id}/recording") { request, context in
            let replay = try await replay(request, id: context.parameters.get("id") ?? "")
            return Self.response(replay.recording, type: "application/json")
        }
        router.get("/api/v1/attempts/{id}/audio") { request, context in
            let replay = try await replay(request, id: context.parameters.get("id") ?? "")
            guard let audio = replay.audio else {
                throw APIError(.notFound, field: "audio", problem: "the attempt was ink only: no voice was kept")
            }
            return Self.response(audio, type: "audio/wav")
        }
        router.get("/api/v1/attempts/{id}/heard") { request, context in
            try JSONOutput.response(try await replay(request, id: context.parameters.get("id") ?? "").heard)
        }
    }

    /// The attempt's replay, once the request proves to be its learner's teacher.
    /// - Throws: 401 without a session, 400 for an id that is not one, 404 for an attempt that does not exist,
    ///   is another class's or anonymous (alike: ``AccessControl/learner(ofAttempt:taughtBy:)``) or kept no
    ///   recording.
    private func replay(_ request: Request, id raw: String) async throws(APIError) -> AttemptReplay {
        let teacher = try await access.teacher(request, writing: false)
        let id = try AccessControl.attemptID(raw)
        _ = try await access.learner(ofAttempt: id, taughtBy: teacher)
        guard let store = access.store else { throw AccessControl.noAttempt(id) }
        let replay: AttemptReplay?
        do {
            replay = try await store.replay(attempt: id)
        } catch {
            throw APIError(storeError: error)
        }
        guard let replay else {
            throw APIError(.notFound, field: "id", problem: "attempt \(id) kept no recording to replay")
        }
        return replay
    }

    private static func response(_ data: Data, type: String) -> Response {
        Response(
            status: .ok, headers: [.contentType: type, .cacheControl: "private, no-store"],
            body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }
}
