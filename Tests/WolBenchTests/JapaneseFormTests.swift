import Foundation
import Testing
import WriteOutLoud

@testable import wol_bench

/// `wol-bench realink --japanese-library`: which characters Japan writes as the mainland does.
@Suite struct JapaneseFormTests {
    private static let horizontal = [Point(x: 150, y: 500), Point(x: 870, y: 500)]
    private static let vertical = [Point(x: 512, y: 120), Point(x: 512, y: 900)]
    private static let upperHorizontal = [Point(x: 250, y: 300), Point(x: 770, y: 300)]
    private static let lowerHorizontal = [Point(x: 150, y: 720), Point(x: 870, y: 720)]

    private static func template(_ character: String, _ strokes: [(StrokeType, [Point])]) -> CharacterTemplate {
        CharacterTemplate(
            character: character, pinyin: ["x"], source: "test",
            strokes: strokes.map { TemplateStroke(type: $0.0, points: $0.1) })
    }

    private static let mainland = [
        template("十", [(.heng, horizontal), (.shu, vertical)]),
        template("二", [(.heng, upperHorizontal), (.heng, lowerHorizontal)]),
        template("土", [(.heng, upperHorizontal), (.shu, vertical), (.heng, lowerHorizontal)]),
    ]

    /// A Japanese library drawing 十 in the other order, 二 with its 横 swapped, 土 as the mainland, and no 口.
    private static func japaneseForms(in directory: URL) throws -> JapaneseForm {
        try CharacterLibraryWriter.write(
            [
                template("十", [(.shu, vertical), (.heng, horizontal)]),
                template("二", [(.heng, lowerHorizontal), (.heng, upperHorizontal)]),
                template("土", [(.heng, upperHorizontal), (.shu, vertical), (.heng, lowerHorizontal)]),
            ], report: CharacterImportReport(source: "test"), to: directory)
        return JapaneseForm(library: try CharacterLibrary(directory: directory), analyzer: StrokeAnalyzer())
    }

    @Test func anotherTypeOrderOrTheSameTypesSwappedDiffer() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("japanese-form-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        var forms = try Self.japaneseForms(in: directory)
        #expect(forms.agreement(with: Self.mainland[0]) == .differs)
        #expect(forms.agreement(with: Self.mainland[1]) == .differs)
        #expect(forms.agreement(with: Self.mainland[2]) == .asMainland)
        #expect(forms.agreement(with: Self.template("口", [(.shu, Self.vertical)])) == .unknown)
        #expect(forms.characters.map(\.agreement) == [.asMainland, .differs, .unknown])
        #expect(forms.characters.map(\.characters) == ["土", "二十", "口"])
    }
}
