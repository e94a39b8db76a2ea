import ArgumentParser
import Foundation
import WriteOutLoud

/// Options shared by the importers of Hanzi Writer and Make Me a Hanzi data, which carry no stroke types.
struct HanziWriterImportOptions: ParsableArguments {
    @OptionGroup(title: "Stroke types") var characters: CharactersLocation

    @Option(help: "Library directory to write into.")
    var out: String = "Characters"

    @Option(help: "Directory of the Unihan files.")
    var unihan: String = Unihan.defaultDirectory.path

    /// The folder templates are written to.
    var output: URL { URL(fileURLWithPath: out) }

    /// An importer whose stroke-type recogniser learned from the `--characters` library.
    func importer() throws -> HanziWriterImporter {
        do {
            return HanziWriterImporter(
                recognizer: try characters.strokeTypeRecognizer(), unihan: Unihan(directory: URL(fileURLWithPath: unihan)))
        } catch {
            throw CharactersCommandError(error.description)
        }
    }
}
