/// Walks the records of one Unihan text file: lines `U+XXXX<TAB>kField<TAB>value`, `#` comments and blank lines.
struct UnihanRecordReader {
    /// The file's path, for error messages.
    let file: String
    /// The fields to report; records of other fields are skipped without decoding their values.
    let fields: [String]

    /// One record of a wanted field.
    struct Record {
        var codePoint: UInt32
        /// Index into ``UnihanRecordReader/fields``.
        var field: Int
        var value: String
        /// 1-based line number, for error messages.
        var line: Int
    }

    /// Calls `body` with each record of a wanted field, in file order.
    /// - Parameter bytes: the file's decompressed UTF-8 text.
    /// - Throws: ``UnihanError/corruptFile(_:field:problem:)`` naming the line when a record is malformed.
    /// - Complexity: O(n) in the size of the text.
    func forEachRecord(
        in bytes: [UInt8], _ body: (Record) throws(UnihanError) -> Void
    ) throws(UnihanError) {
        let wanted = fields.map { Array($0.utf8) }
        var lineNumber = 0
        var lineStart = 0
        let count = bytes.count
        while lineStart < count {
            lineNumber += 1
            var lineEnd = lineStart
            while lineEnd < count && bytes[lineEnd] != 0x0A { lineEnd += 1 }
            defer { lineStart = lineEnd + 1 }
            var end = lineEnd
            if end > lineStart && bytes[end - 1] == 0x0D { end -= 1 }
            guard end > lineStart, bytes[lineStart] != 0x23 else { continue }
            try readRecord(bytes, from: lineStart, to: end, line: lineNumber, wanted: wanted, body)
        }
    }

    private func readRecord(
        _ bytes: [UInt8], from start: Int, to end: Int, line: Int, wanted: [[UInt8]],
        _ body: (Record) throws(UnihanError) -> Void
    ) throws(UnihanError) {
        guard end - start > 2, bytes[start] == 0x55, bytes[start + 1] == 0x2B else {
            throw corrupt(line, "does not start with U+ and a code point")
        }
        var index = start + 2
        var codePoint: UInt32 = 0
        var digits = 0
        while index < end, let digit = Self.hexValue(bytes[index]) {
            codePoint = codePoint &* 16 &+ digit
            digits += 1
            index += 1
        }
        guard (4...6).contains(digits), index < end, bytes[index] == 0x09 else {
            throw corrupt(line, "code point is not 4 to 6 hex digits followed by a tab")
        }
        let fieldStart = index + 1
        var fieldEnd = fieldStart
        while fieldEnd < end && bytes[fieldEnd] != 0x09 { fieldEnd += 1 }
        guard fieldEnd < end, fieldEnd > fieldStart else { throw corrupt(line, "has no field name and value") }
        let fieldLength = fieldEnd - fieldStart
        guard
            let fieldIndex = wanted.firstIndex(where: { name in
                name.count == fieldLength && bytes[fieldStart..<fieldEnd].elementsEqual(name)
            })
        else { return }
        guard let value = String(validating: bytes[(fieldEnd + 1)..<end], as: UTF8.self) else {
            throw corrupt(line, "\(fields[fieldIndex]) value is not valid UTF-8")
        }
        try body(Record(codePoint: codePoint, field: fieldIndex, value: value, line: line))
    }

    /// An error about line `line` of the file.
    func corrupt(_ line: Int, _ problem: String) -> UnihanError {
        .corruptFile(file, field: "line \(line)", problem: problem)
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case 0x30...0x39: UInt32(byte - 0x30)
        case 0x41...0x46: UInt32(byte - 0x41 + 10)
        case 0x61...0x66: UInt32(byte - 0x61 + 10)
        default: nil
        }
    }
}
