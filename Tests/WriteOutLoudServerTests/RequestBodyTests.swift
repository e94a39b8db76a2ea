import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import WriteOutLoud
@testable import WriteOutLoudServer

/// A body is read only once the headers prove someone who may send it, and never past the limit however it is
/// sent: a stranger's upload is refused before its first byte is read, an oversized chunked one with 413.
@Suite struct RequestBodyTests {
    /// A request head announcing a 25 MB body, of which only the first kilobyte is ever sent.
    static func hugeUpload(_ request: String, headers: [String]) -> String {
        (["\(request) HTTP/1.1", "Host: test", "Content-Length: 25000000", "Connection: close"] + headers)
            .joined(separator: "\r\n") + "\r\n\r\n" + String(repeating: "A", count: 1024)
    }

    @Test(arguments: ServerStoreKind.allCases)
    func aStrangersUploadIsRefusedBeforeItsBodyIsRead(kind: ServerStoreKind) async throws {
        let room = try await Classroom(kind)
        let app = try await room.server().application(host: "127.0.0.1", port: 0)
        try await app.test(.live) { client in
            let port = try #require(client.port)
            let multipart = "Content-Type: multipart/form-data; boundary=\(FormBody.boundary)"
            let cases: [(String, String, [String], String)] = [
                ("a voice form without a token", "PUT /api/v1/voice", [multipart], "401"),
                ("a voice form with a token that is no link", "PUT /api/v1/voice", [multipart, "Authorization: Bearer \(AccessToken().text)"], "401"),
                ("a reading for another learner", "PUT /api/v1/voice?learner=bo", ["Content-Type: audio/wav", "Authorization: Bearer \(room.ana.text)"], "403"),
                ("an upload with a token that is no link", "POST /api/v1/analyses", [multipart, "Authorization: Bearer \(AccessToken().text)"], "401"),
            ]
            for (name, request, headers, status) in cases {
                // The server would wait 30 s for the rest of the body (408); the answer comes at once instead.
                let raw = try RawClient(port: port, timeout: 20)
                raw.send(Self.hugeUpload(request, headers: headers))
                let answer = try await raw.readAll()
                #expect(answer.hasPrefix("HTTP/1.1 \(status)"), "\(name): \(answer.prefix(200))")
            }
        }
        #expect(try await room.store.speakerTransform(learner: "ana") == nil)
        #expect(try await room.store.attemptCount() == 0)
    }

    @Test func aChunkedBodyOverTheLimitIs413() async throws {
        let room = try await Classroom()
        var limits = ServerLimits()
        limits.audioBytes = 1000
        limits.recordingBytes = 1000
        let server = try await SharedEngine.server(inkOnly: true, store: room.store, limits: limits)
        let app = server.application(host: "127.0.0.1", port: 0)
        let chunk = String(repeating: "A", count: 8192)
        let chunks = String(repeating: "2000\r\n\(chunk)\r\n", count: 13) + "0\r\n\r\n"
        try await app.test(.live) { client in
            let port = try #require(client.port)
            let cases: [(String, [String])] = [
                ("POST /api/v1/analyses", ["Content-Type: multipart/form-data; boundary=\(FormBody.boundary)"]),
                ("PUT /api/v1/voice", ["Content-Type: audio/wav", "Authorization: Bearer \(room.ana.text)"]),
                ("POST /api/v1/session", ["Content-Type: application/json"]),
            ]
            for (request, headers) in cases {
                let raw = try RawClient(port: port, timeout: 20)
                raw.send(
                    (["\(request) HTTP/1.1", "Host: test", "Transfer-Encoding: chunked"] + headers).joined(separator: "\r\n")
                        + "\r\n\r\n" + chunks)
                let answer = try await raw.readAll()
                #expect(answer.hasPrefix("HTTP/1.1 413"), "\(request): \(answer.prefix(300))")
                #expect(answer.contains(#""field":"(body)""#), "\(request)")
                #expect(!answer.contains("NIO"), "\(request): no internal error name")
            }
        }
    }
}
