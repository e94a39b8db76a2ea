import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import WriteOutLoud
@testable import WriteOutLoudServer

/// `/api/v1/voice`: a learner enrols through the API with a spoken reading of the prompt, their later attempts
/// (uploads and live sessions) are heard with their voice and nobody else's are, and forgetting it takes it out of the store; bad readings
/// and requests without the learner's token are refused with the field and the reason.
@Suite(.serialized) struct VoiceAPITests {
    /// Files this process left in the temporary folder whose names enrolment and decoding use.
    static func voiceFiles() throws -> Set<String> {
        Set(try FileManager.default.contentsOfDirectory(atPath: FileManager.default.temporaryDirectory.path)
            .filter { name in
                ["wol-enrol-voice-", "wol-mllr-", "wol-enroll-"].contains { name.hasPrefix($0) }
                    && !name.hasPrefix("wol-enroll-tests-")
            })
    }

    @Test func aLearnerEnrolsIsHeardWithTheirVoiceAndForgetsIt() async throws {
        let room = try await Classroom()
        let reading = try SpokenReadings.prompt()
        // A server that fits no learner's own model (VoiceAdaptationTests has one that does): heard with MLLR alone.
        var limits = ServerLimits()
        limits.learnerModels = 0
        let server = try await SharedEngine.server(store: room.store, limits: limits)
        let app = server.application(host: "127.0.0.1", port: 0)
        let leftBefore = try Self.voiceFiles()
        try await app.test(.live) { client in
            let ana: HTTPFields = [.authorization: "Bearer \(room.ana.text)"]
            try await client.execute(uri: "/api/v1/voice", method: .get, headers: ana) { response in
                #expect(response.status == .ok)
                let body = try JSONDecoder().decode(VoiceBody.self, from: Data(buffer: response.body))
                #expect(body.learner == "ana" && !body.enrolled && body.enrolledAt == nil && !body.inUse)
                #expect(body.prompt == .practicePage)
            }
            var put = ana
            put[.contentType] = "audio/wav"
            try await client.execute(
                uri: "/api/v1/voice", method: .put, headers: put, body: ByteBuffer(bytes: reading)
            ) { response in
                #expect(response.status == .ok, "\(String(buffer: response.body))")
                let body = try JSONDecoder().decode(VoiceBody.self, from: Data(buffer: response.body))
                #expect(body.enrolled && body.inUse && body.model == "en-us" && body.enrolledAt != nil)
                #expect(body.adaptation == "mllr" && !body.adapting)
                #expect(body.namesExpected == EnrollmentPrompt.practicePage.names.count)
                #expect(try #require(body.namesHeard) * 2 > EnrollmentPrompt.practicePage.names.count)
            }
            let stored = try #require(try await room.store.speakerTransform(learner: "ana"))
            _ = try SpeakerTransform.withTemporaryFile(text: stored.text) { transform throws(SpeechError) in
                try transform.check(fits: RecognizerConfiguration.debianAcousticModel)
            }
            #expect(try await room.store.speakerTransform(learner: "bo") == nil)

            // Attempts alternate between learners, so the one decoder switches voices each time.
            for (token, voice) in [(room.ana, SpeechVoice.learner), (room.bo, .standard), (room.ana, .learner)] {
                #expect(try await VoiceAdaptationTests.voiceOfAttempt(token: token, client: client) == voice)
            }
            #expect(try await VoiceAdaptationTests.voiceOfAttempt(token: nil, client: client) == .standard)

            // A live attempt of ana's is heard with her voice too, and reported as its upload is.
            let replies = try await LiveClient(port: try #require(client.port))
                .exchange(try LiveClient.messages(forFixture: "kou-correct", token: room.ana.text))
            #expect(!replies.filter { $0.type == "heard" }.isEmpty)
            let live = try #require(replies.last { $0.type == "report" }?.object["report"] as? [String: Any])
            #expect((live["speech"] as? [String: Any])?["voice"] as? String == "learner")

            try await client.execute(uri: "/api/v1/voice", method: .delete, headers: ana) { response in
                #expect(response.status == .noContent)
            }
            #expect(try await room.store.speakerTransform(learner: "ana") == nil)
            try await client.execute(uri: "/api/v1/voice", method: .get, headers: ana) { response in
                let body = try JSONDecoder().decode(VoiceBody.self, from: Data(buffer: response.body))
                #expect(!body.enrolled)
            }
            #expect(try await VoiceAdaptationTests.voiceOfAttempt(token: room.ana, client: client) == .standard)
        }
        #expect(try await Self.filesLeft(since: leftBefore).isEmpty, "enrolment or decoding left temporary files")
    }

    /// Voice files made since `before` that are still there two minutes later: other suites running at once make
    /// and remove files of these names (a background fit of VoiceAdaptationTests keeps its own for seconds on a
    /// loaded machine), a leak stays.
    static func filesLeft(since before: Set<String>) async throws -> Set<String> {
        var left = try voiceFiles().subtracting(before)
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: .seconds(120))
        while !left.isEmpty, clock.now < deadline {
            try await Task.sleep(for: .seconds(1))
            left.formIntersection(try voiceFiles())
        }
        return left
    }

