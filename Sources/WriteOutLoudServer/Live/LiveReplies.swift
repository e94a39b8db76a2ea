import WriteOutLoud

/// A message the server sends in a live session, each with its `type` (docs/api.md, `GET /api/v1/live`).
enum LiveReply: Sendable {
    /// The attempt is open: the character and how many strokes it has.
    case ready(character: String, strokes: Int)
    /// The verdicts after drawn stroke `drawn` landed.
    case verdict(drawn: Int, stroke: LiveStrokeVerdict?, strokes: [LiveStrokeVerdict])
    /// What was heard around drawn stroke `drawn`, for template stroke `index`.
    case heard(drawn: Int, index: Int, heard: String?, heardName: StrokeType?, matched: Bool)
    /// The finished attempt's report, as `POST /api/v1/analyses` gives it.
    case report(AnalysisReport)
    /// A message that could not be taken; the session goes on.
    case error(field: String, problem: String)

    /// The message as one JSON text frame.
    func json() throws(APIError) -> String {
        let body: any Encodable
        switch self {
        case .ready(let character, let strokes):
            body = Ready(character: character, strokes: strokes)
        case .verdict(let drawn, let stroke, let strokes):
            body = Verdict(drawn: drawn, stroke: stroke, strokes: strokes)
        case .heard(let drawn, let index, let heard, let heardName, let matched):
            body = Heard(drawn: drawn, index: index, heard: heard, heardName: heardName, matched: matched)
        case .report(let report):
            body = Report(report: report)
        case .error(let field, let problem):
            body = Failure(field: field, problem: problem)
        }
        return String(decoding: try JSONOutput.data(body), as: UTF8.self)
    }

    private struct Ready: Encodable {
        let type = "ready"
        var character: String
        var strokes: Int
    }

    private struct Verdict: Encodable {
        let type = "verdict"
        var drawn: Int
        @ExplicitNull var stroke: LiveStrokeVerdict?
        var strokes: [LiveStrokeVerdict]
    }

    private struct Heard: Encodable {
        let type = "heard"
        var drawn: Int
        var index: Int
        @ExplicitNull var heard: String?
        @ExplicitNull var heardName: StrokeType?
        var matched: Bool
    }

    private struct Report: Encodable {
        let type = "report"
        var report: AnalysisReport
    }

    private struct Failure: Encodable {
        let type = "error"
        var field: String
        var problem: String
    }
}
