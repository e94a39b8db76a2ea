import Hummingbird

/// Every path the server answers and the methods it answers there, so that a request with another method gets
/// 405 and an `Allow` header rather than a 404 that would suggest the path does not exist.
enum RouteTable {
    /// Path templates, `{…}` standing for one segment, with their methods (every GET is answered to HEAD too:
    /// ``PracticeServer/router()``).
    static let routes: [(template: String, methods: [HTTPRequest.Method])] = [
        ("/", [.get, .head]),
        ("/signin", [.get, .head]),
        ("/review", [.get, .head]),
        ("/page/{file}", [.get, .head]),
        ("/api/v1/analyses", [.post]),
        ("/api/v1/transcriptions", [.post]),
        ("/api/v1/live", [.get, .head]),
        ("/api/v1/session", [.get, .head, .post, .delete]),
        ("/api/v1/learners", [.get, .head]),
        ("/api/v1/learners/{learner}/attempts", [.get, .head]),
        ("/api/v1/learners/{learner}/voice-consent", [.put, .delete]),
        ("/api/v1/attempts/{id}/verdicts", [.post]),
        ("/api/v1/attempts/{id}/recording", [.get, .head]),
        ("/api/v1/attempts/{id}/audio", [.get, .head]),
        ("/api/v1/attempts/{id}/heard", [.get, .head]),
        ("/api/v1/voice", [.get, .head, .put, .delete]),
        ("/api/v1/characters", [.get, .head]),
        ("/api/v1/characters/{character}", [.get, .head]),
        ("/lessons/{learner}", [.get, .head]),
    ]

    /// The methods allowed at `path`, or nil when no route has that shape.
    static func methods(for path: String) -> [HTTPRequest.Method]? {
        let segments = path.split(separator: "/", omittingEmptySubsequences: true)
        return routes.first { route in
            let template = route.template.split(separator: "/", omittingEmptySubsequences: true)
            return template.count == segments.count
                && zip(template, segments).allSatisfy { $0.hasPrefix("{") || $0 == $1 }
        }?.methods
    }
}
