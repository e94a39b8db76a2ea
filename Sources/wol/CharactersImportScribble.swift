import ArgumentParser
import Foundation
import WriteOutLoud

/// `wol characters import-scribble FILE|DIR`: converts Latin cursive glyphs in the Scribble format into templates.
struct CharactersImportScribble: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import-scribble",
        abstract: "Convert Latin cursive glyphs in the Scribble format (docs/scribble-format.md) into templates.",
        discussion: """
            Checks each glyph (version, metrics, finite numbers, stroke start/end on the Bézier ends, order 1…n), \
            slants it by targetSlantDeg, fits its em box into the 1024 box and adds it to the library, replacing \
            a template of the same character; other templates stay. A directory is imported whole or not at all.
            """)

    @Argument(help: "A Scribble glyph JSON file, or a directory of them (e.g. Characters/latin).")
    var input: String

    @Option(help: "Library directory to write into.")
    var out: String = "Characters"

    @Option(help: "The templates' source, e.g. project for letters this project authored.")
    var source: String = "project"

    func run() throws {
        let importer = ScribbleImporter(source: source)
        let inputURL = URL(fileURLWithPath: input)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: inputURL.path, isDirectory: &isDirectory) else {
            throw CharactersCommandError(CharacterImportError.missingInput(inputURL.path).description)
        }
        do {
            let templates =
                isDirectory.boolValue ? try importer.importDirectory(inputURL) : [try importer.importFile(inputURL)]
            try CharacterLibraryWriter.add(templates, to: URL(fileURLWithPath: out))
            let letters = templates.map(\.character).joined(separator: " ")
            print("imported \(templates.count) Scribble glyph\(templates.count == 1 ? "" : "s") (\(letters)) into \(out)")
        } catch {
            throw CharactersCommandError(error.description)
        }
    }
}
