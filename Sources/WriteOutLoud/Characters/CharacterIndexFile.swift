import Foundation

/// The library's `index.json`: a ``CharacterSummary`` per template, one per line, in listing order.
enum CharacterIndexFile {
    static let name = "index.json"

    private struct Contents: Codable {
        var version: Int
        var characters: [CharacterSummary]
    }

    /// Reads the index, or returns nil when the library has none.
    /// - Throws: ``CharacterLibraryError/invalidFile(_:field:problem:)`` when it exists but is malformed.
    static func load(in directory: URL) throws(CharacterLibraryError) -> [CharacterSummary]? {
        let url = directory.appendingPathComponent(name)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        do {
            let contents = try JSONDecoder().decode(Contents.self, from: Data(contentsOf: url))
            guard contents.version == 1 else {
                throw CharacterLibraryError.invalidFile(
                    url.path, field: "version", problem: "is \(contents.version), this engine reads 1")
            }
            return contents.characters
        } catch let error as CharacterLibraryError {
            throw error
        } catch let error as DecodingError {
            throw .invalidFile(url.path, field: error.fieldPath, problem: error.problem)
        } catch {
            throw .invalidFile(url.path, field: "file", problem: "cannot be read")
        }
    }

    /// The index text: valid JSON with one character per line, so that changes diff line by line.
    static func encode(_ summaries: [CharacterSummary]) throws -> Data {
        let encoder = SortedJSON.encoder()
        let lines = try summaries.sorted(by: CharacterSummary.listingOrder).map {
            String(decoding: try encoder.encode($0), as: UTF8.self)
        }
        return Data("{\"version\": 1, \"characters\": [\n\(lines.joined(separator: ",\n"))\n]}\n".utf8)
    }
}
