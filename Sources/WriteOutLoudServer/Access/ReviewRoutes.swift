import Foundation
import Hummingbird
import WriteOutLoud

/// What a teacher reviews with: a learner's stored attempts with the engine's verdicts and their own, and
/// `POST /api/v1/attempts/{id}/verdicts` to overrule the engine on a stroke.
struct ReviewRoutes: Sendable {
    let access: AccessControl

    /// A drawn stroke scoring within this many points of the pass threshold is one the engine is unsure of.
    static let unsureMargin = 10.0

    private struct VerdictForm: Decodable {
        var stroke: Int
        var dimension: String
        var verdict: String
        var note: String?
    }

    func register(on router: Router<ServerContext>) {
        router.get("/api/v1/learners/{learner}/attempts") { request, context in
            let raw = context.parameters.get("learner") ?? ""
            let learner = raw.removingPercentEncoding ?? raw
            let token = AccessControl.presentedToken(request, fallback: request.uri.queryParameters.get("token"))
            try await access.ensureMayRead(learner: learner, token: token, request: request)
            return try await attempts(of: learner, query: request.uri.queryParameters)
        }
        router.post("/api/v1/attempts/{id}/verdicts") { request, context in
            try await addVerdict(request, id: context.parameters.get("id") ?? "")
        }
    }

    /// The learner's attempts, newest first, filtered by `character`, `verdict` (`pass`: every stroke passed,
    /// `fail`: one did not) and `unsure` (`true`: a drawn stroke scored near the pass threshold).
    func attempts(of learner: String, query: Parameters) async throws(APIError) -> Response {
        let character = query.get("character")
        if let character, character.count != 1 {
            throw APIError(
                .unprocessableContent, field: "character", problem: "must be exactly one character, got \"\(character)\"")
        }
        let verdict = try Self.verdict(query.get("verdict"), field: "verdict")
        let unsure: Bool?
        switch query.get("unsure") {
        case nil: unsure = nil
        case "true": unsure = true
        case "false": unsure = false
        case let other?: throw APIError(.unprocessableContent, field: "unsure", problem: "is \"\(other)\", expected true or false")
        }
        let attempts: [ReviewedAttempt]
        do {
            attempts = try await access.store?.reviewedAttempts(learner: learner) ?? []
        } catch {
            throw APIError(storeError: error)
        }
        return try JSONOutput.response(attempts.filter { reviewed in
            (character == nil || reviewed.attempt.character == character)
                && (verdict == nil || reviewed.attempt.strokes.allSatisfy(\.passed) == verdict)
                && (unsure == nil || Self.isUnsure(reviewed.attempt) == unsure)
        })
    }

    /// JSON `{stroke, dimension, verdict, note?}` from the learner's teacher, with the CSRF token: 201 with the
    /// verdict kept, beside the engine's on the same stroke and dimension.
    func addVerdict(_ request: Request, id raw: String) async throws(APIError) -> Response {
        let teacher = try await access.teacher(request, writing: true)
        let id = try AccessControl.attemptID(raw)
        let learner = try await access.learner(ofAttempt: id, taughtBy: teacher)
        guard let store = access.store else { throw AccessControl.noAttempt(id) }

        let body = try await BodyReader.read(request, limit: 16 * 1024, seconds: 30)
        let form: VerdictForm
        switch StrictJSON.decode(VerdictForm.self, from: body) {
        case .failure(let failure): throw APIError(.badRequest, field: failure.field, problem: failure.problem)
        case .success(let decoded): form = decoded
        }
        guard let dimension = VerdictDimension(rawValue: form.dimension) else {
            throw APIError(
                .unprocessableContent, field: "dimension", problem: "is \"\(form.dimension)\", expected drawing, name or timing")
        }
        guard let passed = try Self.verdict(form.verdict, field: "verdict") else {
            throw APIError(.unprocessableContent, field: "verdict", problem: "is missing")
        }
        let note = form.note?.trimmingCharacters(in: .whitespacesAndNewlines)
        guard (note?.count ?? 0) <= 1000 else {
            throw APIError(.unprocessableContent, field: "note", problem: "is longer than 1000 characters")
        }
        let reviewed: ReviewedAttempt?
        do {
            reviewed = try await store.reviewedAttempts(learner: learner).first { $0.id == id }
        } catch {
            throw APIError(storeError: error)
        }
        guard let attempt = reviewed?.attempt else { throw AccessControl.noAttempt(id) }
        guard let engine = TeacherVerdict.engineJudgement(of: attempt, stroke: form.stroke, dimension: dimension) else {
            throw APIError(
                .unprocessableContent, field: "stroke",
                problem: "is \(form.stroke), expected 0 to \(attempt.strokes.count - 1) (the attempt's strokes)")
        }
        let verdict = TeacherVerdict(
            attempt: id, stroke: form.stroke, dimension: dimension, teacher: teacher.name,
            givenAt: ISO8601DateFormatter().string(from: Date()), enginePassed: engine.passed, engineScore: engine.score,
            passed: passed, note: note?.isEmpty == false ? note : nil, engineVersion: EngineVersion.current)
        do {
            try await store.addVerdict(verdict)
        } catch {
            throw APIError(storeError: error)
        }
        var response = try JSONOutput.response(verdict)
        response.status = .created
        return response
    }

    /// `pass` or `fail` as a verdict; nil when absent.
    private static func verdict(_ text: String?, field: String) throws(APIError) -> Bool? {
        switch text {
        case nil: nil
        case "pass": true
        case "fail": false
        case let other?: throw APIError(.unprocessableContent, field: field, problem: "is \"\(other)\", expected pass or fail")
        }
    }

    /// Whether a drawn stroke scored within ``unsureMargin`` of the engine's default pass threshold.
    static func isUnsure(_ attempt: LessonAttempt) -> Bool {
        let threshold = StrokeAnalyzerConfiguration.default.passThreshold
        return attempt.strokes.contains { $0.drawn && abs($0.accuracy - threshold) < unsureMargin }
    }
}
