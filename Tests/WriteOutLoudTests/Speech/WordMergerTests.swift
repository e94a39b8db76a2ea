import Testing

@testable import WriteOutLoud

@Suite struct WordMergerTests {
    static func word(
        _ token: String, _ name: StrokeType, _ language: SpokenLanguage, _ start: Double, _ end: Double,
        confidence: Double = 1
    ) -> WordSegment {
        WordSegment(word: token, name: name, language: language, start: start, end: end, confidence: confidence)
    }

    /// The main model's words: it hears both languages.
    static func main(_ words: WordSegment...) -> WordMerger.Transcript { .init(words: words, languages: [.zh, .en]) }

    /// A companion's words: it hears Mandarin only.
    static func companion(_ words: WordSegment...) -> WordMerger.Transcript { .init(words: words, languages: [.zh]) }

    @Test func theMoreConfidentOfTwoRivalWordsIsKept() {
        let main = Self.main(Self.word("shugou", .shugou, .zh, 1, 1.6, confidence: 0.6))
        let companion = Self.companion(Self.word("shuzhe", .shuzhe, .zh, 1.05, 1.6, confidence: 0.9))
        #expect(WordMerger().merge([main, companion]).map(\.word) == ["shuzhe"])
    }

    @Test func aMainModelWordSureEnoughStandsAgainstAMoreConfidentRival() {
        let main = Self.main(Self.word("shugou", .shugou, .zh, 1, 1.6, confidence: 0.92))
        let companion = Self.companion(Self.word("shuzhe", .shuzhe, .zh, 1.05, 1.6))
        #expect(WordMerger().merge([main, companion]).map(\.word) == ["shugou"])
    }

    @Test func onATieTheMainModelsWordIsKept() {
        let main = Self.main(Self.word("shugou", .shugou, .zh, 1, 1.6, confidence: 0.7))
        let companion = Self.companion(Self.word("shuzhe", .shuzhe, .zh, 1, 1.6, confidence: 0.7))
        #expect(WordMerger().merge([main, companion]).map(\.word) == ["shugou"])
    }

    @Test func anEnglishWordOnlyTheMainModelCanHearBlocksEveryOverlappingCompanionWord() {
        let main = Self.main(Self.word("vertical", .shu, .en, 1, 1.8, confidence: 0.4))
        let companion = Self.companion(Self.word("heng", .heng, .zh, 1.7, 2.2), Self.word("na", .na, .zh, 3, 3.3))
        #expect(WordMerger().merge([main, companion]).map(\.word) == ["vertical", "na"])
    }

    @Test func wordsThatOverlapNothingAreAllKeptInTimeOrder() {
        let main = Self.main(Self.word("heng", .heng, .zh, 2, 2.4))
        let companion = Self.companion(Self.word("shu", .shu, .zh, 0.5, 0.9))
        #expect(WordMerger().merge([main, companion]).map(\.word) == ["shu", "heng"])
    }

    @Test func oneTranscriptIsReturnedAsItIs() {
        let words = [Self.word("heng", .heng, .zh, 2, 2.4), Self.word("heng", .heng, .zh, 2.3, 2.8)]
        #expect(WordMerger().merge([.init(words: words, languages: [.zh, .en])]) == words)
    }

    @Test func theOverruleDropsExactlyTheCompanionWordsTheMergeDrops() {
        let main = Self.main(
            Self.word("vertical", .shu, .en, 1, 1.8, confidence: 0.4), Self.word("heng", .heng, .zh, 3, 3.4, confidence: 0.95),
            Self.word("pie", .pie, .zh, 5, 5.4, confidence: 0.5))
        let heard = [
            Self.word("heng", .heng, .zh, 1.7, 2.2), Self.word("ti", .ti, .zh, 3.3, 3.6), Self.word("na", .na, .zh, 5.1, 5.5),
            Self.word("dian", .dian, .zh, 7, 7.3),
        ]
        let merger = WordMerger()
        let overrule = merger.overrule(by: main, companionLanguages: [[.zh]])
        let merged = merger.merge([main, .init(words: heard, languages: [.zh])])
        #expect(heard.filter(overrule.drops).map(\.word) == ["heng", "ti"])
        #expect(heard.filter { !merged.contains($0) }.map(\.word) == ["heng", "ti"])
    }

    @Test func theOverruleLeavesWordsOfALanguageOnlyTheCompanionHears() {
        let main = WordMerger.Transcript(words: [Self.word("heng", .heng, .zh, 1, 1.4)], languages: [.zh])
        let overrule = WordMerger().overrule(by: main, companionLanguages: [[.zh, .en]])
        #expect(!overrule.drops(Self.word("vertical", .shu, .en, 1.1, 1.6)))
        #expect(overrule.drops(Self.word("shu", .shu, .zh, 1.1, 1.6)))
    }
}
