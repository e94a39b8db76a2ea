import Foundation
import Testing
@testable import WriteOutLoud

@Suite struct ScribbleImporterTests {
    static let latin = Repository.characters.appendingPathComponent("latin")

    /// One straight stroke from `from` to `to` (font units, y up) under 1000-unit metrics.
    func line(from: Point, to: Point, slant: Double = 0) -> ScribbleGlyph {
        let metrics = ScribbleMetrics(
            unitsPerEm: 1000, baseline: 0, xHeight: 400, ascender: 800, descender: -200, targetSlantDeg: slant)
        let third = (to - from) / 3
        let segment = CubicBezier(p0: from, c1: from + third, c2: to - third, p3: to)
        return ScribbleGlyph(
            glyph: "l", metrics: metrics,
            strokes: [ScribbleStroke(
                order: 1, segments: [segment], start: from, end: to,
                joins: StrokeJoins(entry: .baseline, exit: .none), tolerances: StrokeTolerances(position: 50))])
    }

    @Test func fitsTheEmBoxIntoTheTemplateBoxWithYDownAndCentresTheLetter() {
        let template = ScribbleImporter().template(for: line(from: Point(x: 0, y: 0), to: Point(x: 0, y: 400)))
        // 1000 units of em (ascender 800 … descender −200) become 1024: the baseline lies at 800 × 1.024.
        #expect(template.strokes[0].points == [Point(x: 512, y: 819), Point(x: 512, y: 410)])
    }

    @Test func slantsTheUprightStrokesAboutTheBaseline() {
        let template = ScribbleImporter().template(
            for: line(from: Point(x: 0, y: 0), to: Point(x: 0, y: 400), slant: 10))
        // The top moves right by 400 · tan 10° = 70.5 units (72.2 in the box); the pair stays centred.
        #expect(template.strokes[0].points == [Point(x: 476, y: 819), Point(x: 548, y: 410)])
    }

    @Test func scalesALetterTooWideForTheBoxDownAndKeepsItsProportions() {
        let template = ScribbleImporter().template(for: line(from: Point(x: 0, y: 0), to: Point(x: 2000, y: 0)))
        // Scale 1024 / 2000; the em box (512 high) is centred vertically, so the baseline is at 256 + 800 · 0.512.
        #expect(template.strokes[0].points == [Point(x: 0, y: 666), Point(x: 1024, y: 666)])
    }

    @Test func makesALatinTemplateWithUntypedStrokesAndKeepsJoinsAndTolerances() {
        let template = ScribbleImporter(source: "mine").template(
            for: line(from: Point(x: 0, y: 0), to: Point(x: 0, y: 400)))
        #expect(template.script == .latin)
        #expect(template.source == "mine")
        #expect(template.pinyin.isEmpty)
        #expect(template.definition == "latin small letter l")
        #expect(template.strokes.map(\.type) == [nil])
        #expect(template.strokes[0].joins == StrokeJoins(entry: .baseline, exit: .none))
        // 50 font units are 51.2 box units.
        #expect(template.strokes[0].tolerances == StrokeTolerances(position: 51))
    }

    @Test(arguments: [("a", 1), ("c", 1), ("d", 1), ("e", 1), ("i", 2), ("l", 1), ("t", 2), ("u", 1)])
    func everyShippedLetterLoadsWithItsStrokes(letter: String, strokes: Int) throws {
        let glyph = try ScribbleGlyph.load(Self.latin.appendingPathComponent("\(letter).json"))
        #expect(glyph.glyph == letter)
        #expect(glyph.strokes.count == strokes)
        let template = try CharacterLibrary(directory: Repository.characters).template(for: letter)
        #expect(template.strokes.count == strokes)
        #expect(template.script == .latin)
        #expect(template.source == "project")
    }

    @Test func theShippedTemplatesAreTheImportOfTheShippedGlyphs() throws {
        let library = try CharacterLibrary(directory: Repository.characters)
        let imported = try ScribbleImporter().importDirectory(Self.latin)
        #expect(imported.map(\.character) == ["a", "c", "d", "e", "i", "l", "t", "u"])
        for template in imported {
            #expect(try library.template(for: template.character) == template, "re-run import-scribble for \(template.character)")
        }
    }

    @Test func aDirectoryWithABadGlyphFailsNamingIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scribble-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(
            at: Self.latin.appendingPathComponent("a.json"), to: folder.appendingPathComponent("a.json"))
        let bad = folder.appendingPathComponent("b.json")
        try Data(#"{"version": 1, "glyph": "b", "strokes": []}"#.utf8).write(to: bad)
        #expect(throws: CharacterImportError.invalidFile(bad.path, field: "metrics", problem: "is missing")) {
            try ScribbleImporter().importDirectory(folder)
        }
    }
}
