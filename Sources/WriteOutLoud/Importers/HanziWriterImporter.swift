import Foundation

/// Reads learners' stroke data in Hanzi Writer (`口.json` files) and Make Me a Hanzi (`graphics.txt`) formats
/// as character templates, naming each stroke's type with the ``StrokeTypeRecognizer``.
public struct HanziWriterImporter: Sendable {
    /// The `source` of templates from Hanzi Writer files.
    public static let hanziWriterSource = "hanzi-writer"
    /// The `source` of templates from Make Me a Hanzi's `graphics.txt`.
    public static let makeMeAHanziSource = "makemeahanzi"
    /// The sources whose stroke types come from the ``StrokeTypeRecognizer`` rather than from people.
    public static let recognizedTypeSources: Set<String> = [hanziWriterSource, makeMeAHanziSource]

    public var recognizer: StrokeTypeRecognizer
    /// Where readings and meanings come from; nil leaves them empty.
    public var unihan: Unihan?

    public init(recognizer: StrokeTypeRecognizer = StrokeTypeRecognizer(), unihan: Unihan? = nil) {
        self.recognizer = recognizer
        self.unihan = unihan
    }

    /// Reads one Hanzi Writer file; the character comes from its `character` field or else its file name (`口.json`).
    /// - Throws: ``CharacterImportError`` naming the file and field when it is malformed or Unihan cannot be read.
    public func importFile(_ url: URL) throws(CharacterImportError) -> CharacterTemplate {
        guard let data = FileManager.default.contents(atPath: url.path) else { throw .missingInput(url.path) }
        let parsed = try HanziWriterCharacter.decode(data, file: url.path)
        let name = parsed.character ?? url.deletingPathExtension().lastPathComponent
        guard name.count == 1, let character = name.first else {
            throw .invalidFile(url.path, field: "character", problem: "the file name does not name one character")
        }
        return parsed.template(
            named: name, source: Self.hanziWriterSource, recognizer: recognizer, entry: try entry(for: character))
    }

    /// Reads every `*.json` file of a Hanzi Writer data directory; malformed files are reported, not fatal.
    /// - Throws: ``CharacterImportError/missingInput(_:)`` when the directory does not exist.
    public func importDirectory(_ directory: URL) throws(CharacterImportError) -> CharacterImportResult {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        } catch {
            throw .missingInput(directory.path)
        }
        var report = CharacterImportReport(source: Self.hanziWriterSource)
        var templates: [CharacterTemplate] = []
        for name in names.sorted() where name.hasSuffix(".json") {
            report.considered += 1
            do {
                templates.append(try importFile(directory.appendingPathComponent(name)))
            } catch {
                if case .unihan = error { throw error }
                report.exclude(name.first ?? "?", because: .malformedFile)
            }
        }
        report.shipped = templates.count
        return CharacterImportResult(templates: templates, report: report)
    }

    /// Reads Make Me a Hanzi's `graphics.txt`: one JSON object per line with `character`, `strokes`, `medians`.
    /// - Throws: ``CharacterImportError/invalidFile(_:field:problem:)`` naming the line and field of the first bad line.
    public func importGraphics(_ url: URL) throws(CharacterImportError) -> CharacterImportResult {
        var report = CharacterImportReport(source: Self.makeMeAHanziSource)
        var templates: [CharacterTemplate] = []
        for (name, parsed) in try Self.readGraphics(url) {
            report.considered += 1
            let character = name.first ?? "?"
            templates.append(
                parsed.template(
                    named: name, source: Self.makeMeAHanziSource, recognizer: recognizer,
                    entry: try entry(for: character)))
        }
        report.shipped = templates.count
        return CharacterImportResult(templates: templates, report: report)
    }

    /// The characters of a `graphics.txt`, in file order.
    static func readGraphics(_ url: URL) throws(CharacterImportError) -> [(String, HanziWriterCharacter)] {
        guard let data = FileManager.default.contents(atPath: url.path) else { throw .missingInput(url.path) }
        var result: [(String, HanziWriterCharacter)] = []
        for (index, line) in data.split(separator: UInt8(ascii: "\n")).enumerated() {
            let trimmed = line.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\r") }
            guard !trimmed.isEmpty else { continue }
            let location = "\(url.path) line \(index + 1)"
            let parsed = try HanziWriterCharacter.decode(Data(trimmed), file: location)
            guard let name = parsed.character else {
                throw .invalidFile(location, field: "character", problem: "is missing")
            }
            result.append((name, parsed))
        }
        return result
    }

    private func entry(for character: Character) throws(CharacterImportError) -> UnihanEntry? {
        guard let unihan else { return nil }
        do {
            return try unihan.entry(for: character)
        } catch {
            throw .unihan(error)
        }
    }
}
