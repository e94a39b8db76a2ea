import Testing

@testable import WriteOutLoud

@Suite struct PhoneLoopVerifierTests {
    static func word(_ token: String, _ stroke: StrokeType?) -> WordSegment {
        WordSegment(word: token, name: stroke, language: .zh, start: 0.5, end: 0.9, confidence: 0.8)
    }

    /// 横折 heard by the biased search beside an unexpected 点: 40 frames of name (10–29 and 50–69) scoring -260,
    /// 60 nats worse than the phone loop's -200 on those frames: -1.5 per frame.
    static let named = SearchedPiece(
        words: [word("hengzhe", .hengzhe), word("dian", .dian)], acousticScore: -1060, nameFrames: 40,
        nameSpans: [10...29, 50...69], nameScore: -260)

    @Test func scoresTheNamesLossPerFrameOfNameAgainstThePhoneLoop() {
        #expect(PhoneLoopVerifier.score(named: Self.named, sounds: -200) == -1.5)
        let silent = SearchedPiece(words: [], acousticScore: -900, nameFrames: 0)
        #expect(PhoneLoopVerifier.score(named: silent, sounds: -800) == nil)
    }

    /// The competitor's path counts only within the names' frames, each word by its share of frames inside.
    @Test func theCompetitorIsScoredOnTheNamesFramesAlone() {
        let path = [
            PocketSphinxDecoder.Segment(word: "SIL", firstFrame: 0, lastFrame: 9, acousticScore: -50),
            PocketSphinxDecoder.Segment(word: "h", firstFrame: 10, lastFrame: 39, acousticScore: -300),
            PocketSphinxDecoder.Segment(word: "SIL", firstFrame: 40, lastFrame: 49, acousticScore: -40),
            PocketSphinxDecoder.Segment(word: "d", firstFrame: 50, lastFrame: 79, acousticScore: -90),
        ]
        #expect(Self.named.scoreWithinNames(of: path) == -200 - 60)
    }

    @Test func checksOnlyPiecesHoldingAnExpectedName() {
        #expect(PhoneLoopVerifier.needsCheck(Self.named, expected: [.hengzhe]))
        #expect(!PhoneLoopVerifier.needsCheck(Self.named, expected: [.shu]))
    }

    @Test func keepsTheExpectedNamesWithinTheMarginAndCarriesTheScore() {
        let verifier = PhoneLoopVerifier(margins: PhoneLoopMargins(oneSyllable: 1, longer: 2))
        let words = verifier.words(named: Self.named, sounds: -200, expected: [.hengzhe])
        #expect(words.map(\.word) == ["hengzhe", "dian"])
        #expect(words.map(\.verification) == [-1.5, nil])
    }

    @Test func dropsOnlyTheExpectedNamesBeyondTheMargin() {
        let verifier = PhoneLoopVerifier(margins: PhoneLoopMargins(oneSyllable: 2, longer: 1))
        let words = verifier.words(named: Self.named, sounds: -200, expected: [.hengzhe])
        #expect(words.map(\.word) == ["dian"])
    }

    /// 点 alone is held to the one-syllable margin, 横折 beside it to the longer one.
    @Test(arguments: [([StrokeType.dian], false), ([.dian, .hengzhe], true)])
    func theLongestExpectedNameChoosesTheMargin(expected: [StrokeType], kept: Bool) {
        let verifier = PhoneLoopVerifier(margins: PhoneLoopMargins(oneSyllable: 1, longer: 2))
        let words = verifier.words(named: Self.named, sounds: -200, expected: Set(expected))
        #expect(words.contains { $0.word == "dian" } == kept)
    }
}
