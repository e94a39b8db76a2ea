import Hummingbird
import NIOCore

/// What a request handler knows besides the request: Hummingbird's routing state and the connection, so that
/// the server can cut off a client whose upload stalled.
public struct ServerContext: RequestContext {
    public var coreContext: CoreRequestContextStorage
    /// The client's connection.
    public let channel: any Channel

    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        channel = source.channel
    }
}
