import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import WriteOutLoud
@testable import WriteOutLoudServer

/// A background fit of a learner's own model that fails (here `map_adapt`, its last step, exits with an error after
/// `bw` and `mllr_transform` ran for real) changes nothing the learner sees: their transform stays in use and
/// hears their attempts, the store keeps no model for them and the fit leaves no temporary files.
@Suite(.serialized) struct VoiceAdaptationFailureTests {
    @Test func aFailedFitLeavesTheTransformInUseAndNothingBehind() async throws {
        let room = try await Classroom()
        let reading = try SpokenReadings.prompt()
        let server = try await SharedEngine.server(store: room.store)
        let tools = try SphinxTrainTools(logged: ["mllr_solve"], failing: ["map_adapt"])
        defer { tools.remove() }
        server.engine.sphinxtrainFolder = tools.folder
        let leftBefore = try VoiceAPITests.voiceFiles()
        let app = Application(router: server.router())
        let ana: HTTPFields = [.authorization: "Bearer \(room.ana.text)"]
        try await app.test(.router) { client in
            let put = try await VoiceAdaptationTests.enrol(reading, headers: ana, client: client)
            #expect(put.enrolled && put.inUse && put.adaptation == "mllr" && put.adapting)

            try await VoiceAdaptationTests.waitForOwnModel(server, learner: "ana")
            #expect(try tools.runs() == ["mllr_solve", "map_adapt"], "the background fit never reached map_adapt")
            let shown = try await VoiceAdaptationTests.show(headers: ana, client: client)
            #expect(shown.enrolled && shown.inUse && shown.adaptation == "mllr" && !shown.adapting)
            #expect(try await room.store.speakerTransform(learner: "ana") != nil)
            #expect(try await room.store.learnerModel(learner: "ana") == nil)
            #expect(try await VoiceAdaptationTests.voiceOfAttempt(token: room.ana, client: client) == .learner)
        }
        #expect(try await VoiceAPITests.filesLeft(since: leftBefore).isEmpty, "a failed fit left temporary files")
    }

    /// A fitting tool the system cannot start is the server's fault (500), not the learner's reading (422: "could
    /// not be aligned with the words shown"), and no transform is kept.
    @Test func aToolThatCannotStartIsTheServersFaultNotTheReading() async throws {
        let room = try await Classroom()
        let reading = try SpokenReadings.prompt()
        let server = try await SharedEngine.server(store: room.store)
        let tools = try SphinxTrainTools(unstartable: ["mllr_solve"])
        defer { tools.remove() }
        server.engine.enroller.toolsFolder = tools.folder
        let app = Application(router: server.router())
        let headers: HTTPFields = [.authorization: "Bearer \(room.ana.text)", .contentType: "audio/wav"]
        try await app.test(.router) { client in
            try await client.execute(
                uri: "/api/v1/voice", method: .put, headers: headers, body: ByteBuffer(bytes: reading)
            ) { response in
                let body = String(buffer: response.body)
                #expect(response.status == .internalServerError, "\(body)")
                #expect(body.contains("(server)") && body.contains("mllr_solve"), "\(body)")
            }
        }
        #expect(try await room.store.speakerTransform(learner: "ana") == nil)
    }
}
