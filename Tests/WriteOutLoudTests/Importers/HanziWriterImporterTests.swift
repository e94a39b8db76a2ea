import Foundation
import Testing
@testable import WriteOutLoud

@Suite struct HanziWriterImporterTests {
    private let importer = HanziWriterImporter(recognizer: HanziWriterFixture.recognizer)

    @Test func readsAHanziWriterFileFlippingYAndNamingStrokeTypes() throws {
        let directory = try KanjiVGFixture.directory(["口.json": HanziWriterFixture.mouthFile])
        defer { try? FileManager.default.removeItem(at: directory) }
        let template = try importer.importFile(directory.appendingPathComponent("口.json"))
        #expect(template.character == "口")
        #expect(template.source == "hanzi-writer")
        #expect(template.strokes.map(\.type) == [.shu, .hengzhe, .heng])
        #expect(template.strokes[0].points.first == Point(x: 262, y: 300))
        #expect(template.strokes[0].points.last == Point(x: 272, y: 780))
        #expect(template.pinyin.isEmpty)
    }

    @Test func fillsReadingsFromUnihanWhenGiven() throws {
        let unihan = try UnihanFixture(files: [
            "Unihan_Readings.txt": "U+53E3\tkMandarin\tkǒu\nU+53E3\tkDefinition\tmouth\n",
            "Unihan_IRGSources.txt": "U+53E3\tkTotalStrokes\t3\n",
        ])
        let directory = try KanjiVGFixture.directory(["口.json": HanziWriterFixture.mouthFile])
        defer { try? FileManager.default.removeItem(at: directory) }
        let template = try HanziWriterImporter(unihan: Unihan(directory: unihan.directory))
            .importFile(directory.appendingPathComponent("口.json"))
        #expect(template.pinyin == ["kǒu"])
        #expect(template.definition == "mouth")
    }

    @Test func readsMakeMeAHanziGraphicsLines() throws {
        let directory = try KanjiVGFixture.directory(["graphics.txt": HanziWriterFixture.graphics])
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try importer.importGraphics(directory.appendingPathComponent("graphics.txt"))
        #expect(result.templates.map(\.character) == ["口", "人"])
        #expect(result.templates[1].strokes.map(\.type) == [.pie, .na])
        #expect(result.templates.allSatisfy { $0.source == "makemeahanzi" })
        #expect(result.report.shipped == 2)
    }

    @Test func namesTheBadLineOfGraphics() throws {
        let text = HanziWriterFixture.graphics + #"{"character": "十", "strokes": ["M 0 0"], "medians": [[[1, 2, 3]]]}"#
        let directory = try KanjiVGFixture.directory(["graphics.txt": text])
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("graphics.txt")
        #expect(throws: CharacterImportError.invalidFile("\(url.path) line 3", field: "medians[0]", problem: "has fewer than 2 points")) {
            try importer.importGraphics(url)
        }
    }

    @Test(arguments: [
        (#"{"strokes": ["M"], "medians": [[[0, 0], [1, 1]], [[0, 0], [1, 1]]]}"#, "medians", "has 2 strokes but strokes has 1"),
        (#"{"strokes": []}"#, "medians", "is missing"),
        (#"{"strokes": ["M"], "medians": [[[0, 0], [1]]]}"#, "medians[0][1]", "is not an [x, y] pair of finite numbers"),
        (#"{"strokes": [], "medians": []}"#, "medians", "is empty"),
        ("not json", "(document)", "is not valid JSON: line 1, column 2: unexpected “o”"),
        (#"{"strokes": [], "medians": [], "strokes": []}"#, "strokes", "is given twice in the same object (line 1, column 32)"),
    ])
    func namesTheBadField(json: String, field: String, problem: String) throws {
        let directory = try KanjiVGFixture.directory(["口.json": json])
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("口.json")
        #expect(throws: CharacterImportError.invalidFile(url.path, field: field, problem: problem)) {
            try importer.importFile(url)
        }
    }

    @Test func reportsMalformedFilesOfADirectoryAndKeepsTheRest() throws {
        let directory = try KanjiVGFixture.directory(["口.json": HanziWriterFixture.mouthFile, "人.json": "{}"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try importer.importDirectory(directory)
        #expect(result.templates.map(\.character) == ["口"])
        #expect(result.report.excluded == [.malformedFile: 1])
        #expect(result.report.examples[.malformedFile] == "人")
    }
}
