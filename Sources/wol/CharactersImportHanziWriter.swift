import ArgumentParser
import Foundation
import WriteOutLoud

/// `wol characters import-hanzi-writer FILE|DIR`: converts Hanzi Writer / Make Me a Hanzi JSON into templates.
struct CharactersImportHanziWriter: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import-hanzi-writer",
        abstract: "Convert Hanzi Writer character JSON (one file, or a directory of <character>.json) into templates.",
        discussion: """
            Uses each stroke's median (1024 box, y up; y_down = 900 − y_up) and names its type with the stroke-type \
            recogniser, which learns from the labelled strokes of the --characters library (the shipped KanjiVG \
            data by default); readings and meanings come from Unihan. A single file is added to the library; a directory \
            replaces earlier hanzi-writer templates and records an import report.
            """)

    @OptionGroup(title: "Stroke types") var characters: CharactersLocation

    @Argument(help: "A Hanzi Writer JSON file (named by its character, e.g. 口.json) or a directory of them.")
    var input: String

    @Option(help: "Library directory to write into.")
    var out: String = "Characters"

    @Option(help: "Directory of the Unihan files.")
    var unihan: String = Unihan.defaultDirectory.path

    func run() throws {
        let recognizer: StrokeTypeRecognizer
        do {
            recognizer = try characters.strokeTypeRecognizer()
        } catch {
            throw CharactersCommandError(error.description)
        }
        let importer = HanziWriterImporter(recognizer: recognizer, unihan: Unihan(directory: URL(fileURLWithPath: unihan)))
        let inputURL = URL(fileURLWithPath: input)
        let output = URL(fileURLWithPath: out)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: inputURL.path, isDirectory: &isDirectory) else {
            throw CharactersCommandError(CharacterImportError.missingInput(inputURL.path).description)
        }
        do {
            if isDirectory.boolValue {
                let result = try importer.importDirectory(inputURL)
                try CharacterLibraryWriter.write(result.templates, report: result.report, to: output)
                print("imported \(result.report.shipped) of \(result.report.considered) Hanzi Writer files into \(output.path)")
            } else {
                let template = try importer.importFile(inputURL)
                try CharacterLibraryWriter.add([template], to: output)
                let types = template.strokes.compactMap(\.type?.name).joined(separator: " ")
                print("imported \(template.character) (\(types)) into \(output.path)")
            }
        } catch {
            throw CharactersCommandError(error.description)
        }
    }
}
