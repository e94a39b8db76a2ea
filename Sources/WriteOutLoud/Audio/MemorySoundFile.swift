internal import CSndFile

/// Encoded audio held in memory, opened by libsndfile through its virtual I/O callbacks.
///
/// Reading from memory lets the engine repair a streaming WAV's header before libsndfile sees it, and lets
/// the fuzzer feed bytes without touching the disk.
final class MemorySoundFile {
    private let bytes: [UInt8]
    private var position = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Opens the bytes for reading, or fails with libsndfile's reason when they are not audio it knows.
    /// The handle must be closed with `sf_close` while `self` is still alive.
    func open(_ info: inout SF_INFO) -> Result<OpaquePointer, OpenFailure> {
        var io = SF_VIRTUAL_IO(
            get_filelen: { user in Int64(MemorySoundFile.from(user).bytes.count) },
            seek: { offset, whence, user in MemorySoundFile.from(user).seek(offset, whence) },
            read: { destination, count, user in MemorySoundFile.from(user).read(into: destination, count) },
            write: { _, _, _ in 0 },
            tell: { user in Int64(MemorySoundFile.from(user).position) })
        guard let file = sf_open_virtual(&io, Int32(SFM_READ), &info, Unmanaged.passUnretained(self).toOpaque())
        else { return .failure(OpenFailure(message: String(cString: sf_strerror(nil)))) }
        return .success(file)
    }

    struct OpenFailure: Error { var message: String }

    private static func from(_ user: UnsafeMutableRawPointer?) -> MemorySoundFile {
        Unmanaged<MemorySoundFile>.fromOpaque(user!).takeUnretainedValue()
    }

    private func seek(_ offset: sf_count_t, _ whence: Int32) -> sf_count_t {
        let base: Int
        switch whence {
        case SEEK_CUR: base = position
        case SEEK_END: base = bytes.count
        default: base = 0
        }
        let (target, overflow) = base.addingReportingOverflow(Int(offset))
        guard !overflow, target >= 0 else { return -1 }
        position = target
        return sf_count_t(position)
    }

    private func read(into destination: UnsafeMutableRawPointer?, _ count: sf_count_t) -> sf_count_t {
        guard let destination, count > 0, position < bytes.count else { return 0 }
        let length = min(Int(count), bytes.count - position)
        bytes.withUnsafeBytes { source in
            destination.copyMemory(from: source.baseAddress! + position, byteCount: length)
        }
        position += length
        return sf_count_t(length)
    }
}
