import Foundation
import Synchronization

/// The character templates in one directory, loaded lazily one file per character and cached.
///
/// Layout: `DIR/templates/<code point in upper-case hex>.json`, e.g. `templates/53E3.json` for 口.
/// Designed for thousands of characters: nothing is read until a character is asked for.
/// A directory in a learner's format — Hanzi Writer `<character>.json` files or Make Me a Hanzi's `graphics.txt` —
/// is detected and converted on demand (see `docs/character-format.md`).
public final class CharacterLibrary: Sendable {
    public let directory: URL
    private let cache = Mutex<[String: CharacterTemplate]>([:])
    private let foreign: ForeignCharacterSource?

    /// Opens the library in `directory`.
    /// - Parameters:
    ///   - directory: our layout (`templates/`), or a directory in a learner's format.
    ///   - strokeTypes: names the stroke types of a learner's format, which has none; nil uses the built-in
    ///     prototypes only, which miss often (83.5 % against 97.6 % for one that learned from the shipped
    ///     library: ``StrokeTypeRecognizer/init(library:limit:)``).
    /// - Throws: ``CharacterLibraryError/missingDirectory(_:)`` when `directory` is not a directory.
    public init(directory: URL, strokeTypes: StrokeTypeRecognizer? = nil) throws(CharacterLibraryError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue
        else { throw .missingDirectory(directory.path) }
        self.directory = directory
        foreign = ForeignCharacterSource.detect(in: directory, strokeTypes: strokeTypes ?? StrokeTypeRecognizer())
    }

    /// True for a directory in a learner's format (Hanzi Writer, Make Me a Hanzi), whose templates are
    /// converted when asked for, their stroke types named by a recogniser.
    public var isConvertedOnDemand: Bool { foreign != nil }

    /// The template for one character, or for a cursive word of Latin letters (``CursiveWordComposer/isWord(_:)``)
    /// composed from its letters' templates.
    /// - Throws: ``CharacterLibraryError/unknownCharacter(_:directory:)`` when the library has no such character,
    ///   ``CharacterLibraryError/unknownLetter(_:word:directory:)`` for a word with a letter it does not have,
    ///   ``CharacterLibraryError/invalidFile(_:field:problem:)`` when a file is malformed.
    public func template(for character: String) throws(CharacterLibraryError) -> CharacterTemplate {
        if let cached = cache.withLock({ $0[character] }) { return cached }
        if CursiveWordComposer.isWord(character) {
            var letters: [CharacterTemplate] = []
            for letter in character.map(String.init) {
                do {
                    letters.append(try template(for: letter))
                } catch .unknownCharacter {
                    throw .unknownLetter(letter, word: character, directory: directory.path)
                }
            }
            let word = CursiveWordComposer().compose(character, from: letters)
            cache.withLock { $0[character] = word }
            return word
        }
        if let foreign {
            let template = try foreign.template(for: character)
            cache.withLock { $0[character] = template }
            return template
        }
        guard let url = fileURL(for: character), FileManager.default.fileExists(atPath: url.path) else {
            throw .unknownCharacter(character, directory: directory.path)
        }
        let template = try CharacterTemplateFile.load(url)
        guard template.character == character else {
            throw .invalidFile(url.path, field: "character", problem: "is \(template.character), expected \(character)")
        }
        cache.withLock { $0[character] = template }
        return template
    }

    /// Every character the library holds, in code point order.
    public func characters() throws(CharacterLibraryError) -> [String] {
        if let foreign { return try foreign.characters() }
        let folder = directory.appendingPathComponent("templates")
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        } catch {
            throw .missingDirectory(folder.path)
        }
        return names.compactMap { name -> (UInt32, String)? in
            guard name.hasSuffix(".json"), let value = UInt32(name.dropLast(5), radix: 16),
                let scalar = Unicode.Scalar(value)
            else { return nil }
            return (value, String(Character(scalar)))
        }
        .sorted { $0.0 < $1.0 }
        .map(\.1)
    }

    /// A summary of every character, in listing order (most frequent first), from `index.json` when the library
    /// has one, otherwise by loading every template.
    /// - Throws: ``CharacterLibraryError`` when the index or a template is malformed.
    public func summaries() throws(CharacterLibraryError) -> [CharacterSummary] {
        if let indexed = try CharacterIndexFile.load(in: directory) { return indexed }
        var summaries: [CharacterSummary] = []
        for character in try characters() {
            summaries.append(CharacterSummary(try template(for: character)))
        }
        return summaries.sorted(by: CharacterSummary.listingOrder)
    }

    /// The reports of the imports that filled this library (one per source), for `wol characters stats`.
    /// - Throws: ``CharacterLibraryError/invalidFile(_:field:problem:)`` when a report is malformed.
    public func importReports() throws(CharacterLibraryError) -> [CharacterImportReport] {
        try CharacterImportReportFile.loadAll(in: directory)
    }

    /// Where a character's template file lives, or nil if `character` is not a single character.
    public func fileURL(for character: String) -> URL? {
        guard character.count == 1, let scalar = character.unicodeScalars.first,
            character.unicodeScalars.count == 1
        else { return nil }
        let name = String(scalar.value, radix: 16, uppercase: true)
        return directory.appendingPathComponent("templates").appendingPathComponent("\(name).json")
    }
}
