import Foundation
import Testing
@testable import WriteOutLoud

@Suite struct KanjiVGImporterTests {
    private static let readings = """
        U+4EBA\tkHanyuPinlu\trén(3000)
        U+4EBA\tkMandarin\trén
        U+5341\tkMandarin\tshí
        U+53E3\tkDefinition\tmouth
        U+53E3\tkHanyuPinlu\tkǒu(1647)
        U+53E3\tkMandarin\tkǒu
        U+7530\tkHanyuPinlu\ttián(200)
        U+7530\tkMandarin\ttián
        U+4E2D\tkDefinition\tno reading here

        """
    private static let irgSources = """
        U+4EBA\tkIRG_GSource\tG0-484B
        U+4EBA\tkTotalStrokes\t2
        U+5341\tkIRG_GSource\tG0-4A2E
        U+5341\tkTotalStrokes\t2
        U+53E3\tkIRG_GSource\tG0-3F5A
        U+53E3\tkTotalStrokes\t3
        U+7530\tkIRG_GSource\tG0-4C6F
        U+7530\tkTotalStrokes\t5
        U+4E2D\tkTotalStrokes\t4

        """

    private static func unihanFixture() throws -> UnihanFixture {
        try UnihanFixture(files: ["Unihan_Readings.txt": readings, "Unihan_IRGSources.txt": irgSources])
    }

    private static func importer(_ unihan: borrowing UnihanFixture, limit: Int? = nil, required: Set<Character> = [])
        -> KanjiVGImporter
    {
        let overrides = KanjiVGOverrides(
            labels: ["㇄a": "㇗"],
            components: [.init(target: "田", kanjivg: ["㇑", "㇕", "㇑", "㇐", "㇐"], order: [1, 2, 4, 3, 5], reason: "test")])
        return KanjiVGImporter(
            unihan: Unihan(directory: unihan.directory), overrides: overrides, limit: limit, required: required)
    }

    private static let files = [
        "053e3.svg": KanjiVGFixture.mouth, "07530.svg": KanjiVGFixture.field, "07530-Kaisho.svg": KanjiVGFixture.field,
        "04eba.svg": KanjiVGFixture.personWithBadLabel, "05341.svg": KanjiVGFixture.tenWithExtraStroke,
        "04e2d.svg": KanjiVGFixture.svg("04e2d", strokes: [("㇑", "M10,10 L10,90")]),
        "00041.svg": KanjiVGFixture.svg("00041", strokes: [("㇒", "M10,10 L10,90")]),
        "053e4.svg": "<svg><g id=\"kvg:StrokePaths_053e4\">",
    ]

    @Test func keepsChineseCharactersInFrequencyOrderAndSaysWhyOthersWereLeftOut() throws {
        let unihan = try Self.unihanFixture()
        let importer = Self.importer(unihan)
        let directory = try KanjiVGFixture.directory(Self.files)
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try importer.importDirectory(directory)
        #expect(result.templates.map(\.character) == ["口", "田"])

        let mouth = result.templates[0]
        #expect(mouth.pinyin == ["kǒu"])
        #expect(mouth.definition == "mouth")
        #expect(mouth.frequencyRank == 2)
        #expect(mouth.source == "kanjivg")
        #expect(mouth.strokes.map(\.type) == [.shu, .hengzhe, .heng])
        let start = try #require(mouth.strokes.first?.points.first)
        #expect(start == Point(x: (22.25 * 1024 / 109).rounded(), y: (33.25 * 1024 / 109).rounded()))
        let end = try #require(mouth.strokes.first?.points.last)
        #expect(end == Point(x: (30 * 1024 / 109).rounded(), y: (83 * 1024 / 109).rounded()))
        for stroke in mouth.strokes {
            #expect(stroke.points.allSatisfy { $0.x == $0.x.rounded() && $0.y == $0.y.rounded() })
        }

        let field = result.templates[1]
        #expect(field.strokes.map(\.type) == [.shu, .hengzhe, .heng, .shu, .heng])
        #expect(field.frequencyRank == 3)

        let report = result.report
        #expect(report.considered == 7)
        #expect(report.variantFilesSkipped == 1)
        #expect(report.shipped == 2)
        #expect(report.excluded == [
            .malformedFile: 1, .notInUnihan: 1, .noMandarinReading: 1, .unmappedStrokeType: 1, .strokeCountMismatch: 1,
        ])
        #expect(report.examples[.unmappedStrokeType] == "人")
        #expect(report.examples[.strokeCountMismatch] == "十")
        #expect(report.unmappedLabels == ["６": 1])
        #expect(report.overridesApplied == ["田": ["田"]])
    }

    @Test func keepsTheMostFrequentUpToTheLimitPlusRequiredCharacters() throws {
        let unihan = try Self.unihanFixture()
        let limited = Self.importer(unihan, limit: 1)
        let directory = try KanjiVGFixture.directory(Self.files)
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try limited.importDirectory(directory)
        #expect(result.templates.map(\.character) == ["口"])
        #expect(result.report.excluded[.beyondLimit] == 1)

        let withRequired = Self.importer(unihan, limit: 1, required: ["田"])
        #expect(try withRequired.importDirectory(directory).templates.map(\.character) == ["口", "田"])
    }

    @Test func namesAMissingInputDirectory() throws {
        let unihan = try Self.unihanFixture()
        let importer = Self.importer(unihan)
        #expect(throws: CharacterImportError.missingInput("/nonexistent/kanji")) {
            try importer.importDirectory(URL(fileURLWithPath: "/nonexistent/kanji"))
        }
    }

    @Test func samplesStrokesCompactlyInTheTemplateBox() throws {
        let path = try SVGPath("M10,10 C30,10 50,30 50,50 C50,70 70,90 90,90")
        let points = try #require(KanjiVGImporter.points(of: path))
        #expect(points.count >= 4 && points.count <= 40)
        #expect(points.allSatisfy { (0...1024).contains($0.x) && (0...1024).contains($0.y) })
        #expect(KanjiVGImporter.points(of: try SVGPath("M10,10 L10.01,10.01")) == nil)
    }
}
