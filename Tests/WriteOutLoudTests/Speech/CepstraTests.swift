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
        var cepstra = try #require(pocketSphinx.cepstra(of: samples))
        let mean = try #require(cepstra.mean)
        let loudest = cepstra.withRows(0..<cepstra.frameCount) { rows, count in
            (0..<Int(count)).map { rows[$0]![0] }.max() ?? 0
        }
        #expect(loudest > mean[0])
        let sliceCount = cepstra.withRows(5..<9) { _, count in count }
        #expect(sliceCount == 4)
    }
}
