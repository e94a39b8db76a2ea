import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import WriteOutLoud
@testable import WriteOutLoudServer

/// Who may do what, route by route: no attempt is written in a learner's name and no learner's lesson is read
/// without their practice link's token or their own teacher's session; every refusal is a 401 or 403 naming
/// the field at fault.
@Suite struct AccessTests {
    @Test func anUploadInALearnersNameNeedsTheirToken() async throws {
        let room = try await Classroom()
        let app = Application(router: try await room.server().router())
        try await app.test(.router) { client in
            let refusals: [([String: String], HTTPResponse.Status, String)] = [
                (["learner": "ana"], .unauthorized, "token"),
                (["token": "not-a-token"], .unauthorized, "token"),
                (["token": AccessToken().text], .unauthorized, "token"),
                (["token": room.ana.text, "learner": "bo"], .forbidden, "learner"),
            ]
            for (fields, status, field) in refusals {
                try await client.execute(
                    uri: "/api/v1/analyses", method: .post, headers: FormBody.headers,
                    body: try Classroom.upload("kou-correct", fields)
                ) { response in
                    #expect(response.status == status, "\(fields)")
                    let error = try ErrorBody.decode(response.body)
                    #expect(error.field == field, "\(fields)")
                }
            }
            #expect(try await room.store.attemptCount() == 0)

            try await client.execute(
                uri: "/api/v1/analyses", method: .post, headers: FormBody.headers,
                body: try Classroom.upload("kou-correct", ["token": room.ana.text, "learner": "ana"])
            ) { response in #expect(response.status == .ok) }
            var bearer = FormBody.headers
            bearer[.authorization] = "Bearer \(room.ana.text)"
            try await client.execute(
                uri: "/api/v1/analyses", method: .post, headers: bearer, body: try Classroom.upload("kou-reversed")
            ) { response in #expect(response.status == .ok) }
            #expect(try await room.store.attempts(learner: "ana").count == 2)

            // Anonymous practice stays open; the recording's own `learner` ("learner-a") proves nothing.
            try await client.execute(
                uri: "/api/v1/analyses", method: .post, headers: FormBody.headers, body: try Classroom.upload("ri-correct")
            ) { response in #expect(response.status == .ok) }
            #expect(try await room.store.attempts(learner: "learner-a").isEmpty)
            #expect(try await room.store.attempts(learner: LessonAttempt.anonymousLearner).count == 1)

            // A revoked link writes nothing more.
            try await room.store.renewLink(learner: "ana", token: nil)
            try await client.execute(
                uri: "/api/v1/analyses", method: .post, headers: FormBody.headers,
                body: try Classroom.upload("shi-missing", ["token": room.ana.text])
            ) { response in #expect(response.status == .unauthorized) }
            #expect(try await room.store.attempts(learner: "ana").count == 2)
        }
    }

    @Test func aLessonIsReadWithTheLearnersTokenOrByTheirTeacherOnly() async throws {
        let room = try await Classroom()
        let app = Application(router: try await room.server().router())
        try await app.test(.router) { client in
            for (fixture, token) in [("kou-correct", room.ana), ("kou-reversed", room.bo)] {
                try await client.execute(
                    uri: "/api/v1/analyses", method: .post, headers: FormBody.headers,
                    body: try Classroom.upload(fixture, ["token": token.text])
                ) { response in #expect(response.status == .ok) }
            }
            let wang = try await SignedIn.as_("Ms Wang", password: Classroom.password, on: client)
            let li = try await SignedIn.as_("Mr Li", password: "mr li's password", on: client)
            let json: HTTPFields = [.accept: "application/json"]
            let cases: [(String, HTTPFields, HTTPResponse.Status)] = [
                ("/lessons/ana", json, .unauthorized),
                ("/lessons/ana?token=\(room.bo.text)", json, .forbidden),
                ("/lessons/ana?token=\(AccessToken().text)", json, .unauthorized),
                ("/lessons/ana", [.accept: "application/json", .cookie: li.cookie], .forbidden),
                ("/lessons/ana", [.accept: "application/json", .cookie: "wol_session=\(AccessToken().text)"], .unauthorized),
                ("/lessons/bo", [.accept: "application/json", .cookie: wang.cookie], .forbidden),
                ("/lessons/nobody", [.accept: "application/json", .cookie: wang.cookie], .forbidden),
                ("/lessons/anonymous", [.accept: "application/json", .cookie: wang.cookie], .forbidden),
                ("/lessons/ana?token=\(room.ana.text)", json, .ok),
                ("/lessons/ana", [.accept: "application/json", .authorization: "Bearer \(room.ana.text)"], .ok),
                ("/lessons/ana", [.accept: "application/json", .cookie: wang.cookie], .ok),
                ("/lessons/bo", [.accept: "application/json", .cookie: li.cookie], .ok),
            ]
            for (uri, headers, status) in cases {
                try await client.execute(uri: uri, method: .get, headers: headers) { response in
                    #expect(response.status == status, "\(uri) \(headers)")
                    let body = String(buffer: response.body)
                    if status == .ok {
                        let learner = uri.contains("/bo") ? "bo" : "ana"
                        #expect(body.contains("\"\(learner)\"") && !body.contains(learner == "bo" ? "\"ana\"" : "\"bo\""))
                    } else {
                        let error = try ErrorBody.decode(response.body)
                        #expect(error.problem.isEmpty == false)
                        #expect(!body.contains("kou"), "a refusal tells nothing of the attempts")
                    }
                }
            }
        }
    }

    @Test func aTeacherSignsInWithAStrictCookieAndOutWithTheCSRFToken() async throws {
        let room = try await Classroom()
        let app = Application(router: try await room.server().router())
        try await app.test(.router) { client in
            for body in [#"{"name": "Ms Wang", "password": "wrong password"}"#, #"{"name": "Nobody", "password": "x"}"#] {
                try await client.execute(
                    uri: "/api/v1/session", method: .post, headers: [.contentType: "application/json"],
                    body: ByteBuffer(string: body)
                ) { response in
                    #expect(response.status == .unauthorized)
                    #expect(response.headers[.setCookie] == nil)
                    let error = try ErrorBody.decode(response.body)
                    #expect(error.problem == "the name and password do not match a teacher")
                }
            }
            try await client.execute(
                uri: "/api/v1/session", method: .post, headers: [.contentType: "text/plain"],
                body: ByteBuffer(string: #"{"name": "Ms Wang", "password": "\#(Classroom.password)"}"#)
            ) { response in
                #expect(response.status == .unsupportedMediaType, "a cross-site form cannot sign in")
                #expect(response.headers[.setCookie] == nil)
            }
            try await client.execute(
                uri: "/api/v1/session", method: .post, headers: [.contentType: "application/json"],
                body: ByteBuffer(string: #"{"name": "Ms Wang"}"#)
            ) { response in
                #expect(response.status == .badRequest)
                let error = try ErrorBody.decode(response.body)
                #expect(error.field == "password")
            }
            try await client.execute(
                uri: "/api/v1/session", method: .post,
                headers: [.contentType: "application/json", .init("X-Forwarded-Proto")!: "https"],
                body: ByteBuffer(string: #"{"name": "Ms Wang", "password": "\#(Classroom.password)"}"#)
            ) { response in
                #expect(response.status == .ok)
                let cookie = try #require(response.headers[.setCookie])
                #expect(cookie.hasPrefix("wol_session="))
                for attribute in ["HttpOnly", "SameSite=Strict", "Path=/", "Secure"] {
                    #expect(cookie.contains(attribute), "\(cookie) lacks \(attribute)")
                }
            }

            let wang = try await SignedIn.as_("Ms Wang", password: Classroom.password, on: client)
            try await client.execute(uri: "/api/v1/session", method: .get, headers: wang.headers) { response in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body).contains(#""teacher":"Ms Wang""#))
            }
            try await client.execute(uri: "/api/v1/learners", method: .get, headers: wang.headers) { response in
                #expect(response.status == .ok)
                let learners = try JSONDecoder().decode([ClassLearner].self, from: Data(buffer: response.body))
                #expect(learners == [ClassLearner(name: "ana", teacher: "Ms Wang", hasLink: true)])
            }
            try await client.execute(uri: "/api/v1/learners", method: .get) { response in
                #expect(response.status == .unauthorized)
                let error = try ErrorBody.decode(response.body)
                #expect(error.field == "(session)")
            }
            for csrf in [nil, "wrong", AccessToken().text] {
                var headers = wang.headers
                if let csrf { headers[AccessControl.csrfHeader] = csrf }
                try await client.execute(uri: "/api/v1/session", method: .delete, headers: headers) { response in
                    #expect(response.status == .forbidden)
                    let error = try ErrorBody.decode(response.body)
                    #expect(error.field == "X-CSRF-Token")
                }
            }
            var headers = wang.headers
            headers[AccessControl.csrfHeader] = wang.csrfToken
            try await client.execute(uri: "/api/v1/session", method: .delete, headers: headers) { response in
                #expect(response.status == .noContent)
                #expect(response.headers[.setCookie]?.contains("Max-Age=0") == true)
            }
            try await client.execute(uri: "/api/v1/session", method: .get, headers: wang.headers) { response in
                #expect(response.status == .unauthorized)
            }
        }
    }

    @Test func twoSessionCookiesAreRefusedRatherThanOnePicked() async throws {
        let room = try await Classroom()
        let app = Application(router: try await room.server().router())
        try await app.test(.router) { client in
            let wang = try await SignedIn.as_("Ms Wang", password: Classroom.password, on: client)
            let li = try await SignedIn.as_("Mr Li", password: "mr li's password", on: client)
            var twoHeaders = HTTPFields()
            twoHeaders[values: .cookie] = [li.cookie, wang.cookie]
            let cases: [(String, HTTPFields)] = [
                ("both valid, one header", [.cookie: "\(wang.cookie); \(li.cookie)"]),
                ("a planted one first", [.cookie: "wol_session=\(AccessToken().text); \(wang.cookie)"]),
                ("a planted one last", [.cookie: "\(wang.cookie); wol_session=\(AccessToken().text)"]),
                ("the same twice", [.cookie: "\(wang.cookie); \(wang.cookie)"]),
                ("two headers", twoHeaders),
            ]
            for (name, headers) in cases {
                for uri in ["/api/v1/session", "/api/v1/learners", "/lessons/ana"] {
                    try await client.execute(uri: uri, method: .get, headers: headers) { response in
                        #expect(response.status == .unauthorized, "\(name): \(uri)")
                        let error = try ErrorBody.decode(response.body)
                        #expect(error.field == "(session)", "\(name): \(uri)")
                    }
                }
            }
            // Another cookie beside the one session cookie is no ambiguity.
            try await client.execute(
                uri: "/api/v1/session", method: .get, headers: [.cookie: "theme=dark; \(wang.cookie); lang=zh"]
            ) { response in #expect(response.status == .ok) }
        }
    }

    @Test func failedSignInsLockTheNameOutEvenForTheRightPassword() async throws {
        let room = try await Classroom()
        var settings = AccessSettings()
        settings.freeFailuresPerName = 2
        settings.firstLockSeconds = 60
        let app = Application(router: try await room.server(access: settings).router())
        try await app.test(.router) { client in
            for attempt in 1...3 {
                try await client.execute(
                    uri: "/api/v1/session", method: .post, headers: [.contentType: "application/json"],
                    body: ByteBuffer(string: #"{"name": "Ms Wang", "password": "guess \#(attempt)"}"#)
                ) { response in #expect(response.status == .unauthorized) }
            }
            try await client.execute(
                uri: "/api/v1/session", method: .post, headers: [.contentType: "application/json"],
                body: ByteBuffer(string: #"{"name": "Ms Wang", "password": "\#(Classroom.password)"}"#)
            ) { response in
                #expect(response.status == .tooManyRequests)
                #expect(response.headers[.setCookie] == nil)
                let error = try ErrorBody.decode(response.body)
                #expect(error.field == "name")
                // The 60 s lock less the time the requests took since (seconds on a loaded machine).
                let wait = try #require(response.headers[.retryAfter].flatMap(Int.init))
                #expect((1...60).contains(wait))
            }
            // Another teacher signing in from the same address is not held up by Ms Wang's lock.
            _ = try await SignedIn.as_("Mr Li", password: "mr li's password", on: client)
        }
    }

    @Test func eachFailurePastTheFreeOnesDoublesTheLockUpToTheLongest() async {
        var settings = AccessSettings()
        settings.freeFailuresPerName = 2
        settings.freeFailuresPerAddress = 100
        settings.longestLockSeconds = 6
        let throttle = SignInThrottle(settings: settings)
        let start = Date(timeIntervalSince1970: 1_000_000)
        var locks: [Double?] = []
        for _ in 1...6 {
            await throttle.failed(name: "Ms Wang", address: "10.0.0.1", now: start)
            locks.append(await throttle.wait(name: "ms wang", address: "10.0.0.2", now: start))
        }
        #expect(locks == [nil, nil, 1, 2, 4, 6])
        #expect(await throttle.wait(name: "Ms Wang", address: "10.0.0.1", now: start.addingTimeInterval(6)) == nil)
        await throttle.succeeded(name: "Ms Wang")
        await throttle.failed(name: "Ms Wang", address: "10.0.0.1", now: start)
        #expect(await throttle.wait(name: "Ms Wang", address: "10.0.0.1", now: start) == nil)
    }

    @Test func manyNamesTriedFromOneAddressLockTheAddress() async {
        var settings = AccessSettings()
        settings.freeFailuresPerAddress = 3
        let throttle = SignInThrottle(settings: settings)
        let now = Date()
        for index in 1...4 { await throttle.failed(name: "teacher \(index)", address: "10.0.0.9", now: now) }
        #expect(await throttle.wait(name: "teacher 5", address: "10.0.0.9", now: now) != nil)
        #expect(await throttle.wait(name: "teacher 5", address: "10.0.0.10", now: now) == nil)
    }
}
