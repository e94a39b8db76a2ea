import HummingbirdCore
import Logging
import NIOCore

/// Closes a connection whose first request head has not arrived in time.
///
/// With WebSocket upgrades enabled, Hummingbird sets up its HTTP idle timeout only once a first head has been
/// read, so a client that connects and stays silent (or trickles half a head) would hold its connection for
/// ever. After the head, the HTTP idle timeout or the WebSocket's pings take over and this handler leaves.
final class FirstHeadDeadline: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer

    private let seconds: Double
    private var timer: Scheduled<Void>?
    /// The last bytes read, so that a head's blank line split over two reads is still seen.
    private var tail: [UInt8] = []

    init(seconds: Double) {
        self.seconds = seconds
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { arm(context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        arm(context)
        context.fireChannelActive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let bytes = tail + Array(unwrapInboundIn(data).readableBytesView)
        context.fireChannelRead(data)
        if Self.endsHead(bytes) {
            timer?.cancel()
            context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
        } else {
            tail = Array(bytes.suffix(3))
        }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        timer?.cancel()
    }

    private func arm(_ context: ChannelHandlerContext) {
        guard timer == nil else { return }
        let channel = context.channel
        timer = context.eventLoop.scheduleTask(in: .milliseconds(Int64(seconds * 1000))) { channel.close(promise: nil) }
    }

    private static func endsHead(_ bytes: [UInt8]) -> Bool {
        let blankLine: [UInt8] = [13, 10, 13, 10]
        return bytes.count >= 4 && (0...(bytes.count - 4)).contains { bytes[$0..<($0 + 4)].elementsEqual(blankLine) }
    }
}

/// Closes a connection whose first bytes are not an HTTP request.
///
/// Until the first head is read the WebSocket upgrade's negotiation owns the connection, and a decoding error
/// there reaches no handler: the connection would stay open with nothing answering it. Once a request (or a
/// WebSocket frame) passes, Hummingbird's own error handling applies and this handler leaves.
final class UnreadableFirstRequestCloser: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = NIOAny

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        context.fireChannelRead(data)
        context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        context.close(promise: nil)
    }
}

/// A server channel guarded until its first request: a ``FirstHeadDeadline`` in front of it and an
/// ``UnreadableFirstRequestCloser`` behind the HTTP decoder.
struct FirstRequestGuardedChannel<Inner: ServerChildChannel>: ServerChildChannel {
    let inner: Inner
    let seconds: Double

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Inner.Value> {
        channel.eventLoop.makeCompletedFuture {
            try channel.pipeline.syncOperations.addHandler(FirstHeadDeadline(seconds: seconds), position: .first)
        }.flatMap {
            inner.setup(channel: channel, logger: logger)
        }.flatMapThrowing { value in
            try channel.pipeline.syncOperations.addHandler(UnreadableFirstRequestCloser(), position: .last)
            return value
        }
    }

    func handle(value: Inner.Value, logger: Logger) async {
        await inner.handle(value: value, logger: logger)
    }
}
