import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import WriteOutLoud
@testable import WriteOutLoudServer

/// The live session (`GET /api/v1/live`): verdicts as strokes land, the upload's report at the end, and bad
/// messages answered without ending the session.
@Suite struct LiveSessionTests {
    @Test func aStreamedAttemptEndsWithTheReportItsUploadGets() async throws {
        let server = try await SharedEngine.server()
        let app = server.application(host: "127.0.0.1", port: 0)
        try await app.test(.live) { client in
            let replies = try await LiveClient(port: try #require(client.port))
                .exchange(try LiveClient.messages(forFixture: "kou-correct"))
            #expect(replies.first?.type == "ready")
            let verdicts = replies.filter { $0.type == "verdict" }.map(\.object)
            #expect(verdicts.map { $0["drawn"] as? Int } == [0, 1, 2])
            let live = try #require(replies.last { $0.type == "report" }?.object["report"] as? NSDictionary)
            try await client.execute(
                uri: "/api/v1/analyses", method: .post, headers: FormBody.headers,
                body: try FormBody.fixture("kou-correct").closed
            ) { response in
                #expect(response.status == .ok)
                let uploaded = try JSONSerialization.jsonObject(with: Data(buffer: response.body)) as? NSDictionary
                #expect(uploaded == live)
            }
            let reportStrokes = try #require(live["strokes"] as? [[String: Any]])
            let lastVerdicts = try #require(verdicts.last?["strokes"] as? [[String: Any]])
            #expect(lastVerdicts.map { $0["passed"] as? Bool } == reportStrokes.map { $0["passed"] as? Bool })
            let heard = replies.filter { $0.type == "heard" }.map(\.object)
            #expect(!heard.isEmpty)
            for name in heard {
                let index = try #require(name["index"] as? Int)
                let speech = reportStrokes[index]["speech"] as? [String: Any]
                #expect(name["matched"] as? Bool == speech?["matched"] as? Bool)
            }
        }
    }

    /// A live attempt is kept like its upload: sending the same attempt both ways, with the learner's token,
    /// stores it once, in their name.
    @Test func aLiveAttemptIsStoredAsItsUploadIs() async throws {
        let room = try await Classroom()
        let app = try await room.server().application(host: "127.0.0.1", port: 0)
        try await app.test(.live) { client in
            let replies = try await LiveClient(port: try #require(client.port))
                .exchange(try LiveClient.messages(forFixture: "kou-correct", audio: false, token: room.ana.text))
            #expect(replies.last?.type == "report")
            #expect(try await room.store.attempts(learner: "ana").count == 1)
            try await client.execute(
                uri: "/api/v1/analyses", method: .post, headers: FormBody.headers,
                body: try Classroom.upload("kou-correct", ["token": room.ana.text])
            ) { response in #expect(response.status == .ok) }
            #expect(try await room.store.attempts(learner: "ana").count == 1)
        }
    }

    /// A learner's link revoked while their live attempt is open stores nothing more: the attempt's end is
    /// answered with the error a start with that token gets.
    @Test(arguments: ServerStoreKind.allCases)
    func aLinkRevokedMidAttemptStoresNothingMore(kind: ServerStoreKind) async throws {
        let room = try await Classroom(kind)
        let app = try await room.server().application(host: "127.0.0.1", port: 0)
        let store = room.store
        var attempt = try LiveClient.messages(forFixture: "kou-correct", audio: false, token: room.ana.text)
        attempt.insert(.after("ready") { try await store.renewLink(learner: "ana", token: nil) }, at: 1)
        let messages = attempt
        try await app.test(.live) { client in
            let replies = try await LiveClient(port: try #require(client.port)).exchange(messages)
            #expect(replies.filter { $0.type == "verdict" }.count == 3, "the strokes are judged as they land")
            let last = try #require(replies.last)
            #expect(last.type == "error")
            #expect(last.object["field"] as? String == "token")
            #expect(!replies.contains { $0.type == "report" })
        }
        #expect(try await room.store.attemptCount() == 0)
    }

    /// A live start in a learner's name needs their token, as an upload does; without a name it stays open.
    @Test func aLiveStartInALearnersNameNeedsTheirToken() async throws {
        let room = try await Classroom()
        let app = try await room.server().application(host: "127.0.0.1", port: 0)
        let refusals: [(token: String?, learner: String?)] = [
            (nil, "ana"), (AccessToken().text, nil), (room.bo.text, "ana"),
        ]
        let refused = try refusals.map { refusal in
            try #require(
                try LiveClient.messages(forFixture: "kou-correct", audio: false, token: refusal.token, learner: refusal.learner)
                    .first)
        }
        let accepted = try LiveClient.messages(forFixture: "kou-correct", audio: false, token: room.bo.text, learner: "bo")
        try await app.test(.live) { client in
            let replies = try await LiveClient(port: try #require(client.port)).exchange(refused + accepted)
            let errors = replies.filter { $0.type == "error" }.map { $0.object["field"] as? String }
            #expect(errors == ["token", "token", "learner"])
            #expect(replies.last?.type == "report")
            #expect(try await room.store.attempts(learner: "bo").count == 1)
            #expect(try await room.store.attempts(learner: "ana").isEmpty)
        }
    }

    @Test func aStrokeDisplacedByAThirdOfTheBoxFailsTheMomentItLands() throws {
        let recording = try RecordingLoader.decode(try Repository.fixture("kou-correct.json"), file: "kou")
        let first = recording.ink.strokes[0]
        let moved = InkStroke(points: first.points.map { point in
            var point = point
            point.y += recording.ink.height / 3
            return point
        })
        var verdicts: [Bool?] = []
        for stroke in [first, moved] {
            var session = LiveSession(engine: try Self.inkOnlyEngine(), limits: ServerLimits())
            _ = session.receive(text: LiveClient.json([
                "type": "start", "character": "口", "ink": ["width": recording.ink.width, "height": recording.ink.height],
            ]))
            let step = session.receive(text: LiveClient.stroke(stroke))
            guard case .verdict(_, let verdict, _) = step.replies.first else {
                Issue.record("no verdict: \(step.replies)")
                return
            }
            verdicts.append(verdict?.passed)
        }
        #expect(verdicts == [true, false])
    }

    /// 言 written with three pairs of strokes run together, the pen never lifting between them: the session keeps
    /// how many strokes each landing was read as, so the strokes after each pair keep their places and the last
    /// landing reads all seven strokes from the four drawn.
    @Test func pairAfterPairRunTogetherIsFollowedAsItLands() throws {
        let template = try SharedEngine.library.template(for: "言")
        var paths = template.strokes.map(\.points)
        for pair in [5, 3, 1] {
            let (from, to) = (paths[pair].last!, paths[pair + 1].first!)
            paths[pair] += [from + (to - from) * 0.5] + paths[pair + 1]
            paths.remove(at: pair + 1)
        }
        var session = LiveSession(engine: try Self.inkOnlyEngine(), limits: ServerLimits())
        _ = session.receive(text: LiveClient.json([
            "type": "start", "character": "言", "ink": ["width": 1024, "height": 1024],
        ]))
        var time = 0.0
        var last: [LiveStrokeVerdict] = []
        for path in paths {
            let points = Polyline.resample(path, count: max(2, Int(Polyline.length(path) / 20))).map { point in
                time += 0.01
                return InkPoint(x: point.x, y: point.y, t: time)
            }
            guard case .verdict(_, _, let strokes) = session.receive(text: LiveClient.stroke(InkStroke(points: points)))
                .replies.first
            else {
                Issue.record("no verdict")
                return
            }
            last = strokes
        }
        #expect(last.map(\.drawn) == [0, 1, 1, 2, 2, 3, 3])
        #expect(last.allSatisfy { $0.passed }, "\(last.map(\.accuracy))")
    }

    @Test func badMessagesAreAnsweredAndTheSessionGoesOn() async throws {
        let app = try await SharedEngine.server(inkOnly: true).application(host: "127.0.0.1", port: 0)
        let good = try LiveClient.messages(forFixture: "kou-correct", audio: false)
        let backwards = LiveClient.json(["type": "stroke", "points": [["x": 1, "y": 1, "t": 2], ["x": 2, "y": 2, "t": 1]]])
        let bad: [LiveClient.Message] = [
            .text("not json"), .text(#"{"type":"stroke","points":[]}"#), .text(#"{"type":"dance"}"#),
            .text(#"{"type":"start","character":"龘","ink":{"width":100,"height":100}}"#),
            .text(#"{"type":"start","character":"口","ink":{"width":-1,"height":100}}"#),
        ]
        let messages = bad + [good[0], .text(backwards), .binary([0, 0]), .text(#"{"type":"stroke"}"#)] + good.dropFirst()
        try await app.test(.live) { client in
            let replies = try await LiveClient(port: try #require(client.port)).exchange(messages)
            let errors = replies.filter { $0.type == "error" }.map { $0.object["field"] as? String }
            #expect(errors == ["(message)", "type", "type", "character", "ink.width", "points[1].t", "audio", "points"])
            #expect(replies.filter { $0.type == "verdict" }.count == 3)
            #expect(replies.last?.type == "report")
        }
    }

    @Test func aPlainGetIsToldToUpgrade() async throws {
        let app = try await SharedEngine.server(inkOnly: true).application(host: "127.0.0.1", port: 0)
        try await app.test(.router) { client in
            try await client.execute(uri: "/api/v1/live", method: .get) { response in
                #expect(response.status.code == 426)
                #expect(response.headers[.upgrade] == "websocket")
            }
        }
    }

    /// Sessions past the limit are refused, and a session whose client goes away, even without `end`, frees its
    /// place for the next.
    @Test func sessionsPastTheLimitAreRefusedAndLeavingFreesAPlace() async throws {
        var limits = ServerLimits()
        limits.liveSessions = 1
        let app = try await SharedEngine.server(inkOnly: true, limits: limits).application(host: "127.0.0.1", port: 0)
        try await app.test(.live) { client in
            let port = try #require(client.port)
            let held = try RawClient.webSocket(port: port)
            held.sendText(#"{"type":"start","character":"口","ink":{"width":9,"height":9}}"#)
            #expect(try await held.read(until: "ready").hasPrefix("HTTP/1.1 101"))
            let refused = try RawClient.webSocket(port: port)
            refused.sendText(#"{"type":"start","character":"口","ink":{"width":9,"height":9}}"#)
            let refusal = try await refused.read(until: "try again later")
            #expect(refusal.contains(#""field":"(server)""#), "\(refusal)")
            held.hangUp()
            var replies: [LiveReplyText] = []
            for _ in 0..<50 where replies.last?.type != "report" {
                try await Task.sleep(for: .milliseconds(100))
                replies = (try? await LiveClient(port: port)
                    .exchange(try LiveClient.messages(forFixture: "kou-correct", audio: false))) ?? []
            }
            #expect(replies.last?.type == "report")
        }
    }

    private static func inkOnlyEngine() throws -> PracticeEngine {
        PracticeEngine(
            library: SharedEngine.library, strokeAnalyzer: SharedEngine.strokeAnalyzer, recognizers: [nil],
            matcher: StrokeNameMatcher(), store: nil, limits: ServerLimits())
    }
}
