import Hummingbird
import HummingbirdWebSocket
import NIOCore

/// What a request handler knows besides the request: Hummingbird's routing state and the connection, so that
/// the server can cut off a client whose upload stalled, and the handler a WebSocket upgrade hands over to.
public struct ServerContext: RequestContext, WebSocketRequestContext {
    public var coreContext: CoreRequestContextStorage
    /// The client's connection.
    public let channel: any Channel
    public let webSocket = WebSocketHandlerReference<ServerContext>()

    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        channel = source.channel
    }
}
