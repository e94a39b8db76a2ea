/// Fills in the size fields that streaming WAV writers leave open.
///
/// A recorder that writes as it goes cannot know the length up front, so browser recorders and streaming tools
/// leave the RIFF and `data` sizes at 0 or 0xFFFFFFFF. libsndfile then sees either no samples or a header that
/// promises more than the file holds; both would refuse a recording whose every sample is present.
enum StreamingWAVHeader {
    private static let placeholders: Set<UInt32> = [0, 0xFFFF_FFFF]

    /// The bytes with placeholder sizes replaced by what the file really holds; unchanged for anything else
    /// (not a WAV, or a WAV whose sizes are stated, so that a truly cut-off file is still seen as one).
    static func completed(_ bytes: [UInt8]) -> [UInt8] {
        guard bytes.count >= 12, tag(bytes, at: 0) == "RIFF", tag(bytes, at: 8) == "WAVE" else { return bytes }
        var fixed = bytes
        if placeholders.contains(size(bytes, at: 4)) { setSize(&fixed, at: 4, to: bytes.count - 8) }
        var chunk = 12
        while chunk + 8 <= bytes.count {
            let length = size(bytes, at: chunk + 4)
            let bodyStart = chunk + 8
            if tag(bytes, at: chunk) == "data" {
                if placeholders.contains(length), bytes.count > bodyStart {
                    setSize(&fixed, at: chunk + 4, to: bytes.count - bodyStart)
                }
                break
            }
            guard length != 0xFFFF_FFFF else { break }
            chunk = bodyStart + Int(length) + Int(length & 1)
        }
        return fixed
    }

    private static func tag(_ bytes: [UInt8], at offset: Int) -> String {
        String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
    }

    private static func size(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        (0..<4).reduce(0) { value, index in value | UInt32(bytes[offset + index]) << (8 * index) }
    }

    private static func setSize(_ bytes: inout [UInt8], at offset: Int, to value: Int) {
        let clamped = UInt32(clamping: value)
        for index in 0..<4 { bytes[offset + index] = UInt8(truncatingIfNeeded: clamped >> (8 * index)) }
    }
}
