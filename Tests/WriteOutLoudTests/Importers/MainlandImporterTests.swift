import Foundation
import Testing
@testable import WriteOutLoud

/// The mainland import on a small copy of its three sources, written from the shipped strokes of 马 门 这 风.
@Suite struct MainlandImporterTests {
    /// A hanzi-writer-data file for `character` (y up: y = 900 − y_down), from its shipped template.
    private func hanziWriterFile(_ character: String, dropLast: Int = 0) throws -> String {
        let template = try CharacterLibrary(directory: Repository.characters).template(for: character)
        let medians = template.strokes.dropLast(dropLast).map { stroke in
            "[" + stroke.points.map { "[\(Int($0.x)), \(Int(900 - $0.y))]" }.joined(separator: ", ") + "]"
        }
        return "{\"strokes\": \(HanziWriterFixture.outlines(medians.count)), \"medians\": [\(medians.joined(separator: ", "))]}"
    }

    private func importSample() throws -> CharacterImportResult {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mainland-\(UUID().uuidString)")
        let data = folder.appendingPathComponent("data")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for character in ["马", "门", "这", "风"] {
            try hanziWriterFile(character).write(to: data.appendingPathComponent("\(character).json"), atomically: true, encoding: .utf8)
        }
        try hanziWriterFile("山", dropLast: 1).write(to: data.appendingPathComponent("山.json"), atomically: true, encoding: .utf8)
        let orders = folder.appendingPathComponent("orders.json")
        try #"{"马": "czj", "门": "kfr", "这": "kjskkal", "风": "sosk", "山": "fbf", "书": "eegk"}"#
            .write(to: orders, atomically: true, encoding: .utf8)
        let dictionary = folder.appendingPathComponent("dictionary.txt")
        try #"{"character":"风","definition":"wind","pinyin":["fēng"],"decomposition":"⿵几㐅","matches":[[0],[0],[1],[1]]}"#
            .write(to: dictionary, atomically: true, encoding: .utf8)
        return try MainlandImporter(unihan: .system).importCharacters(
            from: .init(hanziWriter: data, cncharOrders: orders, makeMeAHanzi: dictionary))
    }

    @Test func namesEveryStrokeInMainlandOrderFromTheTable() throws {
        let result = try importSample()
        let types = Dictionary(uniqueKeysWithValues: result.templates.map { ($0.character, $0.strokes.compactMap(\.type)) })
        #expect(types["马"] == [.hengzhe, .shuzhezhegou, .heng])
        #expect(types["门"] == [.dian, .shu, .hengzhegou])
        #expect(types["这"] == [.dian, .heng, .pie, .dian, .dian, .hengzhezhepie, .na])
        #expect(types["风"] == [.pie, .hengxiegou, .pie, .dian])
        let wind = try #require(result.templates.first { $0.character == "风" })
        #expect(wind.strokes.map(\.alsoNamed) == [[.shupie], [], [], []])
        let horse = try #require(result.templates.first { $0.character == "马" })
        #expect(horse.pinyin.first == "mǎ")
        #expect(horse.definition?.contains("horse") == true)
        #expect(horse.source == "mainland" && horse.strokeOrder == .mainland)
    }

    @Test func leavesOutWhatCannotBePairedAndSaysWhy() throws {
        let result = try importSample()
        #expect(result.report.considered == 6)
        #expect(result.report.shipped == 4)
        #expect(result.report.excluded == [.notDrawn: 1, .strokeCountDisagreement: 1])
        let counts = try #require(result.report.decisions?["strokeCount"])
        #expect(counts == ["山: cnchar 3, hanzi-writer-data 2, Unihan 3; Unihan sides with cnchar: hanzi-writer-data's paths are wrong; left out"])
        #expect(result.report.decisions?["o → hengxiegou"] == ["风2 1"])
    }

    @Test func componentsOfAStrokeFollowTheComponentsOwnDecomposition() {
        let teach = MakeMeAHanziEntry(
            character: "教", decomposition: "⿰孝攵", matches: [[0], [0], [0], [0], [0], [0], [0], [1], [1], [1], [1]])
        let filial = MakeMeAHanziEntry(
            character: "孝", decomposition: "⿸耂子", matches: [[0], [0], [0], [0], [1], [1], [1]])
        let dictionary = ["孝": filial]
        #expect(teach.components(ofStroke: 5, in: dictionary) == ["孝", "子"])
        #expect(teach.components(ofStroke: 1, in: dictionary) == ["孝", "耂"])
        #expect(teach.components(ofStroke: 8, in: dictionary) == ["攵"])
        let shortEntry = MakeMeAHanziEntry(character: "孝", decomposition: "⿸耂子", matches: [[0], [1]])
        #expect(teach.components(ofStroke: 5, in: ["孝": shortEntry]) == ["孝"])
    }

    @Test func componentsOfAStrokeFollowItsMatchPath() throws {
        let entry = MakeMeAHanziEntry(
            character: "枫", decomposition: "⿰木风", matches: [[0], [0], [0], [0], [1], [1], [1], nil])
        #expect(entry.components(ofStroke: 4) == ["风"])
        #expect(entry.components(ofStroke: 0) == ["木"])
        #expect(entry.components(ofStroke: 7) == ["木", "风"])
        #expect(IDSNode.parse("⿲彳？亍") == .compound("⿲", [.component("彳"), .component("？"), .component("亍")]))
        #expect(IDSNode.parse("⿰木") == nil)
    }
}
