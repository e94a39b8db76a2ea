import Testing

@testable import WriteOutLoud

@Suite struct ToneListenerTests {
    /// 横 héng said in its rising tone, 提 tí said level (tī), 捺 nà falling: 0.6 s each, back to back.
    private func recording() -> (AudioBuffer, [WordSegment]) {
        let parts = [
            SyntheticVoice.syllable(.second, base: 150), SyntheticVoice.syllable(.first, base: 150),
            SyntheticVoice.syllable(.fourth, base: 150),
        ]
        let audio = AudioBuffer(samples: parts.flatMap(\.samples), sampleRate: 16000)
        var start = 0.0
        let words = zip(["横", "提", "捺"], [StrokeType.heng, .ti, .na]).enumerated().map { index, named in
            defer { start += parts[index].duration }
            return WordSegment(
                word: named.0, name: named.1, language: .zh, start: start, end: start + parts[index].duration,
                confidence: 0.9)
        }
        return (audio, words)
    }

    @Test func eachNamesToneIsHeard() {
        let (audio, words) = recording()
        let heard = ToneListener().hearingTones(of: words, in: audio)
        #expect(heard.map { $0.tones?.map { $0?.tone } } == [[.second], [.first], [.fourth]])
    }

    @Test func englishAndUnnamedWordsAreLeftAlone() {
        let (audio, words) = recording()
        var others = words
        others[0].language = .en
        others[1].name = nil
        let heard = ToneListener().hearingTones(of: others, in: audio)
        #expect(heard[0].tones == nil)
        #expect(heard[1].tones == nil)
        #expect(heard[2].tones != nil)
    }

    @Test func aTwoSyllableNameIsCutAtItsUnvoicedGap() {
        let voiced = { (hz: Double?) in PitchTrack.Frame(time: 0, frequency: hz, aperiodicity: 0.1) }
        let frames = Array(repeating: voiced(150), count: 10) + Array(repeating: voiced(nil), count: 4)
            + Array(repeating: voiced(200), count: 7)
        let parts = ToneListener.syllables(frames, count: 2)
        #expect(parts.map(\.count) == [10, 7])
        #expect(ToneListener.syllables(Array(repeating: voiced(150), count: 9), count: 3).map(\.count) == [3, 3, 3])
    }

    @Test func toneStrictRefusesANameOnlyWhenSureItsToneIsWrong() {
        var word = WordSegment(word: "提", name: .ti, language: .zh, start: 0, end: 0.5, confidence: 0.9)
        word.tones = [HeardTone(tone: .first, probability: 0.95)]
        #expect(StrokeNameMatcher().match(word, expected: .ti).matched)
        #expect(!StrokeNameMatcher(toneStrict: true).match(word, expected: .ti).matched)
        word.tones = [HeardTone(tone: .first, probability: 0.6)]
        #expect(StrokeNameMatcher(toneStrict: true).match(word, expected: .ti).matched)
        word.tones = [HeardTone(tone: .second, probability: 0.95)]
        #expect(StrokeNameMatcher(toneStrict: true).match(word, expected: .ti).matched)
    }

    @Test func theReportSaysWhatWasHeardOnlyWhenTonesDisagree() throws {
        let ti = try #require(Pinyin.syllables(in: "tí"))
        let wrong = ToneVerdict(syllables: ti, heard: [HeardTone(tone: .first, probability: 0.85)])
        #expect(ToneVerdictWording.note(wrong, language: .en) == "heard tī; the name is tí (85 % sure)")
        #expect(ToneVerdictWording.note(wrong, language: .zh) == "听到 tī，名称是 tí（把握 85%）")
        let right = ToneVerdict(syllables: ti, heard: [HeardTone(tone: .second, probability: 0.9)])
        #expect(ToneVerdictWording.note(right, language: .en) == nil)
    }
}
