import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The fields of a `multipart/form-data` body (RFC 7578), split without copying more than each part's bytes.
///
/// Written for uploads from browsers and apps: every malformed body (no boundary, a part without a name, a
/// body cut short) is refused with a 400 naming what is wrong, never guessed at.
struct MultipartForm: Sendable {
    /// One field of the form.
    struct Part: Sendable {
        var name: String
        var filename: String?
        var contentType: String?
        var data: Data
    }

    private(set) var parts: [Part] = []

    /// Most parts a form may have; the API uses at most four.
    static let maxParts = 16
    /// Largest header block of one part, in bytes.
    static let maxHeaderBytes = 8 * 1024

    /// The first part with this name.
    subscript(name: String) -> Part? { parts.first { $0.name == name } }

    /// A text field's value, or nil when absent.
    /// - Throws: ``APIError`` 400 when the field is not UTF-8.
    func text(_ name: String) throws(APIError) -> String? {
        guard let part = self[name] else { return nil }
        guard let text = String(data: part.data, encoding: .utf8) else {
            throw APIError(.badRequest, field: name, problem: "is not UTF-8 text")
        }
        return text
    }

    /// The boundary named by a `Content-Type: multipart/form-data; boundary=…` header.
    /// - Throws: ``APIError`` 415 for another media type, 400 for a missing or invalid boundary.
    static func boundary(contentType: String?) throws(APIError) -> String {
        guard let contentType else {
            throw APIError(.unsupportedMediaType, field: "Content-Type", problem: "is missing: send multipart/form-data")
        }
        let pieces = contentType.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
        guard pieces.first?.lowercased() == "multipart/form-data" else {
            throw APIError(
                .unsupportedMediaType, field: "Content-Type", problem: "is \(pieces.first ?? ""), expected multipart/form-data")
        }
        for piece in pieces.dropFirst() {
            let pair = piece.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2, pair[0].lowercased() == "boundary" else { continue }
            var value = pair[1]
            if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") { value = String(value.dropFirst().dropLast()) }
            guard (1...70).contains(value.utf8.count) else {
                throw APIError(.badRequest, field: "Content-Type", problem: "boundary must be 1 to 70 characters")
            }
            return value
        }
        throw APIError(.badRequest, field: "Content-Type", problem: "has no boundary parameter")
    }

    /// Splits a body into its parts.
    /// - Throws: ``APIError`` 400 naming the problem: no opening boundary, a truncated body, a part without
    ///   `Content-Disposition: form-data; name=…`, too many parts.
    init(body: Data, boundary: String) throws(APIError) {
        let delimiter = Array(("--" + boundary).utf8)
        let bytes = [UInt8](body)
        guard var cursor = Self.find(delimiter, in: bytes, from: 0) else {
            throw APIError(.badRequest, field: "(body)", problem: "has no multipart boundary \"\(boundary)\"")
        }
        cursor += delimiter.count
        let separator = Array("\r\n".utf8) + delimiter
        while true {
            if Self.starts(bytes, at: cursor, with: Array("--".utf8)) { return }
            guard Self.starts(bytes, at: cursor, with: Array("\r\n".utf8)) else {
                throw APIError(.badRequest, field: "(body)", problem: "is truncated or malformed after a boundary")
            }
            cursor += 2
            guard parts.count < Self.maxParts else {
                throw APIError(.badRequest, field: "(body)", problem: "has more than \(Self.maxParts) parts")
            }
            guard let headerEnd = Self.find(Array("\r\n\r\n".utf8), in: bytes, from: cursor),
                headerEnd - cursor <= Self.maxHeaderBytes
            else {
                throw APIError(.badRequest, field: "(body)", problem: "a part's headers are truncated or too long")
            }
            let headers = String(decoding: bytes[cursor..<headerEnd], as: UTF8.self)
            let contentStart = headerEnd + 4
            guard let contentEnd = Self.find(separator, in: bytes, from: contentStart) else {
                throw APIError(.badRequest, field: "(body)", problem: "is truncated: a part has no closing boundary")
            }
            parts.append(try Self.part(headers: headers, data: Data(bytes[contentStart..<contentEnd])))
            cursor = contentEnd + separator.count
        }
    }

    private static func part(headers: String, data: Data) throws(APIError) -> Part {
        var name: String?
        var filename: String?
        var contentType: String?
        for line in headers.components(separatedBy: "\r\n") {
            let pair = line.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard pair.count == 2 else { continue }
            switch pair[0].lowercased() {
            case "content-disposition":
                let parameters = dispositionParameters(pair[1])
                name = parameters["name"]
                filename = parameters["filename"]
            case "content-type":
                contentType = pair[1]
            default:
                break
            }
        }
        guard let name, !name.isEmpty else {
            throw APIError(.badRequest, field: "(body)", problem: "a part has no Content-Disposition name")
        }
        return Part(name: name, filename: filename, contentType: contentType, data: data)
    }

    /// `form-data; name="audio"; filename="a.wav"` → `["name": "audio", "filename": "a.wav"]`.
    private static func dispositionParameters(_ value: String) -> [String: String] {
        var parameters: [String: String] = [:]
        for piece in value.split(separator: ";").dropFirst() {
            let pair = piece.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard pair.count == 2 else { continue }
            var value = pair[1]
            if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") { value = String(value.dropFirst().dropLast()) }
            parameters[pair[0].lowercased()] = value
        }
        return parameters
    }

    private static func starts(_ bytes: [UInt8], at index: Int, with prefix: [UInt8]) -> Bool {
        index + prefix.count <= bytes.count && bytes[index..<(index + prefix.count)].elementsEqual(prefix)
    }

    /// The first index at or after `start` where `needle` occurs (libc's `memchr` and `memcmp`: fast on large
    /// uploads even in debug builds).
    private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, start <= bytes.count - needle.count else { return nil }
        let last = bytes.count - needle.count
        return bytes.withUnsafeBytes { haystack in
            needle.withUnsafeBytes { pattern in
                guard let base = haystack.baseAddress, let wanted = pattern.baseAddress else { return nil }
                var index = start
                while index <= last {
                    guard let hit = memchr(base + index, Int32(first), last - index + 1) else { return nil }
                    let position = base.distance(to: UnsafeRawPointer(hit))
                    if memcmp(hit, wanted, pattern.count) == 0 { return position }
                    index = position + 1
                }
                return nil
            }
        }
    }
}
