import Foundation
import Synchronization

/// The Unicode Han Database (Unihan): Mandarin readings, meanings, stroke counts and frequencies of Chinese
/// characters, read from the Unihan text files (bzip2-compressed as Debian's `unicode-data` ships them, or plain).
///
/// Nothing is read until the first question; then `Unihan_Readings` and the file holding `kTotalStrokes`
/// (`Unihan_IRGSources` since Unicode 13, `Unihan_DictionaryLikeData` before) are read once and kept.
/// The outcome, data or error, is cached, so a broken directory fails the same way every time.
public final class Unihan: Sendable {
    /// Where Debian's `unicode-data` installs the Unihan files.
    public static let defaultDirectory = URL(fileURLWithPath: "/usr/share/unicode")

    /// One shared reader of ``defaultDirectory``, so the files are read at most once per process.
    public static let system = Unihan()

    /// The directory holding the `Unihan_*.txt.bz2` (or `Unihan_*.txt`) files.
    public let directory: URL

    private let state = Mutex<Result<[UInt32: UnihanEntry], UnihanError>?>(nil)

    /// A reader of the Unihan files in `directory`; reads nothing yet.
    public init(directory: URL = Unihan.defaultDirectory) {
        self.directory = directory
    }

    /// What Unihan says about `character`.
    /// - Returns: the entry, or nil when Unihan has no reading, meaning or stroke count for it.
    /// - Throws: ``UnihanError`` when the Unihan files are missing or damaged (on first use, then every time).
    public func entry(for character: Character) throws(UnihanError) -> UnihanEntry? {
        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first else { return nil }
        return try entries().get()[scalar.value]
    }

    /// Every entry, in code point order.
    /// - Throws: ``UnihanError`` when the Unihan files are missing or damaged.
    public func allEntries() throws(UnihanError) -> [UnihanEntry] {
        try entries().get().sorted { $0.key < $1.key }.map(\.value)
    }

    /// Reads the files now rather than on first use, to report a broken installation early.
    /// - Throws: ``UnihanError`` when the Unihan files are missing or damaged.
    public func load() throws(UnihanError) {
        _ = try entries().get()
    }

    private func entries() -> Result<[UInt32: UnihanEntry], UnihanError> {
        state.withLock { cached in
            if let cached { return cached }
            let result = Result { () throws(UnihanError) in try Self.read(directory) }
            cached = result
            return result
        }
    }

    // MARK: - Reading the files

    private static func read(_ directory: URL) throws(UnihanError) -> [UInt32: UnihanEntry] {
        var builders: [UInt32: UnihanEntryBuilder] = [:]
        let readings = try UnihanFile(directory: directory, name: "Unihan_Readings")
        let reader = UnihanRecordReader(file: readings.path, fields: UnihanEntryBuilder.readingFields)
        try reader.forEachRecord(in: readings.text()) { (record) throws(UnihanError) in
            if let problem = builders[record.codePoint, default: UnihanEntryBuilder()].read(
                record.value, field: record.field)
            {
                throw reader.corrupt(record.line, "\(reader.fields[record.field]): \(problem)")
            }
        }
        try readTotalStrokes(directory, into: &builders)

        var entries: [UInt32: UnihanEntry] = [:]
        entries.reserveCapacity(builders.count)
        for (codePoint, builder) in builders {
            guard let scalar = Unicode.Scalar(codePoint), let entry = builder.entry(for: Character(scalar)) else {
                continue
            }
            entries[codePoint] = entry
        }
        return entries
    }

    /// Reads `kTotalStrokes` (and `kIRG_GSource` beside it) from the first file that has it.
    private static func readTotalStrokes(
        _ directory: URL, into builders: inout [UInt32: UnihanEntryBuilder]
    ) throws(UnihanError) {
        var lastMissing: UnihanError?
        for name in ["Unihan_IRGSources", "Unihan_DictionaryLikeData"] {
            let file: UnihanFile
            do {
                file = try UnihanFile(directory: directory, name: name)
            } catch {
                if case .missingFile = error { lastMissing = error; continue }
                throw error
            }
            let reader = UnihanRecordReader(file: file.path, fields: ["kTotalStrokes", "kIRG_GSource"])
            var found = false
            try reader.forEachRecord(in: file.text()) { (record) throws(UnihanError) in
                guard record.field == 0 else {
                    builders[record.codePoint, default: UnihanEntryBuilder()].mainlandSource = record.value
                    return
                }
                found = true
                if let problem = builders[record.codePoint, default: UnihanEntryBuilder()].readTotalStrokes(
                    record.value)
                {
                    throw reader.corrupt(record.line, "kTotalStrokes: \(problem)")
                }
            }
            if found { return }
        }
        throw lastMissing ?? .corruptFile(
            directory.appendingPathComponent("Unihan_IRGSources.txt.bz2").path, field: "kTotalStrokes",
            problem: "no file of the Unihan directory has this field")
    }
}
