import Testing
@testable import WriteOutLoud

@Suite struct ConcurrencyPolicyTests {
    let policy = ConcurrencyPolicy.default
    let stroke = TimeSpan(start: 1.0, end: 2.0)

    @Test func speakingDuringTheStrokeScoresFull() {
        let verdict = policy.verdict(stroke: stroke, speech: TimeSpan(start: 1.1, end: 1.5))
        #expect(verdict.relation == .during)
        #expect(verdict.score == 100)
        #expect(abs(verdict.lag - 0.1) < 1e-9)
    }

    @Test func aSmallLeadIsTolerated() {
        let verdict = policy.verdict(stroke: stroke, speech: TimeSpan(start: 0.75, end: 1.1))
        #expect(verdict.score == 100)
        #expect(verdict.lag < 0)
    }

    @Test func speechLongAfterTheStrokeScoresLowAndSaysAfter() {
        let verdict = policy.verdict(stroke: stroke, speech: TimeSpan(start: 3.5, end: 3.9))
        #expect(verdict.relation == .after)
        #expect(verdict.score == 0)
        #expect(verdict.overlap == 0)
    }

    @Test func speechEndingBeforePenDownSaysBefore() {
        let verdict = policy.verdict(stroke: stroke, speech: TimeSpan(start: 0.1, end: 0.5))
        #expect(verdict.relation == .before)
        #expect(verdict.score < 50)
    }

    @Test func laterSpeechScoresLessThanTimelySpeech() {
        let timely = policy.verdict(stroke: stroke, speech: TimeSpan(start: 1.2, end: 1.6)).score
        let late = policy.verdict(stroke: stroke, speech: TimeSpan(start: 1.8, end: 2.2)).score
        let later = policy.verdict(stroke: stroke, speech: TimeSpan(start: 2.3, end: 2.7)).score
        #expect(timely > late)
        #expect(late > later)
    }
}
