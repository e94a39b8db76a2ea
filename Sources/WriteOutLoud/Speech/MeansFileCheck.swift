import Foundation

/// Checks a learner's means file (Sphinx-3 parameters: an `s3` header, a byte-order word, the dimensions, the
/// values and, when the header says `chksum0 yes`, a checksum) against the acoustic model's own before
/// PocketSphinx loads it: PocketSphinx ends the whole process, with no error to catch, on a checksum or a
/// dimension it does not expect, and a server must not go down for one learner's damaged model.
enum MeansFileCheck {
    /// - Parameters:
    ///   - means: the learner's means file.
    ///   - base: the acoustic model's own means file, which the learner's must match in size, header and
    ///     dimensions.
    /// - Throws: ``EnrollmentError`` on `means`, saying what does not match.
    /// - Complexity: O(n) in the file's size.
    static func check(_ means: Data, against base: Data) throws(EnrollmentError) {
        guard means.count == base.count else {
            throw EnrollmentError(
                subject: "means", problem: "are \(means.count) bytes, the model's \(base.count): fitted to another model")
        }
        let means = [UInt8](means)
        let base = [UInt8](base)
        guard let headerEnd = Self.end(of: Array("endhdr\n".utf8), in: base), headerEnd + 8 <= base.count else {
            throw EnrollmentError(subject: "means", problem: "the model's own means have no Sphinx-3 header")
        }
        let littleEndian: Bool
        switch Self.word(base, at: headerEnd, littleEndian: true) {
        case 0x1122_3344: littleEndian = true
        case 0x4433_2211: littleEndian = false
        default: throw EnrollmentError(subject: "means", problem: "the model's own means have no byte-order word")
        }
        // After the byte-order word: the number of codebooks, of features, of densities, each feature's length.
        let features = Int(Self.word(base, at: headerEnd + 8, littleEndian: littleEndian))
        let valuesStart = headerEnd + 4 + 4 * (3 + features) + 4
        guard features > 0, valuesStart <= base.count else {
            throw EnrollmentError(subject: "means", problem: "the model's own means have dimensions past their end")
        }
        guard means[..<valuesStart] == base[..<valuesStart] else {
            throw EnrollmentError(
                subject: "means",
                problem: "have another header or other dimensions than the model's: fitted to another model")
        }
        let header = String(decoding: base[..<headerEnd], as: UTF8.self)
        let hasChecksum = header.split(separator: "\n").contains { $0.split(separator: " ") == ["chksum0", "yes"] }
        guard hasChecksum else { return }
        var sum: UInt32 = 0
        for offset in stride(from: headerEnd + 4, to: means.count - 4, by: 4) {
            sum = (sum << 20 | sum >> 12) &+ Self.word(means, at: offset, littleEndian: littleEndian)
        }
        guard sum == Self.word(means, at: means.count - 4, littleEndian: littleEndian) else {
            throw EnrollmentError(subject: "means", problem: "are damaged: their checksum does not match their values")
        }
    }

    /// The index just past the first occurrence of `pattern` in `bytes`.
    private static func end(of pattern: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= pattern.count else { return nil }
        for start in 0...(bytes.count - pattern.count) where bytes[start..<start + pattern.count].elementsEqual(pattern) {
            return start + pattern.count
        }
        return nil
    }

    private static func word(_ bytes: [UInt8], at offset: Int, littleEndian: Bool) -> UInt32 {
        let value = bytes[offset..<offset + 4].reversed().reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        return littleEndian ? value : value.byteSwapped
    }
}
