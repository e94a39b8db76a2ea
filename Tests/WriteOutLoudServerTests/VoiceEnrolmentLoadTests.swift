import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import WriteOutLoud
@testable import WriteOutLoudServer

/// Fitting a voice runs beside the server, not on it: while one is fitted other requests are answered at once,
/// and past the enrolments allowed to wait the next is answered 503 with `Retry-After`.
@Suite struct VoiceEnrolmentLoadTests {
    @Test func whileAVoiceIsFittedTheServerAnswersAndTheLineIsBounded() async throws {
        let room = try await Classroom()
        var limits = ServerLimits()
        limits.enrolmentsWaiting = 0
        limits.learnerModels = 0
        let server = try await SharedEngine.server(store: room.store, limits: limits)
        let app = server.application(host: "127.0.0.1", port: 0)
        let reading = try SpokenReadings.prompt()
        try await app.test(.live) { client in
            // The fitting thread stays busy until released, as with a long fit, however fast this machine is.
            let release = server.engine.enroller.hold()
            defer { release() }
            // The first enrolment on a connection of its own, so the test client's stays free.
            let raw = try RawClient(port: try #require(client.port))
            raw.send(
                "PUT /api/v1/voice HTTP/1.1\r\nHost: test\r\nAuthorization: Bearer \(room.ana.text)\r\n"
                    + "Content-Type: audio/wav\r\nContent-Length: \(reading.count)\r\nConnection: close\r\n\r\n")
            raw.send(reading)
            async let first = raw.readAll()
            let clock = ContinuousClock()
            let deadline = clock.now.advanced(by: .seconds(120))
            while server.engine.enroller.inProgress == 0, clock.now < deadline { try await Task.sleep(for: .milliseconds(20)) }
            #expect(server.engine.enroller.inProgress == 1, "the first enrolment never reached the fitting thread")

            try await client.execute(uri: "/api/v1/characters/%E5%8F%A3", method: .get) { response in
                #expect(response.status == .ok)
            }
            #expect(server.engine.enroller.inProgress == 1, "the request was answered only once the fitting ended")
            try await client.execute(
                uri: "/api/v1/voice", method: .put,
                headers: [.authorization: "Bearer \(room.bo.text)", .contentType: "audio/wav"], body: ByteBuffer(bytes: reading)
            ) { response in
                #expect(response.status == .serviceUnavailable)
                #expect(response.headers[.retryAfter] != nil)
            }
            #expect(server.engine.enroller.inProgress == 1, "the refused enrolment ran anyway")
            release()
            #expect(try await first.hasPrefix("HTTP/1.1 200"))
        }
        #expect(try await room.store.speakerTransform(learner: "ana") != nil)
        #expect(try await room.store.speakerTransform(learner: "bo") == nil)
    }
}
