import Foundation

/// One Unihan data file, found as `NAME.txt` or `NAME.txt.bz2` in the Unihan directory.
struct UnihanFile {
    /// The path of the file found.
    let path: String
    private let compressed: Bool

    /// Finds the file, preferring the plain text when both exist.
    /// - Throws: ``UnihanError/missingFile(_:)`` naming the compressed path when neither exists.
    init(directory: URL, name: String) throws(UnihanError) {
        let plain = directory.appendingPathComponent("\(name).txt").path
        let packed = plain + ".bz2"
        if FileManager.default.fileExists(atPath: plain) {
            (path, compressed) = (plain, false)
        } else if FileManager.default.fileExists(atPath: packed) {
            (path, compressed) = (packed, true)
        } else {
            throw .missingFile(packed)
        }
    }

    /// The file's text as UTF-8 bytes, decompressed if need be.
    /// - Throws: ``UnihanError/unreadableFile(_:)`` or ``UnihanError/corruptFile(_:field:problem:)``.
    func text() throws(UnihanError) -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: path) else { throw .unreadableFile(path) }
        let bytes = [UInt8](data)
        guard compressed else { return bytes }
        do {
            return try BZip2.decompress(bytes)
        } catch {
            throw .corruptFile(path, field: "file", problem: error.problem)
        }
    }
}
