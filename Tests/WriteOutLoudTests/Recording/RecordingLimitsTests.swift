import Foundation
import Testing
import WriteOutLoud

/// Hostile recordings: too big, duplicated keys, or an audio reference that must not matter with `--no-audio`.
@Suite struct RecordingLimitsTests {
    static let small = RecordingLimits(
        maximumFileSize: 1 << 20, maximumStrokes: 3, maximumPointsPerStroke: 4, maximumPoints: 6)

    static func point(_ index: Int) -> String { #"{"x":\#(index),"y":1,"t":\#(Double(index) / 100)}"# }

    static func text(strokes: [Int], audio: String = "", character: String = "十") -> String {
        let ink = strokes.enumerated().map { stroke, count in
            #"{"points":[\#((0..<count).map { point(stroke * 10 + $0) }.joined(separator: ","))]}"#
        }
        return #"{"version":1,"character":"\#(character)",\#(audio)"ink":{"width":100,"height":100,"strokes":[\#(ink.joined(separator: ","))]}}"#
    }

    func failure(_ text: String, limits: RecordingLimits = small) -> RecordingError? {
        do {
            _ = try RecordingLoader.decode(Data(text.utf8), file: "r.json", limits: limits)
            return nil
        } catch {
            return error
        }
    }

    @Test func recordingsWithinTheLimitsLoad() throws {
        #expect(failure(Self.text(strokes: [2, 2, 2])) == nil)
        #expect(failure(Self.text(strokes: [4, 2])) == nil)
    }

    @Test func tooManyStrokesAreRefused() throws {
        let error = try #require(failure(Self.text(strokes: [1, 1, 1, 1])))
        #expect(error.description == "r.json: ink.strokes: has 4 strokes, at most 3 accepted")
    }

    @Test func tooManyPointsInOneStrokeAreRefused() throws {
        let error = try #require(failure(Self.text(strokes: [1, 5])))
        #expect(error.field == "ink.strokes[1].points")
        #expect(error.problem == "has 5 points, at most 4 accepted per stroke")
    }

    @Test func tooManyPointsInAllAreRefused() throws {
        let error = try #require(failure(Self.text(strokes: [3, 3, 1])))
        #expect(error.description == "r.json: ink.strokes: has 7 points in all, at most 6 accepted")
    }

    @Test func theDefaultLimitRefusesATenThousandStrokeRecording() throws {
        let error = try #require(failure(Self.text(strokes: Array(repeating: 1, count: 10_000)), limits: .default))
        #expect(error.field == "ink.strokes")
        #expect(error.problem.contains("10000 strokes"))
    }

    @Test func aFileLargerThanTheLimitIsNotRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wol-limits-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("big.json")
        try Data(Self.text(strokes: [2]).utf8).write(to: url)
        var limits = Self.small
        limits.maximumFileSize = 50
        let error = try #require(throws: RecordingError.self) { try RecordingLoader.load(url, limits: limits) }
        #expect(error.field == "file")
        #expect(error.problem.hasPrefix("is too large"))
    }

    @Test func aDuplicatedTopLevelKeyIsNamed() throws {
        let text = Self.text(strokes: [2]).replacingOccurrences(of: #""character":"十","#, with: #""character":"十","character":"口","#)
        let error = try #require(failure(text))
        #expect(error.field == "character")
        #expect(error.problem.hasPrefix("is given twice in the same object"))
    }

    @Test func aDuplicatedKeyDeepInsideIsNamedWithItsPath() throws {
        let text = Self.text(strokes: [2, 2]).replacingOccurrences(of: #"{"points":[{"x":10"#, with: #"{"points":[],"points":[{"x":10"#)
        #expect(failure(text)?.field == "ink.strokes[1].points")
    }

    @Test func aKeySpelledWithAnEscapeIsStillADuplicate() throws {
        let text = Self.text(strokes: [2]).replacingOccurrences(of: #""version":1,"#, with: #""version":1,"\u0076ersion":1,"#)
        #expect(failure(text)?.field == "version")
    }

    @Test func withoutAudioTheAudioReferenceDoesNotMatter() throws {
        let broken = Self.text(strokes: [2], audio: #""audio":{"file":"","offset":"soon"},"#)
        #expect(failure(broken)?.field == "audio.offset")
        let recording = try RecordingLoader.decode(Data(broken.utf8), file: "r.json", ignoringAudio: true)
        #expect(recording.ink.strokes.count == 1)
    }

    @Test func withoutAudioAMissingOrLoopingAudioFileIsNeverOpened() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wol-noaudio-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("loop.wav").path, withDestinationPath: "loop.wav")
        for audio in ["gone.wav", "loop.wav"] {
            let url = folder.appendingPathComponent("\(audio).json")
            try Data(Self.text(strokes: [2], audio: #""audio":{"file":"\#(audio)"},"#).utf8).write(to: url)
            #expect(throws: RecordingError.self) { try RecordingLoader.load(url) }
            let loaded = try RecordingLoader.load(url, ignoringAudio: true)
            #expect(loaded.audioURL == nil)
            #expect(loaded.recording.audio?.file == audio)
        }
    }
}
