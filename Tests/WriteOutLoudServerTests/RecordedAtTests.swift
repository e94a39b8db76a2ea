import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import WriteOutLoud
@testable import WriteOutLoudServer

/// `recordedAt` is checked as a date and time where it enters the server, upload and live start, before
/// anything is judged or stored: a bad one is a 422 (a live `error`) naming it, never a 500 from the store,
/// and nothing is kept that is not what it claims to be.
@Suite struct RecordedAtTests {
    static let refused = ["yesterday", "2025-08-09T10:00:00Z<script>alert(1)</script>", "2026-02-30T10:00:00Z"]

    @Test(arguments: ServerStoreKind.allCases)
    func anUploadWithABadRecordedAtIs422AndNothingIsStored(kind: ServerStoreKind) async throws {
        let room = try await Classroom(kind)
        let app = Application(router: try await room.server().router())
        try await app.test(.router) { client in
            for recordedAt in Self.refused + ["2026-03-02T10:15:00.5+01:00"] {
                let recording = try MalformedRequestTests.recording { $0["recordedAt"] = recordedAt }
                try await client.execute(
                    uri: "/api/v1/analyses", method: .post, headers: FormBody.headers,
                    body: MalformedRequestTests.form(recording: recording, extra: [("token", room.ana.text)])
                ) { response in
                    if Self.refused.contains(recordedAt) {
                        #expect(response.status == .unprocessableContent, "\(recordedAt)")
                        let error = try ErrorBody.decode(response.body)
                        #expect(error.field == "recording.recordedAt", "\(recordedAt)")
                    } else {
                        #expect(response.status == .ok, "\(recordedAt)")
                    }
                }
            }
        }
        #expect(try await room.store.attempts().map(\.recordedAt) == ["2026-03-02T10:15:00.5+01:00"])
    }

    @Test(arguments: ServerStoreKind.allCases)
    func aLiveStartWithABadRecordedAtOpensNothing(kind: ServerStoreKind) async throws {
        let room = try await Classroom(kind)
        let app = try await room.server().application(host: "127.0.0.1", port: 0)
        try await app.test(.live) { client in
            for recordedAt in Self.refused {
                // The session goes on: an anonymous attempt after the refused start ends it.
                let replies = try await LiveClient(port: try #require(client.port)).exchange(
                    try LiveClient.messages(forFixture: "kou-correct", audio: false, token: room.ana.text, recordedAt: recordedAt)
                        + LiveClient.messages(forFixture: "kou-correct", audio: false))
                #expect(replies.first?.type == "error")
                #expect(replies.first?.object["field"] as? String == "recordedAt")
                #expect(replies.filter { $0.type == "report" }.count == 1)
            }
        }
        #expect(try await room.store.attempts(learner: "ana").isEmpty)
        #expect(try await room.store.attempts().map(\.recordedAt) == ["2025-03-14T09:30:12Z"], "the anonymous one, once")
    }
}
