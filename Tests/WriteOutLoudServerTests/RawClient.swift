import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A bare TCP client for what an HTTP library will not do: send half a request, stall, or hang up early.
///
/// Its reads block, so they run on a thread of their own (``SharedEngine/offThePool(_:)``): blocking the few
/// threads that run Swift tasks would stall the server under test too. `@unchecked Sendable`: one test uses it.
final class RawClient: @unchecked Sendable {
    let socket: Int32

    /// Connects to 127.0.0.1:`port`; reads give up after `timeout` seconds.
    init(port: Int, timeout: Double = 60) throws {
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { throw CocoaError(.fileReadUnknown) }
        var wait = timeval(tv_sec: Int(timeout), tv_usec: Int((timeout - timeout.rounded(.down)) * 1_000_000))
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit { close(socket) }

    func send(_ text: String) { send(Data(text.utf8)) }

    func send(_ data: Data) {
        _ = data.withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }

    /// Everything the server sends until it closes the connection or the read times out.
    func readAll() async throws -> String {
        try await SharedEngine.offThePool { self.blockingReadAll() }
    }

    /// Whether the server has closed the connection (a read returns end of file rather than timing out).
    func closedByServer() async throws -> Bool {
        try await SharedEngine.offThePool {
            var byte: UInt8 = 0
            return recv(self.socket, &byte, 1, 0) == 0
        }
    }

    private func blockingReadAll() -> String {
        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = recv(socket, &buffer, buffer.count, 0)
            if count <= 0 { break }
            received.append(contentsOf: buffer[0..<count])
        }
        return String(decoding: received, as: UTF8.self)
    }
}
