import Testing

@testable import WriteOutLoud

@Suite struct ExpectedNameVerifierTests {
    static func word(_ token: String, _ stroke: StrokeType) -> WordSegment {
        WordSegment(word: token, name: stroke, language: .zh, start: 0.5, end: 0.9, confidence: 0.8)
    }

    static let forced = SearchedPiece(words: [word("hengzhe", .hengzhe)], acousticScore: -1060, nameFrames: 40)
    static let free = SearchedPiece(
        words: [word("heng", .heng), word("shu", .shu)], acousticScore: -1000, nameFrames: 38)

    @Test func scoresTheForcedPathsLossPerFrameOfName() {
        #expect(ExpectedNameVerifier.score(forced: Self.forced, free: Self.free) == -1.5)
        let silent = SearchedPiece(words: [], acousticScore: -900, nameFrames: 0)
        #expect(ExpectedNameVerifier.score(forced: silent, free: Self.free) == nil)
    }

    @Test func acceptsTheExpectedNamesWithinTheThresholdAndCarriesTheScore() {
        let words = ExpectedNameVerifier(threshold: 2).words(forced: Self.forced, free: Self.free)
        #expect(words.map(\.word) == ["hengzhe"])
        #expect(words.first?.verification == -1.5)
    }

    @Test func reportsTheFreeWordsWhenTheExpectedNamesFitTooBadly() {
        let words = ExpectedNameVerifier(threshold: 1).words(forced: Self.forced, free: Self.free)
        #expect(words.map(\.word) == ["heng", "shu"])
        #expect(words.allSatisfy { $0.verification == nil })
    }

    @Test func reportsTheFreeWordsWhenNoExpectedNameWasFound() {
        let silent = SearchedPiece(words: [], acousticScore: -900, nameFrames: 0)
        #expect(ExpectedNameVerifier(threshold: 100).words(forced: silent, free: Self.free).map(\.word) == ["heng", "shu"])
    }
}
