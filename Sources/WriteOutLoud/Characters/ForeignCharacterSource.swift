import Foundation
import Synchronization

/// A library directory in a learner's format rather than ours, converted one character at a time on demand.
///
/// Detected by ``CharacterLibrary``: a directory with no `templates/` folder but a Make Me a Hanzi `graphics.txt`,
/// or Hanzi Writer `<character>.json` files. Stroke types come from the ``StrokeTypeRecognizer`` given; readings are
/// left empty (convert with `wol characters import-hanzi-writer` / `import-mmah` to fill them from Unihan).
final class ForeignCharacterSource: Sendable {
    enum Format: Equatable {
        case hanziWriter
        case makeMeAHanzi(graphics: URL)
    }

    let directory: URL
    let format: Format
    private let importer: HanziWriterImporter
    /// Make Me a Hanzi's characters, read on first use.
    private let graphics = Mutex<[String: HanziWriterCharacter]?>(nil)

    /// The foreign format `directory` holds, or nil when it should be read as our own layout.
    static func detect(in directory: URL, strokeTypes: @autoclosure () -> StrokeTypeRecognizer) -> ForeignCharacterSource? {
        let manager = FileManager.default
        if manager.fileExists(atPath: directory.appendingPathComponent("templates").path) { return nil }
        let graphicsFile = directory.appendingPathComponent("graphics.txt")
        if manager.fileExists(atPath: graphicsFile.path) {
            return ForeignCharacterSource(
                directory: directory, format: .makeMeAHanzi(graphics: graphicsFile), strokeTypes: strokeTypes())
        }
        let names = (try? manager.contentsOfDirectory(atPath: directory.path)) ?? []
        if names.contains(where: { $0.hasSuffix(".json") && $0.dropLast(5).count == 1 }) {
            return ForeignCharacterSource(directory: directory, format: .hanziWriter, strokeTypes: strokeTypes())
        }
        return nil
    }

    private init(directory: URL, format: Format, strokeTypes: StrokeTypeRecognizer) {
        self.directory = directory
        self.format = format
        importer = HanziWriterImporter(recognizer: strokeTypes)
    }

    func template(for character: String) throws(CharacterLibraryError) -> CharacterTemplate {
        switch format {
        case .hanziWriter:
            let url = directory.appendingPathComponent("\(character).json")
            guard character.count == 1, FileManager.default.fileExists(atPath: url.path) else {
                throw .unknownCharacter(character, directory: directory.path)
            }
            do {
                return try importer.importFile(url)
            } catch {
                throw Self.libraryError(error)
            }
        case .makeMeAHanzi:
            guard let parsed = try loadGraphics()[character] else {
                throw .unknownCharacter(character, directory: directory.path)
            }
            return parsed.template(
                named: character, source: HanziWriterImporter.makeMeAHanziSource, recognizer: importer.recognizer,
                entry: nil)
        }
    }

    func characters() throws(CharacterLibraryError) -> [String] {
        let names: [String]
        switch format {
        case .hanziWriter:
            let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            names = files.filter { $0.hasSuffix(".json") && $0.dropLast(5).count == 1 }.map { String($0.dropLast(5)) }
        case .makeMeAHanzi:
            names = Array(try loadGraphics().keys)
        }
        return names.sorted { ($0.unicodeScalars.first?.value ?? 0) < ($1.unicodeScalars.first?.value ?? 0) }
    }

    private func loadGraphics() throws(CharacterLibraryError) -> [String: HanziWriterCharacter] {
        guard case .makeMeAHanzi(let file) = format else { return [:] }
        if let loaded = graphics.withLock({ $0 }) { return loaded }
        let parsed: [(String, HanziWriterCharacter)]
        do {
            parsed = try HanziWriterImporter.readGraphics(file)
        } catch {
            throw Self.libraryError(error)
        }
        let table = Dictionary(parsed, uniquingKeysWith: { first, _ in first })
        graphics.withLock { $0 = table }
        return table
    }

    private static func libraryError(_ error: CharacterImportError) -> CharacterLibraryError {
        switch error {
        case .invalidFile(let path, let field, let problem): .invalidFile(path, field: field, problem: problem)
        case .missingInput(let path): .missingDirectory(path)
        case .unihan(let error): .invalidFile("Unihan", field: "file", problem: error.description)
        case .cannotWrite(let path, let problem): .invalidFile(path, field: "file", problem: problem)
        }
    }
}
