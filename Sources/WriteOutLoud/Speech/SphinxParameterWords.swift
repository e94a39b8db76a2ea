import Foundation

/// The 32-bit words after a Sphinx-3 parameter file's text header (`s3` … `endhdr`) and its byte-order word, read
/// in the file's byte order.
struct SphinxParameterWords {
    private let data: Data
    private let start: Int
    private let littleEndian: Bool

    /// Nil when `data` has no Sphinx-3 header or no byte-order word after it.
    init?(_ data: Data) {
        guard data.starts(with: Data("s3\n".utf8)), let end = data.range(of: Data("endhdr\n".utf8)),
            end.upperBound + 4 <= data.endIndex
        else { return nil }
        let marker = data[end.upperBound..<end.upperBound + 4].reversed().reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        switch marker {
        case 0x1122_3344: littleEndian = true
        case 0x4433_2211: littleEndian = false
        default: return nil
        }
        self.data = data
        start = end.upperBound + 4
    }

    /// The word at `index` (0 is the first after the byte-order word), nil past the end of the file.
    subscript(index: Int) -> Int? {
        let offset = start + 4 * index
        guard index >= 0, offset + 4 <= data.endIndex else { return nil }
        let bytes = data[offset..<offset + 4]
        let ordered = littleEndian ? Array(bytes.reversed()) : Array(bytes)
        return Int(ordered.reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
    }

    /// Where `count` 4-byte values that follow the first `after` words end, as an offset into the file.
    func valuesEnd(after words: Int, count: Int) -> Int { start + 4 * (words + count) }
}
