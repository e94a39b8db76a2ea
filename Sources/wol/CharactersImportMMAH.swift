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

    @Argument(help: "Make Me a Hanzi's graphics.txt.")
    var graphics: String

    @OptionGroup var options: HanziWriterImportOptions

    func run() throws {
        let importer = try options.importer()
        let output = options.output
        do {
            let result = try importer.importGraphics(URL(fileURLWithPath: graphics))
            try CharacterLibraryWriter.write(result.templates, report: result.report, to: output)
            print("imported \(result.report.shipped) Make Me a Hanzi characters into \(output.path)")
        } catch {
            throw CharactersCommandError(error.description)
        }
    }
}
