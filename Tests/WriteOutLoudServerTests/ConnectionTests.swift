import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import WriteOutLoud
@testable import WriteOutLoudServer

/// Clients that misbehave on the wire: they must not hang the server or keep an engine.
@Suite struct ConnectionTests {
    static func headers(length: Int) -> String {
        "POST /api/v1/analyses HTTP/1.1\r\nHost: localhost\r\n"
            + "Content-Type: multipart/form-data; boundary=\(FormBody.boundary)\r\nContent-Length: \(length)\r\n\r\n"
    }

    @Test func aClientThatStallsMidBodyGets408AndIsDisconnected() async throws {
        var limits = ServerLimits()
        limits.bodySeconds = 1
        let app = try await SharedEngine.server(inkOnly: true, limits: limits).application(host: "127.0.0.1", port: 0)
        try await app.test(.live) { client in
            let port = try #require(client.port)
            let body = try FormBody.fixture("kou-correct", audio: false).closed
            let slow = try RawClient(port: port)
            slow.send(Self.headers(length: body.readableBytes))
            slow.send(Data(body.readableBytesView.prefix(100)))
            let answer = try await slow.readAll()
            #expect(answer.hasPrefix("HTTP/1.1 408"))
            #expect(answer.contains("\"field\":\"(body)\""))
            try await client.execute(uri: "/api/v1/analyses", method: .post, headers: FormBody.headers, body: body) {
                response in #expect(response.status == .ok)
            }
        }
    }

    @Test func aClientThatHangsUpMidBodyLeavesTheServerServing() async throws {
        let app = try await SharedEngine.server(inkOnly: true).application(host: "127.0.0.1", port: 0)
        try await app.test(.live) { client in
            let port = try #require(client.port)
            let body = try FormBody.fixture("kou-correct", audio: false).closed
            for _ in 0..<5 {
                let gone = try RawClient(port: port)
                gone.send(Self.headers(length: body.readableBytes))
                gone.send(Data(body.readableBytesView.prefix(body.readableBytes / 2)))
            }
            try await client.execute(uri: "/api/v1/analyses", method: .post, headers: FormBody.headers, body: body) {
                response in #expect(response.status == .ok)
            }
        }
    }

    /// Requests whose clients hang up while every engine is busy leave the line: with a line of three, three
    /// abandoned uploads would otherwise fill it and the next client would be refused 503.
    @Test(.timeLimit(.minutes(2)))
    func clientsThatHangUpWhileWaitingGiveUpTheirPlaceInTheLine() async throws {
        var limits = ServerLimits()
        limits.queueLength = 3
        let server = try await SharedEngine.server(inkOnly: true, limits: limits)
        let gate = EnginePoolTests.Gate()
        let holder = await EnginePoolTests.hold(server.engine.pool, until: gate)
        let app = server.application(host: "127.0.0.1", port: 0)
        try await app.test(.live) { client in
            let port = try #require(client.port)
            let body = try FormBody.fixture("kou-correct", audio: false).closed
            do {
                let gone = try (0..<3).map { _ in try RawClient(port: port) }
                for raw in gone {
                    raw.send(Self.headers(length: body.readableBytes))
                    raw.send(Data(body.readableBytesView))
                }
                try await Task.sleep(for: .milliseconds(300))
            }
            try await Task.sleep(for: .milliseconds(300))
            let opener = Task {
                try await Task.sleep(for: .milliseconds(300))
                gate.open()
            }
            try await client.execute(uri: "/api/v1/analyses", method: .post, headers: FormBody.headers, body: body) {
                response in #expect(response.status == .ok)
            }
            try await opener.value
        }
        try await holder.value
    }

    @Test func garbageInsteadOfHTTPIsRefusedAndTheServerGoesOn() async throws {
        let app = try await SharedEngine.server(inkOnly: true).application(host: "127.0.0.1", port: 0)
        try await app.test(.live) { client in
            let port = try #require(client.port)
            let garbage = try RawClient(port: port)
            garbage.send("\u{01}\u{02}NOT HTTP AT ALL\r\n\r\n")
            // The server answers 400 and closes; the close may reset the connection before the answer is read.
            let answer = try await garbage.readAll()
            #expect(answer.isEmpty || answer.hasPrefix("HTTP/1.1 400 Bad Request"), "\(answer)")
            try await client.execute(uri: "/api/v1/characters/%E5%8F%A3", method: .get) { response in
                #expect(response.status == .ok)
            }
        }
    }

    @Test func aSilentConnectionIsClosedAfterTheIdleTime() async throws {
        var limits = ServerLimits()
        limits.idleSeconds = 0.5
        let app = try await SharedEngine.server(inkOnly: true, limits: limits).application(host: "127.0.0.1", port: 0)
        try await app.test(.live) { client in
            let silent = try RawClient(port: try #require(client.port), timeout: 30)
            #expect(try await silent.closedByServer())
        }
    }
}
