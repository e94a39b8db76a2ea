import Testing

@testable import WriteOutLoud

@Suite struct CepstraTests {
    @Test func oneRowOfThirteenPerTenMilliseconds() throws {
        let (pocketSphinx, samples, fixtures) = try SpeechFixtures.decoderAndSamples()
        defer { fixtures.remove() }
        let cepstra = try #require(pocketSphinx.cepstra(of: samples))
        #expect(cepstra.width == 13)
        #expect(abs(cepstra.frameCount - samples.count / SpeechActivity.frameLength) <= 2)
    }

    @Test func theSameAudioGivesTheSameCepstraWhateverCameBefore() throws {
        let (pocketSphinx, samples, fixtures) = try SpeechFixtures.decoderAndSamples()
        defer { fixtures.remove() }
        let first = try #require(pocketSphinx.cepstra(of: samples)?.mean)
        _ = pocketSphinx.cepstra(of: samples.reversed())
        #expect(pocketSphinx.cepstra(of: samples)?.mean == first)
        #expect(pocketSphinx.cepstralMeans(of: samples) == first)
    }

    @Test func rowsPointAtTheirFrames() throws {
        let (pocketSphinx, samples, fixtures) = try SpeechFixtures.decoderAndSamples()
        defer { fixtures.remove() }
        let cepstra = try #require(pocketSphinx.cepstra(of: samples))
        let mean = try #require(cepstra.mean)
        let loudest = cepstra.withRows(0..<cepstra.frameCount) { rows, count in
            (0..<Int(count)).map { rows[$0]![0] }.max() ?? 0
        }
        #expect(loudest > mean[0])
        let sliceCount = cepstra.withRows(5..<9) { _, count in count }
        #expect(sliceCount == 4)
    }

    /// PocketSphinx subtracts cepstral means from the rows it is given in place: a second search of the same
    /// frames (the "not a name" competitor, a verification) must still see them as the first did.
    @Test func searchingFramesLeavesThemAsTheyWere() throws {
        let (pocketSphinx, samples, fixtures) = try SpeechFixtures.decoderAndSamples()
        defer { fixtures.remove() }
        let cepstra = try #require(pocketSphinx.cepstra(of: samples))
        let before = cepstra.withRows(0..<cepstra.frameCount) { rows, count in (0..<Int(count)).map { rows[$0]![1] } }
        #expect(pocketSphinx.addGrammarSearch(named: "test", jsgf: PocketSphinxDecoderTests.grammar))
        #expect(pocketSphinx.selectSearch(named: "test"))
        #expect(pocketSphinx.startUtterance())
        #expect(pocketSphinx.process(cepstra, frames: 0..<cepstra.frameCount))
        #expect(pocketSphinx.endUtterance())
        let after = cepstra.withRows(0..<cepstra.frameCount) { rows, count in (0..<Int(count)).map { rows[$0]![1] } }
        #expect(after == before)
        _ = cepstra.withRows(0..<2) { rows, _ in rows[0]![1] += 100 }
        #expect(cepstra.withRows(0..<1) { rows, _ in rows[0]![1] } == before[0])
    }
}
