import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import WriteOutLoud
@testable import WriteOutLoudServer

/// `HEAD` is answered on every path of the route table that takes `GET`, as `GET` is (status, type, length,
/// refusals alike), without a body.
@Suite struct HeadRequestTests {
    /// A path of the template with its `{…}` segments filled in.
    static func path(_ template: String, attempt: Int64) -> String {
        template.replacingOccurrences(of: "{file}", with: "app.js").replacingOccurrences(of: "{learner}", with: "ana")
            .replacingOccurrences(of: "{character}", with: "%E5%8F%A3").replacingOccurrences(of: "{id}", with: "\(attempt)")
    }

    @Test func everyGetRouteAnswersHeadAsGetWithoutTheBody() async throws {
        let room = try await Classroom()
        let app = Application(router: try await room.server().router())
        try await app.test(.router) { client in
            try await client.execute(
                uri: "/api/v1/analyses", method: .post, headers: FormBody.headers,
                body: try Classroom.upload("kou-correct", ["token": room.ana.text])
            ) { #expect($0.status == .ok) }
            let attempt = try #require(try await room.store.reviewedAttempts(learner: "ana").first?.id)
            let wang = try await SignedIn.as_("Ms Wang", password: Classroom.password, on: client)
            let routes = RouteTable.routes.filter { $0.methods.contains(.get) }
            #expect(routes.allSatisfy { $0.methods.contains(.head) }, "the table lists HEAD beside every GET")
            for route in routes {
                let uri = Self.path(route.template, attempt: attempt)
                for headers in [HTTPFields(), wang.headers] {
                    let get = try await client.execute(uri: uri, method: .get, headers: headers) { $0 }
                    try await client.execute(uri: uri, method: .head, headers: headers) { head in
                        #expect(head.status == get.status, "HEAD \(uri)")
                        #expect(head.status != .notFound || get.status == .notFound, "HEAD \(uri)")
                        #expect(head.headers[.contentType] == get.headers[.contentType], "HEAD \(uri)")
                        #expect(head.headers[.contentLength] == get.headers[.contentLength], "HEAD \(uri)")
                        #expect(head.body.readableBytes == 0, "HEAD \(uri)")
                    }
                }
            }
            // A path that takes no GET takes no HEAD either.
            try await client.execute(uri: "/api/v1/analyses", method: .head) { response in
                #expect(response.status == .methodNotAllowed)
                #expect(response.headers[.allow] == "POST")
            }
        }
    }
}
