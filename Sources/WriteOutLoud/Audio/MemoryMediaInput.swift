internal import CFFmpeg
import Foundation

/// Encoded bytes held in memory, read by FFmpeg through a custom I/O context.
///
/// FFmpeg never opens a file or a URL of its own here: it sees only these bytes, and a deadline stops any
/// demuxer that would loop on a damaged file.
final class MemoryMediaInput {
    private let bytes: [UInt8]
    private var position = 0
    private let deadline: Date

    /// - Parameter timeLimit: seconds after which FFmpeg's blocking calls are interrupted.
    init(bytes: [UInt8], timeLimit: TimeInterval) {
        self.bytes = bytes
        self.deadline = Date(timeIntervalSinceNow: timeLimit)
    }

    /// True once the time limit has passed.
    var isPastDeadline: Bool { Date() > deadline }

    /// A new I/O context reading these bytes; free it with ``free(_:)`` while `self` is alive.
    func makeContext() -> UnsafeMutablePointer<AVIOContext>? {
        let bufferSize: Int32 = 32768
        guard let buffer = av_malloc(Int(bufferSize)) else { return nil }
        let context = avio_alloc_context(
            buffer.assumingMemoryBound(to: UInt8.self), bufferSize, 0, Unmanaged.passUnretained(self).toOpaque(),
            { user, destination, count in MemoryMediaInput.from(user).read(into: destination, count) }, nil,
            { user, offset, whence in MemoryMediaInput.from(user).seek(offset, whence) })
        if context == nil { av_free(buffer) }
        return context
    }

    /// Frees a context made by ``makeContext()`` and its buffer.
    static func free(_ context: UnsafeMutablePointer<AVIOContext>) {
        var context: UnsafeMutablePointer<AVIOContext>? = context
        av_freep(&context!.pointee.buffer)
        avio_context_free(&context)
    }

    /// An interrupt callback for `AVFormatContext.interrupt_callback` that stops FFmpeg past the deadline.
    func interruptCallback() -> AVIOInterruptCB {
        AVIOInterruptCB(
            callback: { user in MemoryMediaInput.from(user).isPastDeadline ? 1 : 0 },
            opaque: Unmanaged.passUnretained(self).toOpaque())
    }

    private static func from(_ user: UnsafeMutableRawPointer?) -> MemoryMediaInput {
        Unmanaged<MemoryMediaInput>.fromOpaque(user!).takeUnretainedValue()
    }

    private func read(into destination: UnsafeMutablePointer<UInt8>?, _ count: Int32) -> Int32 {
        guard let destination, count > 0 else { return 0 }
        guard position < bytes.count else { return wol_averror_eof() }
        let length = min(Int(count), bytes.count - position)
        bytes.withUnsafeBufferPointer { source in
            destination.update(from: source.baseAddress! + position, count: length)
        }
        position += length
        return Int32(length)
    }

    private func seek(_ offset: Int64, _ whence: Int32) -> Int64 {
        if whence & AVSEEK_SIZE != 0 { return Int64(bytes.count) }
        let base: Int
        switch whence & ~AVSEEK_FORCE {
        case SEEK_CUR: base = position
        case SEEK_END: base = bytes.count
        default: base = 0
        }
        let (target, overflow) = base.addingReportingOverflow(Int(offset))
        guard !overflow, target >= 0 else { return -1 }
        position = target
        return Int64(position)
    }
}
