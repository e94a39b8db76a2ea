import Foundation
import Testing
import WriteOutLoud

@Suite struct RecordingInputsTests {
    private let temporary = TemporaryFolder("inputs")
    private var folder: URL { temporary.url }

    init() throws {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("truth"), withIntermediateDirectories: true)
        for name in ["b.json", "a.json", "notes.md", ".hidden.json", "truth/manifest.json"] {
            try Data("{}".utf8).write(to: folder.appendingPathComponent(name))
        }
    }

    @Test func aFolderStandsForItsOwnJSONFilesInNameOrder() throws {
        let files = try RecordingInputs.expand([folder.path])
        #expect(files == [folder.appendingPathComponent("a.json").path, folder.appendingPathComponent("b.json").path])
    }

    @Test func aManifestListsRecordingsRelativeToItself() throws {
        let manifest = folder.appendingPathComponent("week1.txt")
        try Data("# week one\nb.json\n\n/elsewhere/c.json\n".utf8).write(to: manifest)
        #expect(try RecordingInputs.expand([manifest.path]) == [folder.appendingPathComponent("b.json").path, "/elsewhere/c.json"])
    }

    @Test func eachFileComesOnceInTheOrderGiven() throws {
        let b = folder.appendingPathComponent("b.json").path
        #expect(try RecordingInputs.expand([b, folder.path]) == [b, folder.appendingPathComponent("a.json").path])
    }

    @Test func anEmptyManifestIsAnError() throws {
        let manifest = folder.appendingPathComponent("empty.txt")
        try Data("# nothing\n".utf8).write(to: manifest)
        #expect(throws: FileFieldError(file: manifest.path, field: "file", problem: "lists no recordings")) {
            try RecordingInputs.expand([manifest.path])
        }
    }
}
