import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Just enough of a WebSocket client to open a live session, say one thing and vanish without a close frame,
/// as a browser tab that is killed does.
extension RawClient {
    /// A connection that has sent the upgrade handshake for `/api/v1/live`.
    static func webSocket(port: Int) throws -> RawClient {
        let client = try RawClient(port: port, timeout: 10)
        client.send(
            "GET /api/v1/live HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n")
        return client
    }

    /// Sends one short text frame, masked as a client must.
    func sendText(_ text: String) {
        let payload = Array(text.utf8)
        precondition(payload.count < 126, "only short frames")
        let mask: [UInt8] = [0x12, 0x34, 0x56, 0x78]
        let masked = payload.enumerated().map { $1 ^ mask[$0 % 4] }
        send(Data([0x81, 0x80 | UInt8(payload.count)] + mask + masked))
    }

    /// What the server sends until `marker` appears (or the read times out).
    func read(until marker: String) async throws -> String {
        try await SharedEngine.offThePool {
            var received = Data()
            var byte: UInt8 = 0
            while !String(decoding: received, as: UTF8.self).contains(marker), recv(self.socket, &byte, 1, 0) == 1 {
                received.append(byte)
            }
            return String(decoding: received, as: UTF8.self)
        }
    }

    /// Drops the connection at once, without a close frame.
    func hangUp() {
        shutdown(socket, Int32(SHUT_RDWR))
    }
}
