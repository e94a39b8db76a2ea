import Foundation
import Testing
@testable import WriteOutLoud

@Suite struct ForeignCharacterSourceTests {
    @Test func readsADirectoryOfHanziWriterFilesAsALibrary() throws {
        let directory = try KanjiVGFixture.directory(["口.json": HanziWriterFixture.mouthFile])
        defer { try? FileManager.default.removeItem(at: directory) }
        let library = try CharacterLibrary(directory: directory, strokeTypes: HanziWriterFixture.recognizer)
        #expect(try library.characters() == ["口"])
        #expect(try library.template(for: "口").strokes.map(\.type) == [.shu, .hengzhe, .heng])
        #expect(throws: CharacterLibraryError.unknownCharacter("人", directory: directory.path)) {
            try library.template(for: "人")
        }
    }

    @Test func readsMakeMeAHanziGraphicsAsALibrary() throws {
        let directory = try KanjiVGFixture.directory(["graphics.txt": HanziWriterFixture.graphics])
        defer { try? FileManager.default.removeItem(at: directory) }
        let library = try CharacterLibrary(directory: directory, strokeTypes: HanziWriterFixture.recognizer)
        #expect(try library.characters() == ["人", "口"])
        #expect(try library.template(for: "人").strokes.map(\.type) == [.pie, .na])
        #expect(try library.summaries().map(\.source) == ["makemeahanzi", "makemeahanzi"])
    }

    @Test func namesTheBadFieldOfAForeignFile() throws {
        let directory = try KanjiVGFixture.directory(["口.json": #"{"strokes": []}"#])
        defer { try? FileManager.default.removeItem(at: directory) }
        let library = try CharacterLibrary(directory: directory, strokeTypes: HanziWriterFixture.recognizer)
        let path = directory.appendingPathComponent("口.json").path
        #expect(throws: CharacterLibraryError.invalidFile(path, field: "medians", problem: "is missing")) {
            try library.template(for: "口")
        }
    }

    @Test func prefersOurOwnLayoutWhenTemplatesExist() throws {
        #expect(ForeignCharacterSource.detect(in: Repository.characters, strokeTypes: StrokeTypeRecognizer()) == nil)
    }
}
