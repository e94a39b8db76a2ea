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

    @Argument(help: "A Hanzi Writer JSON file (named by its character, e.g. 口.json) or a directory of them.")
    var input: String

    @OptionGroup var options: HanziWriterImportOptions

    func run() throws {
        let importer = try options.importer()
        let inputURL = URL(fileURLWithPath: input)
        let output = options.output
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
