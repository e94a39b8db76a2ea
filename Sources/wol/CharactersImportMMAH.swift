import ArgumentParser
import Foundation
import WriteOutLoud

/// `wol characters import-mmah graphics.txt`: converts Make Me a Hanzi's stroke data into templates.
struct CharactersImportMMAH: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import-mmah",
        abstract: "Convert Make Me a Hanzi's graphics.txt (one JSON character per line) into templates.",
        discussion: """
            Uses each stroke's median (y_down = 900 − y_up) and names its type with the stroke-type recogniser, \
            which learns from the labelled strokes of the --characters library (the shipped KanjiVG data by \
            default); replaces earlier makemeahanzi templates and records an import report.
            """)

    @OptionGroup(title: "Stroke types") var characters: CharactersLocation

    @Argument(help: "Make Me a Hanzi's graphics.txt.")
    var graphics: String

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
        let output = URL(fileURLWithPath: out)
        do {
            let result = try importer.importGraphics(URL(fileURLWithPath: graphics))
            try CharacterLibraryWriter.write(result.templates, report: result.report, to: output)
            print("imported \(result.report.shipped) Make Me a Hanzi characters into \(output.path)")
        } catch {
            throw CharactersCommandError(error.description)
        }
    }
}
