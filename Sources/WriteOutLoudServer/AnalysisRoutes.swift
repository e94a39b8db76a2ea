import Foundation
import Hummingbird
import WriteOutLoud

/// `POST /api/v1/analyses` and `POST /api/v1/transcriptions`: uploads judged by the engine.
struct AnalysisRoutes: Sendable {
    let engine: PracticeEngine
    let limits: ServerLimits
    let access: AccessControl

    func register(on router: Router<ServerContext>) {
        router.post("/api/v1/analyses") { request, context in try await analyze(request, context: context) }
        router.post("/api/v1/transcriptions") { request, context in try await transcribe(request, context: context) }
    }

    /// Multipart fields `recording` (format v1 JSON), `audio` (optional), `token`, `learner` and `lang` (optional);
    /// the report as JSON, or as the HTML page when the client accepts `text/html` and not JSON. An attempt in a
    /// learner's name needs their practice link's token (the field, or `Authorization: Bearer`); without one it
    /// is anonymous.
    func analyze(_ request: Request, context: ServerContext) async throws(APIError) -> Response {
        // A token in the headers is checked before the body is read: a stranger's upload is refused unread.
        if let bearer = AccessControl.presentedToken(request) { _ = try await access.learner(presenting: bearer) }
        let form = try await readForm(request)
        guard let recordingPart = form["recording"] else {
            throw APIError(.badRequest, field: "recording", problem: "is missing: send the recording's JSON in this field")
        }
        let language = try AttemptFields.language(try form.text("lang"))
        var recording = try UploadedRecording.decode(recordingPart.data, hasAudio: form["audio"] != nil, limits: limits)
        // The recording's own `learner` proves nothing: the attempt is the token's learner's, or anonymous.
        recording.learner = try await access.attemptLearner(
            token: AccessControl.presentedToken(request, fallback: try form.text("token")),
            claimed: try AttemptFields.learner(try form.text("learner")))
        let audio = try form["audio"].map { part throws(APIError) in try UploadedAudio.read(part, limits: limits) }
        let analysis = try await engine.analyze(
            recording, audio: audio, language: language, for: await HangUpWatcher.on(context.channel))
        if Self.prefersHTML(request) {
            return ReportPageHeaders.response(HTMLReportRenderer(language: language).render(
                analysis.report, recording: analysis.recording, template: analysis.template))
        }
        return try JSONOutput.response(analysis.report, pretty: true)
    }

    /// Multipart fields `audio` and `expect` (optional, comma-separated stroke names): the words heard, as
    /// `wol transcribe --format json` prints them.
    func transcribe(_ request: Request, context: ServerContext) async throws(APIError) -> Response {
        let form = try await readForm(request)
        guard let part = form["audio"] else {
            throw APIError(.badRequest, field: "audio", problem: "is missing: send the recording's sound in this field")
        }
        let expected = try form.text("expect").map { list throws(APIError) in try Self.strokeNames(list) }
        let audio = try UploadedAudio.read(part, limits: limits)
        return try JSONOutput.response(try await engine.transcribe(
            audio, expecting: expected, for: await HangUpWatcher.on(context.channel)))
    }

    private func readForm(_ request: Request) async throws(APIError) -> MultipartForm {
        let boundary = try MultipartForm.boundary(contentType: request.headers[.contentType])
        let body = try await BodyReader.read(request, limit: limits.bodyBytes, seconds: limits.bodySeconds)
        return try MultipartForm(body: body, boundary: boundary)
    }

    /// `竖,横折`, `shu,hengzhe` or `vertical,horizontal turn`.
    static func strokeNames(_ list: String) throws(APIError) -> [StrokeType] {
        var names: [StrokeType] = []
        for item in list.split(separator: ",") {
            let name = item.trimmingCharacters(in: .whitespaces)
            guard let stroke = StrokeType(spokenName: name) else {
                throw APIError(.unprocessableContent, field: "expect", problem: "\"\(name)\" is not a stroke name")
            }
            names.append(stroke)
        }
        return names
    }

    /// Whether the client asked for HTML rather than JSON (a browser navigating, or `Accept: text/html`).
    static func prefersHTML(_ request: Request) -> Bool {
        let accept = request.headers[.accept]?.lowercased() ?? ""
        return accept.contains("text/html") && !accept.contains("application/json")
    }
}
