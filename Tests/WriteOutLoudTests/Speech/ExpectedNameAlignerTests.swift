import Testing
import WriteOutLoud

@Suite struct ExpectedNameAlignerTests {
    static func word(_ token: String, _ name: StrokeType?, at start: Double) -> WordSegment {
        WordSegment(word: token, name: name, language: .zh, start: start, end: start + 0.4, confidence: 0.8)
    }

    let aligner = ExpectedNameAligner()

    @Test func everyNameHeardInOrder() {
        let words = [Self.word("heng", .heng, at: 0.5), Self.word("shu", .shu, at: 1.5)]
        let results = aligner.align(expected: [.heng, .shu], words: words)
        #expect(results.map(\.matched) == [true, true])
        #expect(results.map(\.start) == [0.5, 1.5])
        #expect(results.map(\.heard) == ["heng", "shu"])
    }

    @Test func aMissingNameIsNotHeard() {
        let words = [Self.word("heng", .heng, at: 0.5), Self.word("dian", .dian, at: 2.5)]
        let results = aligner.align(expected: [.heng, .shu, .dian], words: words)
        #expect(results.map(\.matched) == [true, false, true])
        #expect(results[1].heard == nil && results[1].start == nil)
    }

    @Test func aWrongNameIsHeardButNotMatched() {
        let words = [Self.word("heng", .heng, at: 0.5), Self.word("pie", .pie, at: 1.5)]
        let results = aligner.align(expected: [.heng, .shu], words: words)
        #expect(
            results[1]
                == ExpectedNameResult(
                    name: .shu, matched: false, heard: "pie", homophone: false, start: 1.5, end: 1.9, confidence: 0.8))
    }

    @Test func extraWordsAreSkipped() {
        let words = [
            Self.word("dian", .dian, at: 0.1), Self.word("heng", .heng, at: 0.5), Self.word("shu", .shu, at: 1.5),
        ]
        let results = aligner.align(expected: [.heng, .shu], words: words)
        #expect(results.map(\.matched) == [true, true])
        #expect(results.map(\.start) == [0.5, 1.5])
    }

    @Test func nothingHeard() {
        let results = aligner.align(expected: [.heng], words: [])
        #expect(
            results == [
                ExpectedNameResult(
                    name: .heng, matched: false, heard: nil, homophone: false, start: nil, end: nil, confidence: nil)
            ])
    }
}
