import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import WriteOutLoud
@testable import WriteOutLoudServer

/// After `PUT /api/v1/voice` answers with the learner's MLLR transform, the server fits their own model (MAP
/// means after the transform) on the same reading in the background, keeps it in the store and hears their later
/// attempts with it; enrolling again drops the old means until the new ones are fitted, and forgetting the voice
/// deletes both, even while a fit is under way.
@Suite(.serialized) struct VoiceAdaptationTests {
    @Test func theLearnersOwnModelIsFittedInTheBackgroundKeptAndHeardWith() async throws {
        let room = try await Classroom()
        let reading = try SpokenReadings.prompt()
        let server = try await SharedEngine.server(store: room.store)
        defer { server.engine.learnerModels.removeCache() }
        let leftBefore = try VoiceAPITests.voiceFiles()
        // Requests go straight to the router, with no client timeout to run out while a loaded machine fits and
        // loads; only the live session needs a socket.
        let app = Application(router: server.router())
        let ana: HTTPFields = [.authorization: "Bearer \(room.ana.text)"]
        try await app.test(.router) { client in
            let put = try await Self.enrol(reading, headers: ana, client: client)
            #expect(put.enrolled && put.inUse && put.adaptation == "mllr" && put.adapting)
            #expect(try await room.store.learnerModel(learner: "ana") == nil)

            try await Self.waitForOwnModel(server, learner: "ana")
            let shown = try await Self.show(headers: ana, client: client)
            #expect(shown.adaptation == "mllr+map" && !shown.adapting && shown.inUse)
            let kept = try #require(try await room.store.learnerModel(learner: "ana"))
            #expect(kept.acousticModel == Repository.acousticModel.path)
            let means = try #require(try await room.store.learnerModelMeans(learner: "ana", digest: kept.meansDigest))
            let standard = try Data(contentsOf: Repository.acousticModel.appendingPathComponent("means"))
            #expect(means.data.count == standard.count && means.data != standard, "MAP moved no mean")

            // Twice, so the second attempt borrows the decoder the first loaded; bo's in between is heard as before.
            for (token, voice) in [(room.ana, SpeechVoice.learnerModel), (room.bo, .standard), (room.ana, .learnerModel)] {
                #expect(try await Self.voiceOfAttempt(token: token, client: client) == voice)
            }
        }

        try await server.application(host: "127.0.0.1", port: 0).test(.live) { client in
            let replies = try await LiveClient(port: try #require(client.port))
                .exchange(try LiveClient.messages(forFixture: "kou-correct", token: room.ana.text))
            #expect(!replies.filter { $0.type == "heard" }.isEmpty)
            let live = try #require(replies.last { $0.type == "report" }?.object["report"] as? [String: Any])
            #expect((live["speech"] as? [String: Any])?["voice"] as? String == "learner-model", "a live attempt too")
        }

        try await app.test(.router) { client in
            // A new reading: its transform replaces the old means at once, its own means come later.
            let again = try await Self.enrol(reading, headers: ana, client: client)
            #expect(again.adaptation == "mllr" && again.adapting)
            #expect(try await room.store.learnerModel(learner: "ana") == nil)
            let meanwhile = try await Self.voiceOfAttempt(token: room.ana, client: client)
            if try await room.store.learnerModel(learner: "ana") == nil {
                #expect(meanwhile == .learner, "heard before the new means were kept, so with the new transform")
            }

            // Forgotten, likely while that fit runs: nothing of the voice is kept, not even means fitted meanwhile.
            try await client.execute(uri: "/api/v1/voice", method: .delete, headers: ana) { response in
                #expect(response.status == .noContent)
            }
            let forgotten = try await Self.show(headers: ana, client: client)
            #expect(!forgotten.enrolled && forgotten.adaptation == nil && !forgotten.adapting)
            try await Self.waitForOwnModel(server, learner: "ana")
            #expect(try await room.store.speakerTransform(learner: "ana") == nil)
            #expect(try await room.store.learnerModel(learner: "ana") == nil)
            #expect(try await Self.voiceOfAttempt(token: room.ana, client: client) == .standard)
        }
        #expect(try await VoiceAPITests.filesLeft(since: leftBefore).isEmpty, "a background fit left temporary files")
    }

    /// Waits until the server has no fit of `learner`'s own model waiting or running (at most three minutes).
    static func waitForOwnModel(_ server: PracticeServer, learner: String) async throws {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: .seconds(180))
        while server.engine.enroller.isAdapting(learner), clock.now < deadline {
            try await Task.sleep(for: .milliseconds(200))
        }
        #expect(!server.engine.enroller.isAdapting(learner), "the background fit did not end within three minutes")
    }

    /// `PUT /api/v1/voice` with the reading as the body: what the server answers.
    static func enrol(_ reading: Data, headers: HTTPFields, client: some TestClientProtocol) async throws -> VoiceBody {
        var headers = headers
        headers[.contentType] = "audio/wav"
        return try await client.execute(
            uri: "/api/v1/voice", method: .put, headers: headers, body: ByteBuffer(bytes: reading)
        ) { response in
            #expect(response.status == .ok, "\(String(buffer: response.body))")
            return try JSONDecoder().decode(VoiceBody.self, from: Data(buffer: response.body))
        }
    }

    /// `GET /api/v1/voice`: what the server answers.
    static func show(headers: HTTPFields, client: some TestClientProtocol) async throws -> VoiceBody {
        try await client.execute(uri: "/api/v1/voice", method: .get, headers: headers) { response in
            #expect(response.status == .ok)
            return try JSONDecoder().decode(VoiceBody.self, from: Data(buffer: response.body))
        }
    }

    /// An upload of a spoken attempt (the learner's when a token is given): whose voice heard it.
    static func voiceOfAttempt(token: AccessToken?, client: some TestClientProtocol) async throws -> SpeechVoice? {
        var form = try FormBody.fixture("kou-correct")
        if let token { form.add("token", token.text) }
        return try await client.execute(
            uri: "/api/v1/analyses", method: .post, headers: FormBody.headers, body: form.closed
        ) { response in
            #expect(response.status == .ok)
            return try JSONDecoder().decode(AnalysisReport.self, from: Data(buffer: response.body)).speech.voice
        }
    }
}
