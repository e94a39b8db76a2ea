import Foundation
import Testing
import WriteOutLoud

@Suite struct FileTranscriberTests {
    @Test func goodFileGivesWordsLevelsAndVerdicts() throws {
        let fixtures = try SpeechFixtures()
        defer { fixtures.remove() }
        let transcriber = try FileTranscriber(configuration: fixtures.configuration())
        let url = try #require(
            Bundle.module.url(forResource: "vertical", withExtension: "wav", subdirectory: "Resources"))
        let result = transcriber.transcribe(url, expecting: [.shu, .heng])
        #expect(result.ok)
        #expect(result.error == nil)
        #expect(result.words?.map(\.word) == ["vertical"])
        #expect(result.expected?.map(\.matched) == [true, false])
        #expect(result.levels?.warnings == [])
    }

    @Test func badFileIsAResultNotAnError() throws {
        let fixtures = try SpeechFixtures()
        defer { fixtures.remove() }
        let transcriber = try FileTranscriber(configuration: fixtures.configuration())
        let notAudio = fixtures.directory.appendingPathComponent("notes.wav")
        try "not audio".write(to: notAudio, atomically: true, encoding: .utf8)
        let result = transcriber.transcribe(notAudio, expecting: nil)
        #expect(!result.ok)
        #expect(result.words == nil)
        #expect(result.error?.hasPrefix(notAudio.path + ": is not a recognised audio file") == true)
    }

    @Test func expectedIsAbsentWithoutExpectation() throws {
        let fixtures = try SpeechFixtures()
        defer { fixtures.remove() }
        let transcriber = try FileTranscriber(configuration: fixtures.configuration())
        let url = try #require(
            Bundle.module.url(forResource: "vertical", withExtension: "wav", subdirectory: "Resources"))
        #expect(transcriber.transcribe(url, expecting: nil).expected == nil)
    }
}
