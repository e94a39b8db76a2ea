import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import WriteOutLoud
@testable import WriteOutLoudServer

/// `PUT` and `DELETE /api/v1/learners/{learner}/voice-consent`: only the learner's teacher records that they lend
/// their voice; the class list and the lesson show it; the teacher, or the learner forgetting their voice,
/// withdraws it.
@Suite struct VoiceConsentTests {
    @Test(arguments: ServerStoreKind.allCases) func onlyTheTeacherRecordsItAndForgettingTheVoiceWithdrawsIt(
        _ kind: ServerStoreKind
    ) async throws {
        let room = try await Classroom(kind)
        let app = Application(router: try await room.server().router())
        try await app.test(.router) { client in
            let wang = try await SignedIn.as_("Ms Wang", password: Classroom.password, on: client)
            let li = try await SignedIn.as_("Mr Li", password: "mr li's password", on: client)
            var wangWrites = wang.headers
            wangWrites[AccessControl.csrfHeader] = wang.csrfToken
            var liWrites = li.headers
            liWrites[AccessControl.csrfHeader] = li.csrfToken
            let consent = "/api/v1/learners/ana/voice-consent"
            let refusals: [(HTTPRequest.Method, HTTPFields, HTTPResponse.Status, String)] = [
                (.put, [:], .unauthorized, "(session)"),
                (.put, [.authorization: "Bearer \(room.ana.text)"], .unauthorized, "(session)"),
                (.put, wang.headers, .forbidden, "X-CSRF-Token"),
                (.put, liWrites, .forbidden, "learner"),
                (.delete, liWrites, .forbidden, "learner"),
            ]
            for (method, headers, status, field) in refusals {
                try await client.execute(uri: consent, method: method, headers: headers) { response in
                    #expect(response.status == status, "\(method) \(headers)")
                    let error = try ErrorBody.decode(response.body)
                    #expect(error.field == field, "\(method) \(headers)")
                }
            }
            #expect(try await room.store.voiceConsents().isEmpty)

            try await client.execute(uri: consent, method: .put, headers: wangWrites) { response in
                #expect(response.status == .ok)
                let body = try JSONSerialization.jsonObject(with: Data(buffer: response.body)) as? [String: String]
                #expect(body?["learner"] == "ana")
                #expect(body?["givenBy"] == "Ms Wang")
                #expect(body?["voiceLentSince"]?.hasPrefix("20") == true)
            }
            let given = try #require(try await room.store.voiceConsents().first)
            #expect(given.learner == "ana" && given.givenBy == "Ms Wang")
            try await client.execute(uri: "/api/v1/learners", method: .get, headers: wang.headers) { response in
                let learners = try JSONDecoder().decode([ClassLearner].self, from: Data(buffer: response.body))
                #expect(learners.map(\.voiceLentSince) == [given.givenAt])
            }
            try await client.execute(
                uri: "/api/v1/analyses", method: .post, headers: FormBody.headers,
                body: try Classroom.upload("kou-correct", ["token": room.ana.text])
            ) { #expect($0.status == .ok) }
            try await client.execute(uri: "/lessons/ana?token=\(room.ana.text)", method: .get) { response in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body).contains("Lends their voice to train the engine&#39;s ear since \(given.givenAt)")
                    || String(buffer: response.body).contains("Lends their voice to train the engine's ear since \(given.givenAt)"))
            }

            try await client.execute(uri: "/api/v1/voice", method: .delete, headers: [.authorization: "Bearer \(room.ana.text)"]) {
                #expect($0.status == .noContent)
            }
            #expect(try await room.store.voiceConsents().isEmpty, "forgetting the voice withdraws the consent")

            try await client.execute(uri: consent, method: .put, headers: wangWrites) { #expect($0.status == .ok) }
            #expect(try await room.store.voiceConsents().map(\.learner) == ["ana"])
            try await client.execute(uri: consent, method: .delete, headers: wangWrites) { #expect($0.status == .noContent) }
            #expect(try await room.store.voiceConsents().isEmpty)
            try await client.execute(uri: "/lessons/ana?token=\(room.ana.text)", method: .get) { response in
                #expect(!String(buffer: response.body).contains("Lends their voice"))
            }
        }
    }
}
