import Testing

@testable import WriteOutLoud

@Suite struct ToneVerdictTests {
    @Test func aFirstToneHeardForTíIsReportedBesideTheName() throws {
        let verdict = ToneVerdict(
            syllables: try #require(Pinyin.syllables(in: "tí")), heard: [HeardTone(tone: .first, probability: 0.9)])
        #expect(verdict.heard == "tī")
        #expect(verdict.expected == "tí")
        #expect(!verdict.agrees)
        #expect(verdict.sure)
    }

    @Test func everySyllableMustAgreeAndConfidenceMultiplies() throws {
        let syllables = try #require(Pinyin.syllables(in: "héngzhé"))
        let verdict = ToneVerdict(
            syllables: syllables,
            heard: [HeardTone(tone: .second, probability: 0.9), HeardTone(tone: .second, probability: 0.8)])
        #expect(verdict.agrees)
        #expect(abs(verdict.confidence - 0.72) < 1e-9)
        #expect(!verdict.sure)
    }

    @Test func anUnreadSyllableIsWrittenWithoutAMarkAndNeverSure() throws {
        let verdict = ToneVerdict(syllables: try #require(Pinyin.syllables(in: "piě")), heard: [nil])
        #expect(verdict.heard == "pie")
        #expect(!verdict.agrees)
        #expect(verdict.confidence == 0)
    }
}
