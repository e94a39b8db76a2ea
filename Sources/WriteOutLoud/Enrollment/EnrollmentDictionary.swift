import Foundation

/// Pronunciations for enrolment words, merged from several dictionaries (a word's first entry wins;
/// alternates such as `heng(2)` are left out: `bw` aligns with one pronunciation per word).
struct EnrollmentDictionary {
    /// Word → phones (`heng` → `HH UH NG`).
    private(set) var phones: [String: String] = [:]

    /// - Throws: ``EnrollmentError`` naming the file when none of the files can be read.
    init(files: [URL]) throws(EnrollmentError) {
        var readable = 0
        for file in files {
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            readable += 1
            for line in text.split(separator: "\n") {
                let fields = line.split(whereSeparator: \.isWhitespace)
                guard fields.count >= 2, !fields[0].hasSuffix(")") else { continue }
                let word = String(fields[0])
                if phones[word] == nil { phones[word] = fields.dropFirst().joined(separator: " ") }
            }
        }
        guard readable > 0 else {
            throw EnrollmentError(
                subject: files.map(\.path).joined(separator: ", "), problem: "no enrolment dictionary can be read")
        }
    }
}
