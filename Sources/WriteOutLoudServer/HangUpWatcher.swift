import NIOCore
import Synchronization

/// Notices a client hanging up on its connection while its request is still being handled.
///
/// The server allows half-closed connections, so a client that closes its side is seen by the request handler
/// only when the answer is written. This handler sits in each connection's pipeline and reports the close at
/// once (the end of the client's input, or the connection going down) to whoever waits on it.
final class HangUpWatcher: ChannelInboundHandler, RemovableChannelHandler, WaitingClient {
    typealias InboundIn = NIOAny

    /// Only the latest request's action is kept: HTTP/1 handles one request of a connection at a time, so
    /// earlier ones are done and actions do not pile up on a long keep-alive connection.
    private let state = Mutex((gone: false, action: (@Sendable () -> Void)?.none))

    init() {}

    /// The watcher in `channel`'s pipeline, or nil when the channel has none (as in router-level tests).
    static func on(_ channel: any Channel) async -> HangUpWatcher? {
        try? await channel.pipeline.handler(type: HangUpWatcher.self).get()
    }

    var isConnected: Bool { !state.withLock { $0.gone } }

    func whenGone(_ action: @escaping @Sendable () -> Void) {
        let goneAlready = state.withLock { state in
            if !state.gone { state.action = action }
            return state.gone
        }
        if goneAlready { action() }
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if case .some(.inputClosed) = event as? ChannelEvent { hangUp() }
        context.fireUserInboundEventTriggered(event)
    }

    func channelInactive(context: ChannelHandlerContext) {
        hangUp()
        context.fireChannelInactive()
    }

    private func hangUp() {
        let action = state.withLock { state in
            state.gone = true
            defer { state.action = nil }
            return state.action
        }
        action?()
    }
}
