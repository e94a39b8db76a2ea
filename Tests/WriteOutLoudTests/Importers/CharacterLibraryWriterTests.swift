import Foundation
import Testing
@testable import WriteOutLoud

@Suite struct CharacterLibraryWriterTests {
    private static func template(_ character: String, source: String, rank: Int? = nil) -> CharacterTemplate {
        CharacterTemplate(
            character: character, pinyin: ["x"], frequencyRank: rank, source: source,
            strokes: [TemplateStroke(type: .heng, points: [Point(x: 100, y: 500), Point(x: 900, y: 500)])])
    }

    @Test func writesTemplatesIndexAndReportAndKeepsOtherSources() throws {
        let directory = try KanjiVGFixture.directory([:])
        defer { try? FileManager.default.removeItem(at: directory) }
        var report = CharacterImportReport(source: "kanjivg")
        report.shipped = 2
        try CharacterLibraryWriter.write(
            [Self.template("一", source: "project")], report: CharacterImportReport(source: "project"), to: directory)
        try CharacterLibraryWriter.write(
            [Self.template("二", source: "kanjivg", rank: 5), Self.template("三", source: "kanjivg", rank: 2)],
            report: report, to: directory)

        let library = try CharacterLibrary(directory: directory)
        #expect(try library.characters() == ["一", "三", "二"])
        #expect(try library.summaries().map(\.character) == ["三", "二", "一"])
        #expect(try library.summaries().map(\.source) == ["kanjivg", "kanjivg", "project"])
        #expect(try library.template(for: "三").frequencyRank == 2)
        #expect(try library.importReports().map(\.source) == ["kanjivg", "project"])
        #expect(try library.importReports().first?.shipped == 2)
    }

    @Test func removesTemplatesOfTheSameSourceNoLongerImported() throws {
        let directory = try KanjiVGFixture.directory([:])
        defer { try? FileManager.default.removeItem(at: directory) }
        let report = CharacterImportReport(source: "kanjivg")
        try CharacterLibraryWriter.write(
            [Self.template("二", source: "kanjivg"), Self.template("三", source: "kanjivg")], report: report, to: directory)
        try CharacterLibraryWriter.write([Self.template("三", source: "kanjivg")], report: report, to: directory)
        let library = try CharacterLibrary(directory: directory)
        #expect(try library.characters() == ["三"])
        #expect(try library.summaries().map(\.character) == ["三"])
    }

    @Test func namesAMalformedTemplateItMeetsInTheLibrary() throws {
        let directory = try KanjiVGFixture.directory([:])
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("templates"), withIntermediateDirectories: true)
        let broken = directory.appendingPathComponent("templates/4E00.json")
        try Data("{\"version\": 1}".utf8).write(to: broken)
        #expect(throws: CharacterImportError.invalidFile(broken.path, field: "character", problem: "is missing")) {
            try CharacterLibraryWriter.write([], report: CharacterImportReport(source: "kanjivg"), to: directory)
        }
    }

    @Test func addsTemplatesWithoutRemovingOthersOfTheirSource() throws {
        let directory = try KanjiVGFixture.directory([:])
        defer { try? FileManager.default.removeItem(at: directory) }
        try CharacterLibraryWriter.add([Self.template("二", source: "hanzi-writer")], to: directory)
        try CharacterLibraryWriter.add([Self.template("三", source: "hanzi-writer")], to: directory)
        let library = try CharacterLibrary(directory: directory)
        #expect(try library.summaries().map(\.character) == ["三", "二"])
        #expect(try library.importReports().isEmpty)
    }
}
