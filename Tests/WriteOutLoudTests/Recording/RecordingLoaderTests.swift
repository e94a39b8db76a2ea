import Foundation
import Testing
@testable import WriteOutLoud

@Suite struct RecordingLoaderTests {
    let temporary = TemporaryFolder("wol-loader")
    var folder: URL { temporary.url }

    init() throws {
        try Data("RIFF".utf8).write(to: folder.appendingPathComponent("voice.wav"))
    }

    func write(_ text: String, name: String = "r.json") throws -> URL {
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    func recording(strokes: String = #"[{"points":[{"x":1,"y":2,"t":0.1},{"x":3,"y":4,"t":0.2}]}]"#,
                   audio: String = #""audio":{"file":"voice.wav","offset":0.5},"#, character: String = "口") -> String {
        #"{"version":1,"character":"\#(character)",\#(audio)"ink":{"width":800,"height":600,"strokes":\#(strokes)}}"#
    }

    func error(_ text: String) throws -> RecordingError? {
        let url = try write(text)
        do {
            _ = try RecordingLoader.load(url)
            return nil
        } catch {
            return error
        }
    }

    @Test func aValidRecordingLoadsWithItsAudioResolvedBesideIt() throws {
        let loaded = try RecordingLoader.load(try write(recording()))
        #expect(loaded.recording.character == "口")
        #expect(loaded.recording.ink.strokes[0].points[1].t == 0.2)
        #expect(loaded.recording.audio?.offset == 0.5)
        #expect(loaded.audioURL?.lastPathComponent == "voice.wav")
    }

    @Test func audioIsOptional() throws {
        let loaded = try RecordingLoader.load(try write(recording(audio: "")))
        #expect(loaded.audioURL == nil)
    }

    @Test func truncatedJSONNamesTheFile() throws {
        let text = recording()
        let failure = try #require(try error(String(text.prefix(text.count / 2))))
        #expect(failure.file.hasSuffix("r.json"))
        #expect(failure.description.contains("not valid JSON"))
    }

    @Test func aMissingAudioFileIsNamed() throws {
        let text = recording(audio: #""audio":{"file":"gone.wav"},"#)
        let failure = try #require(try error(text))
        #expect(failure.field == "audio.file")
        #expect(failure.problem.contains("gone.wav"))
    }

    @Test func aNaNCoordinateIsRejectedWhereverItIs() throws {
        let quoted = try #require(try error(recording(strokes: #"[{"points":[{"x":"NaN","y":2,"t":0}]}]"#)))
        #expect(quoted.field == "ink.strokes[0].points[0].x")
        let bare = try #require(try error(recording(strokes: #"[{"points":[{"x":NaN,"y":2,"t":0}]}]"#)))
        #expect(bare.file.hasSuffix("r.json"))
    }

    @Test func anEmptyStrokeIsNamed() throws {
        let failure = try #require(try error(recording(strokes: #"[{"points":[{"x":1,"y":1,"t":0}]},{"points":[]}]"#)))
        #expect(failure.field == "ink.strokes[1].points")
        #expect(failure.problem == "is empty")
    }

    @Test func noStrokesAtAllIsAnError() throws {
        let failure = try #require(try error(recording(strokes: "[]")))
        #expect(failure.field == "ink.strokes")
    }

    @Test func timeGoingBackwardsIsAnError() throws {
        let failure = try #require(try error(recording(strokes: #"[{"points":[{"x":1,"y":1,"t":0.5},{"x":2,"y":2,"t":0.4}]}]"#)))
        #expect(failure.field == "ink.strokes[0].points[1].t")
    }

    @Test func moreThanOneCharacterIsAnError() throws {
        let failure = try #require(try error(recording(character: "口人")))
        #expect(failure.field == "character")
    }

    @Test func aMissingFieldIsNamedWithItsPath() throws {
        let failure = try #require(try error(#"{"version":1,"character":"口","ink":{"width":1,"height":1}}"#))
        #expect(failure.field == "ink.strokes")
        #expect(failure.problem == "is missing")
    }

    @Test func anotherVersionIsRefused() throws {
        let failure = try #require(try error(recording().replacingOccurrences(of: #""version":1"#, with: #""version":2"#)))
        #expect(failure.field == "version")
    }

    @Test func aMissingFileCannotBeRead() {
        #expect(throws: RecordingError.self) { try RecordingLoader.load(folder.appendingPathComponent("none.json")) }
    }
}
