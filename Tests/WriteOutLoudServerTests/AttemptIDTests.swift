import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import WriteOutLoud
@testable import WriteOutLoudServer

/// Attempt ids are numbered across classes, so a teacher walking them must learn nothing of other classes: an
/// attempt of another class, or an anonymous one, is answered exactly as one that does not exist.
@Suite struct AttemptIDTests {
    /// What a request was answered, with the attempt's id in the body written `{id}`.
    struct Answer: Equatable, CustomStringConvertible {
        var status: HTTPResponse.Status
        var contentType: String?
        var body: String
        var description: String { "\(status.code) \(body)" }
    }

    @Test(arguments: ServerStoreKind.allCases)
    func anotherClasssAttemptIsAnsweredAsOneThatDoesNotExist(kind: ServerStoreKind) async throws {
        let room = try await Classroom(kind)
        let app = Application(router: try await room.server().router())
        try await app.test(.router) { client in
            _ = try await ReviewTests.practise(room, on: client)
            try await client.execute(
                uri: "/api/v1/analyses", method: .post, headers: FormBody.headers, body: try Classroom.upload("ri-correct")
            ) { #expect($0.status == .ok) }
            let anas = try await room.store.reviewedAttempts(learner: "ana").map(\.id)
            let bos = try await room.store.reviewedAttempts(learner: "bo").map(\.id)
            let anonymous = try await room.store.reviewedAttempts(learner: LessonAttempt.anonymousLearner).map(\.id)
            let missing = try #require((anas + bos + anonymous).max()) + 1000
            let li = try await SignedIn.as_("Mr Li", password: "mr li's password", on: client)
            var liWrites = li.headers
            liWrites[AccessControl.csrfHeader] = li.csrfToken
            liWrites[.contentType] = "application/json"

            let routes: [(HTTPRequest.Method, String, HTTPFields, ByteBuffer?)] = [
                (.get, "recording", li.headers, nil), (.get, "audio", li.headers, nil), (.get, "heard", li.headers, nil),
                (.post, "verdicts", liWrites, ReviewTests.verdictBody()),
            ]
            for (method, route, headers, body) in routes {
                let answer = { (id: Int64) async throws -> Answer in
                    try await client.execute(
                        uri: "/api/v1/attempts/\(id)/\(route)", method: method, headers: headers, body: body
                    ) { response in
                        Answer(
                            status: response.status, contentType: response.headers[.contentType],
                            body: String(buffer: response.body).replacingOccurrences(of: "\(id)", with: "{id}"))
                    }
                }
                let none = try await answer(missing)
                #expect(none.status == .notFound, "\(route)")
                for id in anas + anonymous {
                    #expect(try await answer(id) == none, "\(method) \(route) of attempt \(id)")
                }
                // Mr Li's own learner's attempt is his to read.
                #expect(try await answer(try #require(bos.first)).status == (route == "verdicts" ? .created : route == "audio" ? .notFound : .ok))
            }
        }
        #expect(try await room.store.verdicts(since: nil).map(\.teacher) == ["Mr Li"])
    }
}
