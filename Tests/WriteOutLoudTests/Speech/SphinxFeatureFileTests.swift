import Foundation
import Testing
import WriteOutLoud

/// The feature files sphinxtrain's `bw` reads: a big-endian count of values, then big-endian floats.
@Suite struct SphinxFeatureFileTests {
    @Test func bytesAreCountThenBigEndianFloats() {
        let file = SphinxFeatureFile(width: 2, values: [1, -2.5, 0.25, 3])
        #expect(file.frameCount == 2)
        #expect(
            [UInt8](file.data) == [
                0, 0, 0, 4, 0x3F, 0x80, 0, 0, 0xC0, 0x20, 0, 0, 0x3E, 0x80, 0, 0, 0x40, 0x40, 0, 0,
            ])
    }

    @Test func recognizerGivesThirteenCepstraPerTenMilliseconds() throws {
        let recognizer = try SpeechRecognizer(
            configuration: RecognizerConfiguration(modelsDirectory: Repository.models, names: .mandarin))
        let audio = try AudioFile.read(Repository.fixtures.appendingPathComponent("enrollment/pffy-syllables.wav"))
        let features = try recognizer.features(of: audio)
        #expect(features.width == 13)
        #expect(abs(features.frameCount - Int(audio.duration * 100)) <= 2)
        #expect(features.values.allSatisfy { $0.isFinite })
    }
}
