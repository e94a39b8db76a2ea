import Foundation
import Testing
import WriteOutLoud

@Suite struct SpeechRecognizerTests {
    /// Voice onsets of the committed clips, measured from their waveforms (first 10 ms frame above −36 dBFS).
    static let verticalOnset = 0.51
    static let sequenceOnsets: [(StrokeType, Double)] = [(.heng, 0.41), (.shu, 2.05), (.dian, 3.62)]

    @Test func recognisesASingleNameWithTimeAndConfidence() throws {
        let fixtures = try SpeechFixtures()
        defer { fixtures.remove() }
        let recognizer = try SpeechRecognizer(configuration: fixtures.configuration())
        let words = try recognizer.transcribe(try SpeechFixtures.clip("vertical"), expecting: nil)
        #expect(words.map(\.word) == ["vertical"])
        let word = try #require(words.first)
        #expect(word.name == .shu)
        #expect(word.language == .en)
        #expect(abs(word.start - Self.verticalOnset) < 0.1)
        #expect(word.end > word.start + 0.2)
        #expect(word.confidence > 0.5 && word.confidence <= 1)
    }

    /// Long pauses are set apart and, being too faint to hold a reportable word, not searched: the name between
    /// them is still heard, at its time in the whole recording.
    @Test func aNameBetweenLongPausesIsHeardAtItsTime() throws {
        let fixtures = try SpeechFixtures()
        defer { fixtures.remove() }
        let recognizer = try SpeechRecognizer(configuration: fixtures.configuration())
        let clip = try SpeechFixtures.clip("vertical")
        let silence = { (seconds: Double) in [Float](repeating: 0, count: Int(seconds * clip.sampleRate)) }
        let padded = AudioBuffer(samples: silence(3) + clip.samples + silence(2), sampleRate: clip.sampleRate)
        let words = try recognizer.transcribe(padded, expecting: nil)
        #expect(words.map(\.word) == ["vertical"])
        let start = words.first?.start ?? -1
        #expect(abs(start - (3 + Self.verticalOnset)) < 0.1, "heard at \(start)")
    }

