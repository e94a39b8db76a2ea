import Foundation

/// An acoustic model's mixture weights as sphinxtrain's tools read them (`mixture_weights`), from the
/// quantised `sendump` that PocketSphinx models such as Debian's en-us ship instead.
///
/// A sendump holds, after a header of length-prefixed strings ended by a zero length, the numbers of
/// codewords and senones (32-bit each), then for every feature stream and codeword one byte per senone: the
/// weight's negative logarithm (base 1.0001) shifted right by `mixw_shift` (10 unless the header says
/// otherwise). A clustered sendump (`cluster_count` 15 or 16, `cluster_bits` 4, as the Mandarin model
/// `tdt_sc_8k` ships) takes the counts from its header instead, then holds a codebook of 16 such quantised
/// values and, per stream and codeword, one 4-bit codebook index per senone (two senones a byte, the even one
/// in the low half). The weights are renormalised per senone and stream after dequantising.
struct MixtureWeights {
    let senones: Int
    let streams: Int
    let codewords: Int
    /// Senone-major: `values[(senone * streams + stream) * codewords + codeword]`.
    let values: [Float]

    /// Reads a sendump file.
    /// - Throws: ``EnrollmentError`` naming the file when it is not a sendump this reader understands.
    init(sendump url: URL) throws(EnrollmentError) {
        guard let data = try? Data(contentsOf: url) else {
            throw EnrollmentError(subject: url.path, problem: "does not exist or cannot be read")
        }
        let malformed = EnrollmentError(subject: url.path, problem: "is not a PocketSphinx sendump file")
        var reader = ByteReader(data: data)
        guard let first = reader.peekWord(), first != 0 else { throw malformed }
        reader.bigEndian = first > 65_536
        var header: [String: String] = [:]
        var isTitle = true
        while true {
            guard let length = reader.word(), length < 65_536, let bytes = reader.bytes(length) else { throw malformed }
            if length == 0 { break }
            let line = String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            if !isTitle, let space = line.firstIndex(of: " ") {
                header[String(line[..<space])] = String(line[line.index(after: space)...])
            }
            isTitle = false
        }
        let streams = Int(header["feature_count"] ?? "1") ?? 1
        let shift = Int(header["mixw_shift"] ?? "10") ?? 10
        let clusters = Int(header["cluster_count"] ?? "0")
        guard clusters == 0 || ((clusters == 15 || clusters == 16) && header["cluster_bits"] == "4") else {
            throw EnrollmentError(
                subject: url.path, problem: "clustered sendump files other than 4-bit ones are not supported")
        }
        let clustered = clusters != 0
        let counts = clustered
            ? (Int(header["mixture_count"] ?? ""), Int(header["model_count"] ?? "")) : (reader.word(), reader.word())
        guard let codewords = counts.0, let senones = counts.1, codewords > 0, senones > 0 else { throw malformed }
        let codebook = clustered ? reader.bytes(16).map(Array.init) : nil
        let rowLength = clustered ? (senones + 1) / 2 : senones
        guard clustered == (codebook != nil), let bytes = reader.bytes(streams * codewords * rowLength) else {
            throw malformed
        }
        var values = [Float](repeating: 0, count: senones * streams * codewords)
        for stream in 0..<streams {
            for codeword in 0..<codewords {
                let row = bytes.startIndex + (stream * codewords + codeword) * rowLength
                for senone in 0..<senones {
                    let quantised: UInt8
                    if let codebook {
                        let pair = bytes[row + senone / 2]
                        quantised = codebook[Int(senone % 2 == 0 ? pair & 0x0f : pair >> 4)]
                    } else {
                        quantised = bytes[row + senone]
                    }
                    values[(senone * streams + stream) * codewords + codeword] =
                        Float(pow(1.0001, -Double(quantised) * Double(1 << shift)))
                }
            }
        }
        for row in stride(from: 0, to: values.count, by: codewords) {
            let total = values[row..<row + codewords].reduce(0, +)
            if total > 0 { for index in row..<row + codewords { values[index] /= total } }
        }
        self.senones = senones
        self.streams = streams
        self.codewords = codewords
        self.values = values
    }

    /// Writes the weights as a Sphinx-III `mixture_weights` file: a text header ended by `endhdr` on a
    /// 4-byte boundary, a byte-order word, the three dimensions and the value count, then the values.
    func write(to url: URL) throws(EnrollmentError) {
        let start = "s3\nversion 1.0\n"
        let end = "endhdr\n"
        var data = Data((start + String(repeating: " ", count: (4 - (start.count + end.count) % 4) % 4) + end).utf8)
        for word in [UInt32(0x1122_3344), UInt32(senones), UInt32(streams), UInt32(codewords), UInt32(values.count)] {
            withUnsafeBytes(of: word.littleEndian) { data.append(contentsOf: $0) }
        }
        for value in values { withUnsafeBytes(of: value.bitPattern.littleEndian) { data.append(contentsOf: $0) } }
        do {
            try data.write(to: url)
        } catch {
            throw EnrollmentError(subject: url.path, problem: "cannot be written: \(error.localizedDescription)")
        }
    }
}

/// Reads 32-bit words and byte runs from a file's bytes, in the file's byte order.
private struct ByteReader {
    let data: Data
    var offset = 0
    var bigEndian = false

    func peekWord() -> Int? {
        guard offset + 4 <= data.count else { return nil }
        let little = data[data.startIndex + offset..<data.startIndex + offset + 4].reversed()
            .reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        return Int(bigEndian ? little.byteSwapped : little)
    }

    mutating func word() -> Int? {
        defer { offset += 4 }
        return peekWord()
    }

    mutating func bytes(_ count: Int) -> Data? {
        guard count >= 0, offset + count <= data.count else { return nil }
        defer { offset += count }
        return data[data.startIndex + offset..<data.startIndex + offset + count]
    }
}
