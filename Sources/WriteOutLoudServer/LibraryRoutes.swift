import Foundation
import Hummingbird
import WriteOutLoud

/// `GET /api/v1/characters[/{character}]` and `GET /lessons/{learner}`: what the page and teachers read; a
/// lesson only with the learner's token (`?token=` or `Authorization: Bearer`) or their teacher's session.
struct LibraryRoutes: Sendable {
    let engine: PracticeEngine
    let access: AccessControl

    func register(on router: Router<ServerContext>) {
        router.get("/api/v1/characters") { _, _ in try characters() }
        router.get("/api/v1/characters/{character}") { _, context in
            try character(context.parameters.get("character") ?? "")
        }
        router.get("/lessons/{learner}") { request, context in
            let raw = context.parameters.get("learner") ?? ""
            let learner = raw.removingPercentEncoding ?? raw
            let token = AccessControl.presentedToken(request, fallback: request.uri.queryParameters.get("token"))
            try await access.ensureMayRead(learner: learner, token: token, request: request)
            return try await lesson(learner, json: Self.prefersJSON(request))
        }
    }

    /// Every character the library holds, most frequent first: character, pinyin and stroke count.
    func characters() throws(APIError) -> Response {
        do {
            return try JSONOutput.response(try engine.library.summaries().sorted(by: CharacterSummary.listingOrder))
        } catch let error as APIError {
            throw error
        } catch {
            throw APIError(.internalServerError, field: "(library)", problem: "\(error)")
        }
    }

    /// One template with each stroke's name in Chinese, pinyin and English, for animating and labelling it.
    func character(_ raw: String) throws(APIError) -> Response {
        let character = raw.removingPercentEncoding ?? raw
        guard character.count == 1 || CursiveWordComposer.isWord(character) else {
            throw APIError(
                .badRequest, field: "character",
                problem: "must be exactly one character or a word of Latin letters, got \"\(character)\"")
        }
        let template: CharacterTemplate
        do {
            template = try engine.library.template(for: character)
        } catch {
            throw APIError(.notFound, field: "character", problem: PracticeEngine.problem(error))
        }
        return try JSONOutput.response(PracticeTemplate(template))
    }

    /// One learner's lesson report from the progress store: the HTML page, or with `Accept: application/json`
    /// the JSON `wol lesson --format json` prints. The caller has checked who may read it.
    func lesson(_ learner: String, json: Bool) async throws(APIError) -> Response {
        guard let store = engine.store else {
            throw APIError(.notFound, field: "learner", problem: "this server keeps no attempts (start it with --store)")
        }
        let reviews: [ReviewedAttempt]
        let calibration: Calibration?
        let lentSince: String?
        do {
            reviews = try await store.reviewedAttempts(learner: learner)
            calibration = try await store.activeCalibration()?.calibration
            lentSince = try await store.voiceConsents().first { $0.learner == learner }?.givenAt
        } catch {
            throw APIError(storeError: error)
        }
        guard !reviews.isEmpty else {
            throw APIError(.notFound, field: "learner", problem: "no attempts by \(learner) are stored")
        }
        var report = LessonReportBuilder().build(reviews.map(\.attempt), reviews: reviews, calibration: calibration)
        for index in report.learners.indices where report.learners[index].learner == learner {
            report.learners[index].voiceLentSince = lentSince
        }
        if json {
            do {
                return Response(
                    status: .ok, headers: [.contentType: "application/json; charset=utf-8"],
                    body: .init(byteBuffer: ByteBuffer(bytes: try report.encoded() + Data("\n".utf8))))
            } catch {
                throw APIError(.internalServerError, field: "(report)", problem: "\(error)")
            }
        }
        return ReportPageHeaders.response(LessonHTMLRenderer.render(report))
    }

    /// Whether the client asked for JSON rather than the page (`Accept: application/json` without `text/html`).
    static func prefersJSON(_ request: Request) -> Bool {
        let accept = request.headers[.accept]?.lowercased() ?? ""
        return accept.contains("application/json") && !accept.contains("text/html")
    }
}

/// A template as the practice page draws it.
struct PracticeTemplate: Encodable {
    struct Stroke: Encodable {
        var type: String?
        var name: String?
        var pinyin: String?
        var english: String?
        var points: [[Double]]
    }
    var character: String
    var pinyin: [String]
    var definition: String?
    /// Side of the square the points are in.
    var size: Double
    var strokes: [Stroke]
    /// For a cursive word: whose each stroke is and where the letters join; left out for one character.
    var word: CursiveWordLayout?

    init(_ template: CharacterTemplate) {
        character = template.character
        pinyin = template.pinyin
        definition = template.definition
        size = CharacterTemplate.boxSize
        strokes = template.strokes.map {
            Stroke(
                type: $0.type?.rawValue, name: $0.type?.name, pinyin: $0.type?.pinyin, english: $0.type?.english,
                points: $0.points.map { [$0.x, $0.y] })
        }
        word = template.word
    }
}
