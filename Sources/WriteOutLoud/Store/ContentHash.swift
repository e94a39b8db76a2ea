import Foundation

/// The content hash that, with the recording's path, identifies a stored attempt.
public enum ContentHash {
    /// SHA-256 of the recording's JSON with sorted keys, so re-analysing an unchanged file is recognised.
    /// - Throws: ``StoreError`` when the recording cannot be encoded.
    public static func of(_ recording: Recording) throws(StoreError) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        do {
            return SHA256.hex(try encoder.encode(recording))
        } catch {
            throw StoreError(file: "(recording)", field: "(document)", problem: "cannot be encoded to hash it: \(error)")
        }
    }
}
