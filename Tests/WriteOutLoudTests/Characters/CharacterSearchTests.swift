import Testing
@testable import WriteOutLoud

@Suite struct CharacterSearchTests {
    private static let summaries = [
        CharacterSummary(character: "吗", pinyin: ["ma", "mǎ"], definition: "final interrogative particle", strokeCount: 6, source: "mainland", frequencyRank: 90),
        CharacterSummary(character: "马", pinyin: ["mǎ"], definition: "horse; surname", strokeCount: 3, source: "mainland", frequencyRank: 300),
        CharacterSummary(character: "妈", pinyin: ["mā"], definition: "mother, mama", strokeCount: 6, source: "mainland", frequencyRank: 400),
        CharacterSummary(character: "骑", pinyin: ["qí"], definition: "ride horseback; mount; cavalry", strokeCount: 11, source: "mainland"),
        CharacterSummary(character: "馬", pinyin: ["mǎ"], definition: "horse; surname", strokeCount: 10, source: "hanzi-writer-kanjivg", frequencyRank: 300),
        CharacterSummary(character: "门", pinyin: ["mén"], definition: "gate, door, entrance, opening", strokeCount: 3, source: "mainland", frequencyRank: 200),
    ]

    private func found(_ query: String) -> String {
        CharacterSearch.matches(query, in: Self.summaries).map(\.character).joined()
    }

    @Test func pinyinWithoutToneFindsEveryToneMostFrequentFirst() {
        #expect(found("ma") == "吗马馬妈")
        #expect(found("MA") == "吗马馬妈")
    }

    @Test func pinyinWithAToneMarkOrNumberFindsThatToneOnly() {
        #expect(found("mǎ") == "吗马馬")
        #expect(found("ma3") == "吗马馬")
        #expect(found("ma1") == "妈")
    }

    @Test func englishWordsFindDefinitionsByWholeWord() {
        #expect(found("horse") == "马馬")
        #expect(found("door") == "门")
        #expect(found("ride horseback") == "骑")
        #expect(found("hor") == "")
    }

    @Test func theCharacterItselfComesFirst() {
        #expect(found("门") == "门")
    }

    @Test func nothingMatchesGivesNothing() {
        #expect(found("zzz") == "")
        #expect(found("  ") == "")
    }
}
