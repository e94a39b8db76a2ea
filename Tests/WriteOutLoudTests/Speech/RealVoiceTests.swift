import Foundation
import Testing
import WriteOutLoud

/// A real person's voice (recorded syllables in `Fixtures/realvoice/`, public domain) through the en-us model.
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

    /// A few names in `build_dict.py`'s syllable spellings; with `paused`, 竖钩 also with a silence between its
    /// syllables (what `build_dict.py --syllable-pauses` adds to every name).
    /// - Parameter verification: ``DecoderParameters/expectedNameVerification``.
    /// - Parameter phoneLoop: ``DecoderParameters/phoneLoopMargins``.
    static func recognizer(paused: Bool, verification: Double? = nil, phoneLoop: PhoneLoopMargins? = nil) throws
        -> (SpeechRecognizer, URL)
    {
        var text = """
            heng HH UH NG
            shu SH OW
            na N AA
            shugou SH OW G OW
            shugou(2) SH OW G AO
            shuwangou SH OW W AA N G OW
            hengzhe HH UH NG JH UH

            """
        if paused { text += "shugou(3) SH OW SIL G OW\nshugou(4) SH OW SIL G AO\n" }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("wol-real-\(UUID().uuidString).dict")
        try text.write(to: url, atomically: true, encoding: .utf8)
        var parameters = DecoderParameters()
        parameters.expectedNameVerification = verification
        parameters.phoneLoopMargins = phoneLoop
        let configuration = RecognizerConfiguration(
            modelsDirectory: nil, dictionary: url, names: .mandarin, decoder: parameters)
        return (try SpeechRecognizer(configuration: configuration), url)
    }

    @Test func aNameWithAPausedPronunciationIsOneNameWhenSaidSyllableBySyllable() throws {
        let (recognizer, url) = try Self.recognizer(paused: true)
        defer { try? FileManager.default.removeItem(at: url) }
        let audio = try Self.shugouSaidOneByOne()
        #expect(try recognizer.transcribe(audio, expecting: nil).map(\.name) == [.shugou])
        let expected = ExpectedNameAligner().align(
            expected: [.shugou], words: try recognizer.transcribe(audio, expecting: [.shugou]))
        #expect(expected[0].matched)
    }

    @Test func withoutThePausedPronunciationTheNameIsSplit() throws {
        let (recognizer, url) = try Self.recognizer(paused: false)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(try recognizer.transcribe(try Self.shugouSaidOneByOne(), expecting: nil).count == 2)
    }

    /// shù alone, with half a second of silence either side.
    static func shuAlone() throws -> AudioBuffer {
        let silence = [Float](repeating: 0, count: 8000)
        return AudioBuffer(samples: silence + (try syllable("shu4")) + silence, sampleRate: 16000)
    }

    /// Verification by likelihood ratio: 竖 expected on the syllable shù is accepted with its score; 横折 (neither
    /// of its syllables said) explains the same audio worse, and is not accepted at the threshold calibrated on
    /// pffy's names (0.125, `docs/speech.md`).
    @Test func verificationAcceptsTheNameSaidAndNotOneThatFitsWorse() throws {
        let (everything, url) = try Self.recognizer(paused: false, verification: 1000)
        defer { try? FileManager.default.removeItem(at: url) }
        let audio = try Self.shuAlone()
        let said = try #require(try everything.transcribe(audio, expecting: [.shu]).first?.verification)
        let other = try #require(try everything.transcribe(audio, expecting: [.hengzhe]).first?.verification)
        #expect(said > other)

        let (calibrated, calibratedURL) = try Self.recognizer(paused: false, verification: 0.125)
        defer { try? FileManager.default.removeItem(at: calibratedURL) }
        let aligner = ExpectedNameAligner()
        let right = aligner.align(expected: [.shu], words: try calibrated.transcribe(audio, expecting: [.shu]))[0]
        #expect(right.matched)
        let wrong = try calibrated.transcribe(audio, expecting: [.hengzhe])
        #expect(!aligner.align(expected: [.hengzhe], words: wrong)[0].matched, "heard \(wrong.map(\.word))")
    }

    /// The phone-loop check: 竖 expected on the syllable shù is kept with its score against any sounds, at a
    /// margin just wide enough for that score, and dropped at one just too narrow; without the check the word
    /// carries no score.
    @Test func thePhoneLoopKeepsTheNameOnlyWithinItsMargin() throws {
        let audio = try Self.shuAlone()
        let (unchecked, uncheckedURL) = try Self.recognizer(paused: false)
        defer { try? FileManager.default.removeItem(at: uncheckedURL) }
        let plain = try unchecked.transcribe(audio, expecting: [.shu])
        #expect(plain.map(\.name) == [.shu])
        #expect(plain.allSatisfy { $0.verification == nil })

        let (everything, url) = try Self.recognizer(paused: false, phoneLoop: PhoneLoopMargins(1000))
        defer { try? FileManager.default.removeItem(at: url) }
        let scored = try everything.transcribe(audio, expecting: [.shu])
        #expect(scored.map(\.word) == plain.map(\.word))
        let score = try #require(scored.first?.verification)

        for (margin, kept) in [(-score + 0.01, true), (-score - 0.01, false)] {
            let (checked, checkedURL) = try Self.recognizer(
                paused: false, phoneLoop: PhoneLoopMargins(oneSyllable: margin, longer: 1000))
            defer { try? FileManager.default.removeItem(at: checkedURL) }
            let words = try checked.transcribe(audio, expecting: [.shu])
            #expect(words.contains { $0.name == .shu } == kept, "margin \(margin): heard \(words.map(\.word))")
        }
    }
}
