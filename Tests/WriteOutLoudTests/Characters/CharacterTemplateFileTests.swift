import Foundation
import Testing
@testable import WriteOutLoud

@Suite struct CharacterTemplateFileTests {
    let temporary = TemporaryFolder("template")

    func write(_ text: String) throws -> URL {
        let url = temporary.url.appendingPathComponent("template-\(UUID().uuidString).json")
        try Data(text.utf8).write(to: url)
        return url
    }

    @Test func aChineseTemplateEncodesExactlyAsShipped() throws {
        let url = Repository.characters.appendingPathComponent("templates/53E3.json")
        let template = try CharacterTemplateFile.load(url)
        #expect(template.script == .han)
        #expect(try CharacterTemplateFile.encode(template) == Data(contentsOf: url))
    }

    @Test func aFileWithoutScriptIsChinese() throws {
        let url = try write(#"{"version": 1, "character": "十", "pinyin": ["shí"], "source": "t", "strokes": [{"type": "heng", "points": [[0, 0], [9, 0]]}]}"#)
        let template = try CharacterTemplateFile.load(url)
        #expect(template.script == .han)
        #expect(template.strokes[0].type == .heng)
        #expect(template.strokes[0].joins == nil)
    }

    @Test func aLatinTemplateRoundTrips() throws {
        let template = CharacterTemplate(
            character: "l", pinyin: [], definition: "latin small letter l", source: "project", script: .latin,
            strokes: [TemplateStroke(
                type: nil, points: [Point(x: 1, y: 2), Point(x: 3, y: 4)],
                joins: StrokeJoins(entry: .baseline, exit: .xHeight), tolerances: StrokeTolerances(position: 40))])
        let url = try write(String(decoding: try CharacterTemplateFile.encode(template), as: UTF8.self))
        #expect(try CharacterTemplateFile.load(url) == template)
    }

    @Test func aChineseStrokeWithoutATypeIsRefused() throws {
        let url = try write(#"{"version": 1, "character": "十", "pinyin": [], "source": "t", "strokes": [{"points": [[0, 0], [9, 0]]}]}"#)
        #expect(throws: CharacterLibraryError.invalidFile(url.path, field: "strokes[0].type", problem: "is missing (han strokes need a type)")) {
            try CharacterTemplateFile.load(url)
        }
    }

    @Test func aLatinStrokeWithAChineseTypeIsRefused() throws {
        let url = try write(#"{"version": 1, "character": "l", "pinyin": [], "source": "t", "script": "latin", "strokes": [{"type": "shu", "points": [[0, 0], [0, 9]]}]}"#)
        #expect(throws: CharacterLibraryError.invalidFile(url.path, field: "strokes[0].type", problem: "is set, but latin strokes have no CJK stroke type")) {
            try CharacterTemplateFile.load(url)
        }
    }

    @Test func anUnknownScriptIsNamed() throws {
        let url = try write(#"{"version": 1, "character": "l", "pinyin": [], "source": "t", "script": "greek", "strokes": [{"points": [[0, 0], [0, 9]]}]}"#)
        #expect(throws: CharacterLibraryError.self) { try CharacterTemplateFile.load(url) }
        do {
            _ = try CharacterTemplateFile.load(url)
        } catch {
            #expect(error.description.hasPrefix("\(url.path): script: "))
        }
    }
}