    @Test func everyCallNeedsTheLearnersOwnToken() async throws {
        let room = try await Classroom()
        let app = Application(router: try await room.server().router())
        try await app.test(.router) { client in
            let cases: [(HTTPRequest.Method, String, HTTPFields, HTTPResponse.Status, String)] = [
                (.get, "/api/v1/voice", [:], .unauthorized, "token"),
                (.get, "/api/v1/voice", [.authorization: "Bearer \(AccessToken().text)"], .unauthorized, "token"),
                (.get, "/api/v1/voice?learner=ana", [.authorization: "Bearer \(room.bo.text)"], .forbidden, "learner"),
                (.delete, "/api/v1/voice", [:], .unauthorized, "token"),
                (.delete, "/api/v1/voice?learner=ana", [.authorization: "Bearer \(room.bo.text)"], .forbidden, "learner"),
                (.put, "/api/v1/voice", [.contentType: "audio/wav"], .unauthorized, "token"),
                // The learner is refused before the body (not a reading) is looked at.
                (.put, "/api/v1/voice?learner=bo", [.authorization: "Bearer \(room.ana.text)", .contentType: "audio/wav"],
                 .forbidden, "learner"),
                (.put, "/api/v1/voice?learner=bo", [.authorization: "Bearer \(room.ana.text)", .contentType: "multipart/form-data; boundary=\(FormBody.boundary)"],
                 .forbidden, "learner"),
            ]
            for (method, uri, headers, status, field) in cases {
                try await client.execute(uri: uri, method: method, headers: headers, body: ByteBuffer(string: "RIFF")) {
                    response in
                    #expect(response.status == status, "\(method) \(uri)")
                    let error = try ErrorBody.decode(response.body)
                    #expect(error.field == field, "\(method) \(uri)")
                }
            }
            var form = FormBody()
            form.add("audio", Data("RIFF".utf8), filename: "reading.wav", type: "audio/wav")
            form.add("learner", "ana")
            var bos = FormBody.headers
            bos[.authorization] = "Bearer \(room.bo.text)"
            try await client.execute(uri: "/api/v1/voice", method: .put, headers: bos, body: form.closed) {
                response in
                #expect(response.status == .forbidden)
                let error = try ErrorBody.decode(response.body)
                #expect(error.field == "learner")
            }
            // A token in the form is not read: the body waits for a learner proven by the headers.
            form.add("token", room.ana.text)
            try await client.execute(uri: "/api/v1/voice", method: .put, headers: FormBody.headers, body: form.closed) {
                response in
                #expect(response.status == .unauthorized)
                let error = try ErrorBody.decode(response.body)
                #expect(error.field == "token")
                #expect(error.problem.contains("Authorization: Bearer"))
            }
        }
        #expect(try await room.store.speakerTransform(learner: "ana") == nil)
    }

    @Test func badReadingsAreRefusedWithTheirReason() async throws {
        let room = try await Classroom()
        let server = try await SharedEngine.server(store: room.store)
        let app = Application(router: server.router())
        let readings: [(String, Data, String)] = [
            ("too short", try SpokenReadings.tooShort(), "is too short ("),
            ("silent", try SpokenReadings.silence(), "is silent (loudest"),
            ("clipped", try SpokenReadings.clipped(), "is clipped ("),
            ("other words", try SpokenReadings.otherWords(), "too few of the words were heard ("),
        ]
        try await app.test(.router) { client in
            for (name, audio, problem) in readings {
                var form = FormBody()
                form.add("audio", audio, filename: "reading.wav", type: "audio/wav")
                var headers = FormBody.headers
                headers[.authorization] = "Bearer \(room.ana.text)"
                try await client.execute(uri: "/api/v1/voice", method: .put, headers: headers, body: form.closed) {
                    response in
                    #expect(response.status == .unprocessableContent, "\(name)")
                    let error = try ErrorBody.decode(response.body)
                    #expect(error.field == "audio", "\(name)")
                    #expect(error.problem.hasPrefix(problem), "\(name): \(error.problem)")
                    #expect(!error.problem.contains("\n"))
                }
            }
        }
        #expect(try await room.store.speakerTransform(learner: "ana") == nil)
    }
}
