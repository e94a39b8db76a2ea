import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import WriteOutLoud
@testable import WriteOutLoudServer

/// An attempt's recording and voice, kept for a learner's attempts only and read back by their teacher only.
@Suite struct ReplayTests {
    @Test func onlyTheLearnersTeacherReadsTheirAttemptsRecordingAndVoice() async throws {
        let room = try await Classroom()
        let app = Application(router: try await room.server().router())
        try await app.test(.router) { client in
            var withVoice = try FormBody.fixture("kou-correct", audio: true)
            withVoice.add("token", room.ana.text)
            for body in [withVoice.closed, try Classroom.upload("ri-correct"), try Classroom.upload("shi-missing", ["token": room.ana.text])] {
                try await client.execute(uri: "/api/v1/analyses", method: .post, headers: FormBody.headers, body: body) {
                    #expect($0.status == .ok)
                }
            }
            let ana = try await room.store.reviewedAttempts(learner: "ana").map(\.id)
            let anonymous = try #require(try await room.store.reviewedAttempts(learner: LessonAttempt.anonymousLearner).first?.id)
            #expect(ana.count == 2)
            #expect(try await room.store.replay(attempt: anonymous) == nil)
            let voiced = try #require(ana.last)
            let inkOnly = try #require(ana.first)

            let wang = try await SignedIn.as_("Ms Wang", password: Classroom.password, on: client)
            let li = try await SignedIn.as_("Mr Li", password: "mr li's password", on: client)
            for route in ["recording", "audio", "heard"] {
                let refusals: [(String, HTTPFields, HTTPResponse.Status, String)] = [
                    ("/api/v1/attempts/\(voiced)/\(route)", [:], .unauthorized, "(session)"),
                    ("/api/v1/attempts/\(voiced)/\(route)", [.authorization: "Bearer \(room.ana.text)"], .unauthorized, "(session)"),
                    ("/api/v1/attempts/\(voiced)/\(route)", [.cookie: "wol_session=forged"], .unauthorized, "(session)"),
                    ("/api/v1/attempts/\(voiced)/\(route)", li.headers, .notFound, "id"),
                    ("/api/v1/attempts/\(anonymous)/\(route)", wang.headers, .notFound, "id"),
                    ("/api/v1/attempts/999999/\(route)", wang.headers, .notFound, "id"),
                    ("/api/v1/attempts/x/\(route)", wang.headers, .badRequest, "id"),
                ]
                for (uri, headers, status, field) in refusals {
                    try await client.execute(uri: uri, method: .get, headers: headers) { response in
                        #expect(response.status == status, "\(uri) \(headers)")
                        let error = try ErrorBody.decode(response.body)
                        #expect(error.field == field, "\(uri) \(headers)")
                    }
                }
            }

            let uploaded = try JSONDecoder().decode(Recording.self, from: try Repository.fixture("kou-correct.json"))
            try await client.execute(uri: "/api/v1/attempts/\(voiced)/recording", method: .get, headers: wang.headers) { response in
                #expect(response.status == .ok)
                let kept = try JSONDecoder().decode(Recording.self, from: Data(buffer: response.body))
                #expect(kept.ink == uploaded.ink)
                #expect(kept.learner == "ana")
            }
            try await client.execute(uri: "/api/v1/attempts/\(voiced)/audio", method: .get, headers: wang.headers) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "audio/wav")
                let url = FileManager.default.temporaryDirectory.appendingPathComponent("wol-replay-\(UUID().uuidString).wav")
                defer { try? FileManager.default.removeItem(at: url) }
                try Data(buffer: response.body).write(to: url)
                let voice = try AudioFile.read(url)
                let original = try AudioFile.read(Repository.fixtures.appendingPathComponent("kou-correct.wav"))
                #expect(voice.sampleRate == AttemptReplay.audioSampleRate)
                #expect(abs(voice.duration - original.duration) < 0.01)
            }
            try await client.execute(uri: "/api/v1/attempts/\(inkOnly)/audio", method: .get, headers: wang.headers) { response in
                #expect(response.status == .notFound)
                let error = try ErrorBody.decode(response.body)
                #expect(error.field == "audio")
            }
        }
    }

    @Test func aLiveAttemptInALearnersNameKeepsItsInkAndVoice() async throws {
        let room = try await Classroom()
        let app = try await room.server().application(host: "127.0.0.1", port: 0)
        try await app.test(.live) { client in
            let replies = try await LiveClient(port: try #require(client.port))
                .exchange(try LiveClient.messages(forFixture: "kou-correct", audio: true, token: room.ana.text))
            #expect(replies.last?.type == "report")
        }
        let id = try #require(try await room.store.reviewedAttempts(learner: "ana").first?.id)
        let replay = try #require(try await room.store.replay(attempt: id))
        let streamed = try JSONDecoder().decode(Recording.self, from: replay.recording)
        let fixture = try JSONDecoder().decode(Recording.self, from: try Repository.fixture("kou-correct.json"))
        #expect(streamed.ink.strokes.map(\.points.count) == fixture.ink.strokes.map(\.points.count))
        #expect((replay.audio?.count ?? 0) > 44)
        #expect(replay.heard == [nil, nil, nil], "an ink-only server hears nothing of kou's three strokes")
    }
}
