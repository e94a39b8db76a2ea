import Foundation
import Testing
import WriteOutLoud

/// A real person's voice (recorded syllables in `Fixtures/realvoice/`, public domain) through the shipped
/// model and dictionary.
@Suite struct RealVoiceTests {
    static func syllable(_ name: String) throws -> [Float] {
        try AudioFile.read(Repository.fixtures.appendingPathComponent("realvoice/pffy-\(name).wav")).samples
    }

    /// shù, 120 ms of silence, gōu: 竖钩 said syllable by syllable, with half a second either side.
    static func shugouSaidOneByOne() throws -> AudioBuffer {
        func silence(_ seconds: Double) -> [Float] { [Float](repeating: 0, count: Int(seconds * 16000)) }
        let samples = silence(0.5) + (try syllable("shu4")) + silence(0.12) + (try syllable("gou1")) + silence(0.5)
        return AudioBuffer(samples: samples, sampleRate: 16000)
    }

    @Test func aNameSaidSyllableBySyllableIsOneName() throws {
        let recognizer = try SpeechRecognizer(
            configuration: RecognizerConfiguration(modelsDirectory: Repository.models, names: .mandarin))
        let audio = try Self.shugouSaidOneByOne()
        #expect(try recognizer.transcribe(audio, expecting: nil).map(\.name) == [.shugou])
        let expected = ExpectedNameAligner().align(
            expected: [.shugou], words: try recognizer.transcribe(audio, expecting: [.shugou]))
        #expect(expected[0].matched)
    }
}
