import ArgumentParser
import Foundation
import WriteOutLoud

/// `wol characters import-mainland`: characters in mainland order from hanzi-writer-data, typed by cnchar
/// (simplified) or by KanjiVG's labels confirmed by shape (other forms); what `scripts/characters/rebuild.sh` runs.
struct CharactersImportMainland: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import-mainland",
        abstract: "Import characters in mainland order: paths from hanzi-writer-data, GB-order types from cnchar.",
        discussion: """
            Imports every character of cnchar's stroke-order table that hanzi-writer-data draws, naming each stroke \
            as the GB standard and teaching materials do (ambiguous letters decided by the stroke's shape); then the \
            other characters hanzi-writer-data draws (traditional forms) whose types KanjiVG's labels give and the \
            strokes' shapes confirm. Run after import-kanjivg into the same library: its templates' labels are compared \
            with the types and name the other forms, and those of characters hanzi-writer-data draws are removed (KanjiVG, in Japanese \
            order, stays only where no mainland source draws the character). Writes index.json, \
            import-report-mainland.json and import-report-hanzi-writer-kanjivg.json with every decision.
            """)

    @Option(help: "hanzi-writer-data's data/ directory of <character>.json files.")
    var hanziWriter: String

    @Option(help: "cnchar's stroke-order-jian.json.")
    var cnchar: String

    @Option(help: "Make Me a Hanzi's dictionary.txt (uncompressed).")
    var mmah: String

    @Option(help: "Library directory to write into.")
    var out: String = "Characters"

    @Option(help: "Directory of the Unihan files.")
    var unihan: String = Unihan.defaultDirectory.path

    func run() throws {
        let output = URL(fileURLWithPath: out)
        let drawings = URL(fileURLWithPath: hanziWriter)
        let cncharURL = URL(fileURLWithPath: cnchar)
        do {
            let unihanFiles = Unihan(directory: URL(fileURLWithPath: unihan))
            let kanjivg = try kanjiVGTemplates(in: output)
            let importer = MainlandImporter(unihan: unihanFiles, kanjivg: kanjivg)
            let inputs = MainlandImporter.Inputs(
                hanziWriter: drawings, cncharOrders: cncharURL, makeMeAHanzi: URL(fileURLWithPath: mmah))
            var simplified = try importer.importCharacters(from: inputs)
            let typed = Set(try MainlandImporter.readOrders(cncharURL).keys.map(String.init))
            let traditional = try TraditionalImporter(unihan: unihanFiles, mainland: simplified.templates).importCharacters(from: drawings, skipping: typed, kanjivg: kanjivg)
            let drawn = Set(
                (try? FileManager.default.contentsOfDirectory(atPath: drawings.path))?.map { String($0.dropLast(5)) } ?? [])
            let superseded = Set(kanjivg.keys).intersection(drawn)
            try CharacterLibraryWriter.write(traditional.templates, report: traditional.report, to: output)
            try CharacterLibraryWriter.write(simplified.templates, report: simplified.report, to: output)
            try CharacterLibraryWriter.remove(superseded, of: KanjiVGImporter.source, from: output)
            let summaries = try CharacterLibrary(directory: output).summaries()
            var measures = simplified.report.measures ?? [:]
            measures.merge(try importer.coverage(of: Set(summaries.map(\.character)))) { $1 }
            measures["kanjivgTemplatesRemovedAsHanziWriterDrawsThem"] = "\(superseded.count)"
            measures["kanjivgTemplatesKept"] = "\(summaries.filter { $0.source == KanjiVGImporter.source }.count)"
            simplified.report.measures = measures
            try CharacterLibraryWriter.write(simplified.templates, report: simplified.report, to: output)
            print("imported \(simplified.report.shipped) of \(simplified.report.considered) cnchar characters and "
                + "\(traditional.report.shipped) of \(traditional.report.considered) other hanzi-writer-data characters "
                + "into \(output.path)")
            for (name, value) in measures.sorted(by: { $0.key < $1.key }) where !name.hasPrefix("missing") {
                print("  \(name): \(value)")
            }
        } catch let error as CharacterImportError {
            throw CharactersCommandError(error.description)
        } catch let error as CharacterLibraryError {
            throw CharactersCommandError(error.description)
        }
    }

    /// The library's KanjiVG templates (labelled by people, independent of cnchar), by character.
    private func kanjiVGTemplates(in directory: URL) throws(CharacterLibraryError) -> [String: CharacterTemplate] {
        guard FileManager.default.fileExists(atPath: directory.appendingPathComponent("templates").path) else { return [:] }
        let library = try CharacterLibrary(directory: directory)
        var templates: [String: CharacterTemplate] = [:]
        for summary in try library.summaries() where summary.source == KanjiVGImporter.source {
            templates[summary.character] = try library.template(for: summary.character)
        }
        return templates
    }
}