    @Test func findsEachExpectedNameOfASequenceAtItsOnset() throws {
        let fixtures = try SpeechFixtures()
        defer { fixtures.remove() }
        let recognizer = try SpeechRecognizer(configuration: fixtures.configuration())
        let expected = Self.sequenceOnsets.map(\.0)
        let words = try recognizer.transcribe(try SpeechFixtures.clip("horizontal-vertical-dot"), expecting: expected)
        let results = ExpectedNameAligner().align(expected: expected, words: words)
        for (result, (stroke, onset)) in zip(results, Self.sequenceOnsets) {
            #expect(result.matched, "\(stroke) was not heard; words: \(words.map(\.word))")
            #expect(
                abs((result.start ?? -1) - onset) < 0.15, "\(stroke) heard at \(result.start ?? -1), said at \(onset)")
        }
    }

    @Test func englishOnlyIgnoresNothingEnglish() throws {
        let fixtures = try SpeechFixtures()
        defer { fixtures.remove() }
        let recognizer = try SpeechRecognizer(configuration: fixtures.configuration(names: .mandarin))
        let words = try recognizer.transcribe(try SpeechFixtures.clip("vertical"), expecting: nil)
        #expect(words.allSatisfy { $0.language == .zh }, "a Mandarin-only recogniser reported \(words.map(\.word))")
    }

    @Test(arguments: [-200.0, -40.0, -25.0])
    func hearsNothingInSilenceOrNoise(levelDBFS: Double) throws {
        let fixtures = try SpeechFixtures()
        defer { fixtures.remove() }
        let recognizer = try SpeechRecognizer(configuration: fixtures.configuration())
        let words = try recognizer.transcribe(
            SpeechFixtures.noise(seconds: 3, levelDBFS: levelDBFS), expecting: [.heng, .shu])
        #expect(words.isEmpty, "heard \(words.map(\.word)) in noise at \(levelDBFS) dBFS")
    }

    @Test func reusingTheDecoderDoesNotChangeResults() throws {
        let fixtures = try SpeechFixtures()
        defer { fixtures.remove() }
        let recognizer = try SpeechRecognizer(configuration: fixtures.configuration())
        let clip = try SpeechFixtures.clip("vertical")
        let first = try recognizer.transcribe(clip, expecting: nil)
        _ = try recognizer.transcribe(try SpeechFixtures.clip("horizontal-vertical-dot"), expecting: [.heng])
        #expect(try recognizer.transcribe(clip, expecting: nil) == first)
    }

    /// A microphone or room colours the voice by a fixed filter, which shifts every cepstrum by the same
    /// amount; normalising by the recording's own cepstral means removes it.
    @Test func aColouredChannelKeepsTheNames() throws {
        let fixtures = try SpeechFixtures()
        defer { fixtures.remove() }
        let recognizer = try SpeechRecognizer(configuration: fixtures.configuration())
        let clip = try SpeechFixtures.clip("horizontal-vertical-dot")
        var previous: Float = 0
        let tilted = clip.samples.map { sample in
            previous = 0.25 * sample + 0.75 * previous
            return previous
        }
        let words = try recognizer.transcribe(AudioBuffer(samples: tilted, sampleRate: clip.sampleRate), expecting: nil)
        #expect(words.map(\.word) == ["horizontal", "vertical", "dot"])
    }

    @Test func decodedSamplesAreTheAudioAt16kHzOverTheNoiseFloor() throws {
        let fixtures = try SpeechFixtures()
        defer { fixtures.remove() }
        var configuration = fixtures.configuration()
        configuration.decoder.noiseFloorDBFS = -.infinity
        configuration.decoder.suppressNoise = false
        let clip = try SpeechFixtures.clip("vertical")
        let plain = try SpeechRecognizer(configuration: configuration).decodedSamples(of: clip.resampled(to: 44100))
        let expected = clip.resampled(to: 44100).resampled(to: 16000).samples.map {
            Int16(max(-32768, min(32767, (Double($0) * 32767).rounded())))
        }
        #expect(plain == expected)
        let floored = try SpeechRecognizer(configuration: fixtures.configuration()).decodedSamples(of: clip)
        #expect(floored.count == clip.samples.count)
        #expect(floored != clip.samples.map { Int16(max(-32768, min(32767, (Double($0) * 32767).rounded()))) })
    }

    @Test func pocketSphinxOptionsAreTheDecodersSettings() throws {
        let fixtures = try SpeechFixtures()
        defer { fixtures.remove() }
        var configuration = fixtures.configuration()
        configuration.decoder.extraArguments["-pip"] = "1.5"
        let options = try SpeechRecognizer(configuration: configuration).pocketSphinxOptions
        let pairs = Dictionary(
            stride(from: 0, to: options.count - 1, by: 2).map { (options[$0], options[$0 + 1]) },
            uniquingKeysWith: { $1 })
        #expect(pairs["-dict"] == fixtures.dictionary.path)
        #expect(pairs["-silprob"] == "\(configuration.decoder.silenceProbability)")
        #expect(pairs["-pip"] == "1.5")
    }

    @Test func expectedNamesMayBeSeparatedByALessLikelyShortPause() throws {
        let fixtures = try SpeechFixtures()
        defer { fixtures.remove() }
        var configuration = fixtures.configuration()
        configuration.decoder.minimumPauseBetweenNames = 0.2
        configuration.decoder.shortPauseBetweenNames = 0.1
        configuration.decoder.shortPauseWeight = 0.05
        let both = try SpeechRecognizer(configuration: configuration)
        let silence = { (phones: Int) in Array(repeating: "SIL", count: phones).joined(separator: " ") }
        #expect(both.addedDictionaryLines == ["wol_pause \(silence(7))", "wol_short_pause \(silence(4))"])
        let expecting = both.grammar(expecting: [.heng, .shu])
        #expect(expecting.contains("<pause> = /1.0/ wol_pause | /0.05/ wol_short_pause;"))
        #expect(expecting.contains("<next> = /1.0/ wol_pause <word> | /0.05/ wol_short_pause <expected>;"))
        let leadsInto = try #require(expecting.split(separator: "\n").first { $0.hasPrefix("<expected> = ") })
        #expect(leadsInto.contains("/1000.0/ heng") && leadsInto.contains("/1000.0/ vertical"))
        #expect(!leadsInto.contains("dian") && !leadsInto.contains("hengzhe"))
        #expect(both.grammar(expecting: nil).contains("<pause> = /1.0/ wol_pause;"))
        configuration.decoder.shortPauseWeight = 0
        let longOnly = try SpeechRecognizer(configuration: configuration)
        #expect(longOnly.addedDictionaryLines.count == 1)
        #expect(longOnly.grammar(expecting: [.heng]).contains("<pause> = /1.0/ wol_pause;"))
        configuration.decoder.minimumPauseBetweenNames = 0
        let none = try SpeechRecognizer(configuration: configuration)
        #expect(none.addedDictionaryLines.isEmpty)
        #expect(none.grammar(expecting: [.heng]).contains("<utterance> = <word>*;"))
    }

    /// A name said syllable by syllable (`shu_gou`, a silence between its syllables) is weighed against the
    /// name said whole by ``DecoderParameters/syllableBySyllableWeight``, expected or not.
    @Test func aNameSaidSyllableBySyllableIsWeighedDown() throws {
        let fixtures = try SpeechFixtures()
        defer { fixtures.remove() }
        try "shugou SH OW G OW\nshu_gou SH OW SIL G OW\nheng HH AH NG\n".write(
            to: fixtures.dictionary, atomically: true, encoding: .utf8)
        var configuration = fixtures.configuration()
        configuration.decoder.syllableBySyllableWeight = 0.25
        let recognizer = try SpeechRecognizer(configuration: configuration)
        #expect(recognizer.grammar(expecting: nil).contains("<word> = /1.0/ shugou | /0.25/ shu_gou | /1.0/ heng;"))
        let expecting = recognizer.grammar(expecting: [.shugou])
        #expect(expecting.contains("/1000.0/ shugou | /250.0/ shu_gou | /1.0/ heng;"))
        #expect(expecting.contains("<expected> = /1000.0/ shugou;"))
    }

    /// 横折 from espeak-ng's héng and zhé said apart and joined 15 ms apart (`scripts/speech/synthetic_speaker.py`,
    /// 175 wpm, pitch 50; 0.5 s of silence either side). With 横折 expected, the short pause once led into any
    /// name, and the search took the "zh" for it: 横, pause, 竖. It now leads only into an expected name.
    @Test func aShortPauseDoesNotSplitAnExpectedCompoundIntoNamesNotExpected() throws {
        let recognizer = try SpeechRecognizer(configuration: RecognizerConfiguration(modelsDirectory: Repository.models))
        let audio = try SpeechFixtures.clip("hengzhe-syllables")
        #expect(try recognizer.transcribe(audio, expecting: nil).compactMap(\.name) == [.hengzhe])
        let heard = try recognizer.transcribe(audio, expecting: [.hengzhe])
        #expect(heard.compactMap(\.name) == [.hengzhe])
        #expect(ExpectedNameAligner().align(expected: [.hengzhe], words: heard)[0].matched)
    }

    @Test func anyInputRateGivesTheSameWords() throws {
        let fixtures = try SpeechFixtures()
        defer { fixtures.remove() }
        let recognizer = try SpeechRecognizer(configuration: fixtures.configuration())
        let clip = try SpeechFixtures.clip("vertical")
        let words = try recognizer.transcribe(clip.resampled(to: 44100), expecting: nil)
        #expect(words.map(\.word) == ["vertical"])
        #expect(abs((words.first?.start ?? -1) - Self.verticalOnset) < 0.1)
    }

    @Test func missingAcousticModelIsReported() throws {
        let fixtures = try SpeechFixtures()
        defer { fixtures.remove() }
        var configuration = fixtures.configuration()
        configuration.acousticModel = fixtures.directory.appendingPathComponent("no-model")
        #expect(throws: SpeechError(subject: configuration.acousticModel.path, reason: .missingFile)) {
            try SpeechRecognizer(configuration: configuration)
        }
    }

    @Test func unknownPhoneIsReportedWithPocketSphinxsReason() throws {
        let fixtures = try SpeechFixtures()
        defer { fixtures.remove() }
        try "heng HH AH NG\nshu SH QQ\n".write(to: fixtures.dictionary, atomically: true, encoding: .utf8)
        #expect {
            try SpeechRecognizer(configuration: fixtures.configuration())
        } throws: { error in
            guard let error = error as? SpeechError, case .decoderInitFailed(let message) = error.reason else {
                return false
            }
            return message.contains("QQ")
        }
    }

    @Test func missingDictionaryIsReported() {
        let configuration = RecognizerConfiguration(
            modelsDirectory: nil, dictionary: URL(fileURLWithPath: "/nonexistent/names.dict"))
        #expect(throws: SpeechError(subject: "/nonexistent/names.dict", reason: .missingFile)) {
            try SpeechRecognizer(configuration: configuration)
        }
    }

    @Test func dictionaryWithoutNamesIsAnEmptyVocabulary() throws {
        let fixtures = try SpeechFixtures()
        defer { fixtures.remove() }
        try "hello HH AH L OW\n".write(to: fixtures.dictionary, atomically: true, encoding: .utf8)
        #expect(throws: SpeechError(subject: fixtures.dictionary.path, reason: .emptyVocabulary)) {
            try SpeechRecognizer(configuration: fixtures.configuration())
        }
    }
}

@Suite struct SpeechRecognizerHanziDictionaryTests {
    @Test func hanziWordsMapToStrokesBySound() throws {
        let fixtures = try SpeechFixtures()
        defer { fixtures.remove() }
        let unihan = try StrokeNameMatcherTests.Fixture()
        try "树 SH UW\n恒 HH AH NG\n点 D Y EH N\n".write(to: fixtures.dictionary, atomically: true, encoding: .utf8)
        let recognizer = try SpeechRecognizer(configuration: fixtures.configuration(), matcher: unihan.matcher)
        let words = try recognizer.transcribe(try SpeechFixtures.clip("shu4"), expecting: [.shu])
        #expect(words.map(\.word) == ["树"])
        #expect(words.first?.name == .shu)
        #expect(words.first?.language == .zh)
        let result = ExpectedNameAligner(matcher: unihan.matcher).align(expected: [.shu], words: words)
        #expect(result.first?.matched == true)
        #expect(result.first?.homophone == true)
    }
}
