import Foundation
import Testing
import WriteOutLoud

/// Files users really have (`Fixtures/audio/`): an MP3 as published, streaming WAVs, a voice with a DC offset.
@Suite struct AudioInputFixtureTests {
    static let folder = Repository.fixtures.appendingPathComponent("audio")
    static let voice = Repository.fixtures.appendingPathComponent("malformed/voice.wav")

    @Test func mp3IsReadToItsRealEnd() throws {
        let buffer = try AudioFile.read(Self.folder.appendingPathComponent("pffy-shu4.mp3"))
        #expect(buffer.sampleRate == 44100)
        #expect(abs(buffer.duration - 1.985) < 0.03, "the syllable lasts about 2 s, got \(buffer.duration)")
        let peak = buffer.samples.map(abs).max() ?? 0
        #expect(peak > 0.05, "the voice is there (peak \(peak))")
    }

    @Test(arguments: ["streaming-ffff.wav", "streaming-zero.wav"])
    func streamingWAVGivesEverySample(_ name: String) throws {
        let original = try AudioFile.read(Self.voice)
        let streaming = try AudioFile.read(Self.folder.appendingPathComponent(name))
        #expect(streaming == original)
    }

    @Test func dcOffsetIsRemoved() throws {
        let original = try AudioFile.read(Self.voice)
        let shifted = try AudioFile.read(Self.folder.appendingPathComponent("dc-offset.wav"))
        #expect(shifted.samples.count == original.samples.count)
        let mean = shifted.samples.reduce(0.0) { $0 + Double($1) } / Double(shifted.samples.count)
        #expect(abs(mean) < 1e-4)
        let largest = zip(shifted.samples, original.samples).map { abs($0 - $1) }.max() ?? 1
        #expect(largest < 1e-3, "the voice comes back as it was (largest difference \(largest))")
    }

    @Test func aVoiceWithDCOffsetIsHeardAsWithout() throws {
        let transcriber = try FileTranscriber(configuration: RecognizerConfiguration(modelsDirectory: Repository.models))
        let clean = transcriber.transcribe(Self.voice, expecting: nil)
        let shifted = transcriber.transcribe(Self.folder.appendingPathComponent("dc-offset.wav"), expecting: nil)
        let heard = try #require(clean.words).map(\.word)
        #expect(!heard.isEmpty)
        #expect(try #require(shifted.words).map(\.word) == heard)
    }

    @Test func aWAVCutShortInsideItsStatedDataIsStillTruncated() throws {
        let bytes = try Data(contentsOf: Self.voice)
        #expect(throws: AudioError(file: "cut.wav", reason: .truncated)) {
            try AudioFile.decode([UInt8](bytes.prefix(bytes.count / 2)), file: "cut.wav")
        }
    }

    @Test func audioLongerThanTheLimitIsRefused() throws {
        #expect(throws: AudioError(file: "v.wav", reason: .tooLong(maximum: 1))) {
            try AudioFile.decode([UInt8](try Data(contentsOf: Self.voice)), file: "v.wav", maximumDuration: 1)
        }
    }
}
