import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import WriteOutLoud
@testable import WriteOutLoudServer

/// A teacher's review: their learners' attempts with filters, and verdicts that overrule the engine, kept with
/// the engine's own; nobody else's learners, nothing without a session and its CSRF token.
@Suite struct ReviewTests {
    /// Ana's three attempts (two of 口, one of 日) and bo's one, uploaded with their links; ana's ids, newest
    /// first as the store gives them.
    static func practise(_ room: Classroom, on client: some TestClientProtocol) async throws -> [Int64] {
        for (fixture, token) in [("kou-correct", room.ana), ("kou-reversed", room.ana), ("ri-correct", room.ana), ("shi-missing", room.bo)] {
            try await client.execute(
                uri: "/api/v1/analyses", method: .post, headers: FormBody.headers,
                body: try Classroom.upload(fixture, ["token": token.text])
            ) { response in #expect(response.status == .ok) }
        }
        return try await room.store.reviewedAttempts(learner: "ana").map(\.id)
    }

    static func verdictBody(stroke: Int = 0, dimension: String = "drawing", verdict: String = "fail") -> ByteBuffer {
        ByteBuffer(string: #"{"stroke": \#(stroke), "dimension": "\#(dimension)", "verdict": "\#(verdict)", "note": "too short"}"#)
    }

    @Test func aTeacherOverrulesTheEngineOnTheirLearnersAttemptsOnly() async throws {
        let room = try await Classroom()
        let app = Application(router: try await room.server().router())
        try await app.test(.router) { client in
            let ids = try await Self.practise(room, on: client)
            let bosAttempt = try #require(try await room.store.reviewedAttempts(learner: "bo").first?.id)
            let wang = try await SignedIn.as_("Ms Wang", password: Classroom.password, on: client)
            let li = try await SignedIn.as_("Mr Li", password: "mr li's password", on: client)
            var wangWrites = wang.headers
            wangWrites[AccessControl.csrfHeader] = wang.csrfToken
            wangWrites[.contentType] = "application/json"
            var liWrites = li.headers
            liWrites[AccessControl.csrfHeader] = li.csrfToken

            let refusals: [(String, HTTPFields, ByteBuffer, HTTPResponse.Status, String)] = [
                ("/api/v1/attempts/\(ids[0])/verdicts", [:], Self.verdictBody(), .unauthorized, "(session)"),
                ("/api/v1/attempts/\(ids[0])/verdicts", [.authorization: "Bearer \(room.ana.text)"], Self.verdictBody(), .unauthorized, "(session)"),
                ("/api/v1/attempts/\(ids[0])/verdicts", wang.headers, Self.verdictBody(), .forbidden, "X-CSRF-Token"),
                ("/api/v1/attempts/\(ids[0])/verdicts", liWrites, Self.verdictBody(), .notFound, "id"),
                ("/api/v1/attempts/\(bosAttempt)/verdicts", wangWrites, Self.verdictBody(), .notFound, "id"),
                ("/api/v1/attempts/999999/verdicts", wangWrites, Self.verdictBody(), .notFound, "id"),
                ("/api/v1/attempts/x/verdicts", wangWrites, Self.verdictBody(), .badRequest, "id"),
                ("/api/v1/attempts/\(ids[0])/verdicts", wangWrites, Self.verdictBody(stroke: 9), .unprocessableContent, "stroke"),
                ("/api/v1/attempts/\(ids[0])/verdicts", wangWrites, Self.verdictBody(dimension: "colour"), .unprocessableContent, "dimension"),
                ("/api/v1/attempts/\(ids[0])/verdicts", wangWrites, Self.verdictBody(verdict: "maybe"), .unprocessableContent, "verdict"),
            ]
            for (uri, headers, body, status, field) in refusals {
                try await client.execute(uri: uri, method: .post, headers: headers, body: body) { response in
                    #expect(response.status == status, "\(uri) \(headers)")
                    let error = try ErrorBody.decode(response.body)
                    #expect(error.field == field, "\(uri) \(headers)")
                }
            }
            #expect(try await room.store.verdicts(since: nil).isEmpty)

            // The teacher fails stroke 0 of ana's newest attempt, whatever the engine said of it.
            let engineSaid = try #require(try await room.store.reviewedAttempts(learner: "ana").first?.attempt.strokes.first)
            try await client.execute(
                uri: "/api/v1/attempts/\(ids[0])/verdicts", method: .post, headers: wangWrites, body: Self.verdictBody()
            ) { response in
                #expect(response.status == .created)
                let verdict = try JSONDecoder().decode(TeacherVerdict.self, from: Data(buffer: response.body))
                #expect(verdict.teacher == "Ms Wang")
                #expect(verdict.passed == false)
                #expect(verdict.enginePassed == engineSaid.passed)
                #expect(verdict.engineScore == engineSaid.accuracy)
                #expect(verdict.note == "too short")
                #expect(verdict.engineVersion == EngineVersion.current)
            }
            let kept = try await room.store.verdicts(since: nil)
            #expect(kept.map(\.attempt) == [ids[0]])
            #expect(kept.first?.dimension == .drawing)
        }
    }

    @Test func aTeacherListsTheirLearnersAttemptsNewestFirstWithFilters() async throws {
        let room = try await Classroom()
        let app = Application(router: try await room.server().router())
        try await app.test(.router) { client in
            let ids = try await Self.practise(room, on: client)
            let wang = try await SignedIn.as_("Ms Wang", password: Classroom.password, on: client)
            let li = try await SignedIn.as_("Mr Li", password: "mr li's password", on: client)
            let list = { (query: String, headers: HTTPFields) async throws -> (HTTPResponse.Status, [ReviewedAttempt]) in
                try await client.execute(uri: "/api/v1/learners/ana/attempts\(query)", method: .get, headers: headers) {
                    response in
                    (response.status, response.status == .ok
                        ? try JSONDecoder().decode([ReviewedAttempt].self, from: Data(buffer: response.body)) : [])
                }
            }
            #expect(try await list("", [:]).0 == .unauthorized)
            #expect(try await list("", li.headers).0 == .forbidden)
            #expect(try await list("?token=\(room.bo.text)", [:]).0 == .forbidden)
            #expect(try await list("?verdict=maybe", wang.headers).0 == .unprocessableContent)
            #expect(try await list("?unsure=perhaps", wang.headers).0 == .unprocessableContent)
            for character in ["%E5%8F%A3%E6%97%A5", "", "ab"] {
                #expect(try await list("?character=\(character)", wang.headers).0 == .unprocessableContent, "\(character)")
            }

            let all = try await list("", wang.headers)
            #expect(all.0 == .ok)
            #expect(all.1.map(\.id) == ids)
            let times = all.1.map(\.attempt.recordedAt)
            #expect(times == times.sorted(by: >), "newest first")
            #expect(all.1.map(\.attempt.character).sorted() == ["口", "口", "日"])
            let kou = try await list("?character=%E5%8F%A3", wang.headers).1
            #expect(kou.map(\.id) == all.1.filter { $0.attempt.character == "口" }.map(\.id))
            #expect(kou.count == 2)
            let passed = try await list("?verdict=pass", wang.headers).1
            let failed = try await list("?verdict=fail", wang.headers).1
            #expect(Set(passed.map(\.id)).union(failed.map(\.id)) == Set(ids))
            #expect(passed.allSatisfy { $0.attempt.strokes.allSatisfy(\.passed) })
            #expect(failed.allSatisfy { $0.attempt.strokes.contains { !$0.passed } })
            #expect(failed.contains { $0.attempt.character == "口" }, "kou-reversed fails a stroke")
            let unsure = try await list("?unsure=true", wang.headers).1
            let sure = try await list("?unsure=false", wang.headers).1
            #expect(Set(unsure.map(\.id)).union(sure.map(\.id)) == Set(ids))
            #expect(unsure.allSatisfy { $0.attempt.isNearThePassLine })
            #expect(!sure.contains { $0.attempt.isNearThePassLine })
            // The learner reads their own with their link.
            #expect(try await list("?token=\(room.ana.text)", [:]).1.map(\.id) == ids)
        }
    }
}

extension LessonAttempt {
    /// A drawn stroke within ten points of the default pass threshold.
    fileprivate var isNearThePassLine: Bool {
        strokes.contains { $0.drawn && abs($0.accuracy - StrokeAnalyzerConfiguration.default.passThreshold) < 10 }
    }
}
