import CBZip2

/// Decompression of bzip2 data through the system's libbz2, as Debian ships the Unihan files.
enum BZip2 {
    /// Why bzip2 data could not be decompressed.
    enum Failure: Error, Equatable {
        /// The data does not start with a bzip2 header or its blocks fail their checksums.
        case corrupt(String)
        /// The data ends in the middle of a stream.
        case truncated
        /// libbz2 could not allocate memory.
        case outOfMemory

        var problem: String {
            switch self {
            case .corrupt(let detail): "is not valid bzip2 data (\(detail))"
            case .truncated: "ends in the middle of its bzip2 data"
            case .outOfMemory: "could not be decompressed: out of memory"
            }
        }
    }

    /// Decompresses every bzip2 stream in `data`, concatenated streams included.
    /// - Parameter data: the compressed bytes.
    /// - Returns: the decompressed bytes.
    /// - Throws: ``Failure`` when the data is not bzip2, is damaged or ends early.
    /// - Complexity: O(n) in the size of the output.
    static func decompress(_ data: [UInt8]) throws(Failure) -> [UInt8] {
        guard !data.isEmpty else { throw .corrupt("empty input") }
        var output: [UInt8] = []
        output.reserveCapacity(data.count * 6)
        var consumed = 0
        while consumed < data.count {
            consumed += try decompressStream(data, from: consumed, into: &output)
        }
        return output
    }

    /// Decompresses one stream starting at `offset`, appending to `output`.
    /// - Returns: how many input bytes the stream took.
    private static func decompressStream(
        _ data: [UInt8], from offset: Int, into output: inout [UInt8]
    ) throws(Failure) -> Int {
        var stream = bz_stream()
        guard BZ2_bzDecompressInit(&stream, 0, 0) == BZ_OK else { throw .outOfMemory }
        defer { BZ2_bzDecompressEnd(&stream) }

        let chunkSize = 1 << 18
        var chunk = [UInt8](repeating: 0, count: chunkSize)
        var input = Array(data[offset...])
        let inputCount = input.count
        var status: Int32 = BZ_OK
        input.withUnsafeMutableBufferPointer { inputBuffer in
            inputBuffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: inputCount) { inputStart in
                stream.next_in = inputStart
                stream.avail_in = UInt32(inputCount)
                while status == BZ_OK {
                    let produced = chunk.withUnsafeMutableBufferPointer { chunkBuffer in
                        chunkBuffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: chunkSize) { chunkStart in
                            stream.next_out = chunkStart
                            stream.avail_out = UInt32(chunkSize)
                            status = BZ2_bzDecompress(&stream)
                            return chunkSize - Int(stream.avail_out)
                        }
                    }
                    output.append(contentsOf: chunk[0..<produced])
                    if status == BZ_OK && stream.avail_in == 0 && produced == 0 { break }
                }
            }
        }
        switch status {
        case BZ_STREAM_END: return inputCount - Int(stream.avail_in)
        case BZ_OK: throw .truncated
        case BZ_MEM_ERROR: throw .outOfMemory
        case BZ_DATA_ERROR_MAGIC: throw .corrupt("no bzip2 header")
        case BZ_DATA_ERROR: throw .corrupt("checksum or block error")
        default: throw .corrupt("libbz2 status \(status)")
        }
    }
}
