import ArgumentParser
import Foundation
import WriteOutLoud

/// `wol characters import-kanjivg DIR`: builds mainland-Chinese templates from KanjiVG's SVG files.
struct CharactersImportKanjiVG: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import-kanjivg",
        abstract: "Import KanjiVG SVG files (its kanji/ folder) as Chinese character templates.",
        discussion: """
            Keeps characters Unihan reads in Mandarin, that a mainland standard has, and that KanjiVG draws with \
            Unihan's Chinese stroke count; corrects Japanese stroke orders with the overrides file; keeps the most \
            frequent --limit (plus the starter characters); writes templates, index.json and import-report-kanjivg.json.
            """)

    /// Characters the engine's examples and tests rely on, kept even beyond --limit.
    static let starters: Set<Character> = ["口", "人", "日", "一", "丨", "丿", "丶", "十", "大", "木", "中", "小", "山", "永"]

    @Argument(help: "KanjiVG's kanji/ directory of XXXXX.svg files.")
    var input: String

    @Option(help: "Library directory to write into.")
    var out: String = "Characters"

    @Option(help: "How many characters to keep, most frequent first.")
    var limit: Int = 3000

    @Option(help: "Stroke-order overrides file (default: OUT/kanjivg-overrides.json).")
    var overrides: String?

    @Option(help: "Directory of the Unihan files.")
    var unihan: String = Unihan.defaultDirectory.path

    func run() throws {
        let output = URL(fileURLWithPath: out)
        let overridesURL = overrides.map(URL.init(fileURLWithPath:))
            ?? output.appendingPathComponent("kanjivg-overrides.json")
        do {
            let importer = KanjiVGImporter(
                unihan: Unihan(directory: URL(fileURLWithPath: unihan)),
                overrides: try KanjiVGOverrides.load(overridesURL), limit: limit, required: Self.starters)
            let result = try importer.importDirectory(URL(fileURLWithPath: input))
            try CharacterLibraryWriter.write(result.templates, report: result.report, to: output)
            print("imported \(result.report.shipped) of \(result.report.considered) KanjiVG characters into \(output.path)")
        } catch {
            throw CharactersCommandError(error.description)
        }
    }
}
