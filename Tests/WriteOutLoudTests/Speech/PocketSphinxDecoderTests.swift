import Testing

@testable import WriteOutLoud

@Suite struct PocketSphinxDecoderTests {
    static let grammar = "#JSGF V1.0;\ngrammar test;\npublic <names> = vertical | dot;\n"

    @Test func wordsAreAddedOnlyWithPhonesTheModelHas() throws {
        let (pocketSphinx, _, fixtures) = try SpeechFixtures.decoderAndSamples()
        defer { fixtures.remove() }
        #expect(pocketSphinx.knows("vertical"))
        #expect(!pocketSphinx.knows("zebra"))
        #expect(pocketSphinx.addWord("zebra", phones: "Z IY B R AH", rebuildSearches: false))
        #expect(pocketSphinx.knows("zebra"))
        #expect(!pocketSphinx.addWord("quux", phones: "QQ UW", rebuildSearches: false))
    }

    @Test func searchesAreSelectedByName() throws {
        let (pocketSphinx, _, fixtures) = try SpeechFixtures.decoderAndSamples()
        defer { fixtures.remove() }
        #expect(pocketSphinx.addGrammarSearch(named: "test", jsgf: Self.grammar))
        #expect(pocketSphinx.selectSearch(named: "test"))
        #expect(pocketSphinx.currentSearch == "test")
        #expect(!pocketSphinx.selectSearch(named: "missing"))
        // A rule left without its right-hand side. (Text the grammar's lexer cannot read at all is echoed by the
        // library to standard output, where it would land in the middle of the test run's closing line.)
        #expect(!pocketSphinx.addGrammarSearch(named: "broken", jsgf: "#JSGF V1.0;\ngrammar broken;\npublic <names> = ;\n"))
        pocketSphinx.removeSearch(named: "test")
        #expect(!pocketSphinx.selectSearch(named: "test"))
    }

    /// A loop of words with no language-model cost hears the words said, and refuses a word the dictionary lacks.
    @Test func aWordLoopHearsTheWordsSaid() throws {
        let (pocketSphinx, samples, fixtures) = try SpeechFixtures.decoderAndSamples()
        defer { fixtures.remove() }
        #expect(!pocketSphinx.addWordLoopSearch(named: "unknown", words: ["vertical", "zebra"]))
        #expect(pocketSphinx.addWordLoopSearch(named: "loop", words: ["vertical", "dot", "horizontal"]))
        #expect(pocketSphinx.selectSearch(named: "loop"))
        #expect(pocketSphinx.startUtterance())
        #expect(pocketSphinx.process(samples))
        #expect(pocketSphinx.endUtterance())
        #expect(pocketSphinx.segments().contains { $0.word == "vertical" })
    }

    @Test func rawSamplesAndTheirCepstraGiveTheSameWordWithTimesAndConfidence() throws {
        let (pocketSphinx, samples, fixtures) = try SpeechFixtures.decoderAndSamples()
        defer { fixtures.remove() }
        #expect(pocketSphinx.addGrammarSearch(named: "test", jsgf: Self.grammar))
        #expect(pocketSphinx.selectSearch(named: "test"))

        pocketSphinx.resetCepstralMeans()
        #expect(pocketSphinx.startUtterance())
        #expect(pocketSphinx.process(samples))
        #expect(pocketSphinx.endUtterance())
        let fromSamples = pocketSphinx.segments().filter { $0.word == "vertical" }
        let posteriors = pocketSphinx.wordPosteriors(acousticScale: DecoderParameters().posteriorScale)

        let cepstra = try #require(pocketSphinx.cepstra(of: samples))
        pocketSphinx.resetCepstralMeans()
        #expect(pocketSphinx.startUtterance())
        #expect(pocketSphinx.process(cepstra, frames: 0..<cepstra.frameCount))
        #expect(pocketSphinx.endUtterance())
        let fromCepstra = pocketSphinx.segments().filter { $0.word == "vertical" }

        let word = try #require(fromSamples.first)
        #expect(fromSamples.count == 1)
        #expect(0 <= word.firstFrame && word.firstFrame < word.lastFrame && word.lastFrame < cepstra.frameCount)
        #expect(word.acousticScore < 0)
        let confidence = try #require(posteriors).confidence(of: "vertical", frames: word.firstFrame...word.lastFrame)
        #expect(confidence > 0.5)
        // The two paths cut the audio into blocks differently, so the word's edges may move a few frames.
        let again = try #require(fromCepstra.first)
        #expect(fromCepstra.count == 1)
        #expect(again.firstFrame < word.lastFrame && word.firstFrame < again.lastFrame)
    }
}

extension SpeechFixtures {
    /// A decoder on the fixtures' dictionary and the committed "vertical" clip as the decoder searches it;
    /// remove the fixtures when done.
    static func decoderAndSamples() throws -> (PocketSphinxDecoder, [Int16], SpeechFixtures) {
        let fixtures = try SpeechFixtures()
        let decoder = try SpeechRecognizer.makeDecoder(fixtures.configuration(), matcher: StrokeNameMatcher())
        let clip = try SpeechFixtures.clip("vertical")
        let samples = StrokeNameDecoder.searchedSamples(clip.samples, parameters: DecoderParameters())
        return (decoder.pocketSphinx, samples, fixtures)
    }
}
