import Testing

@testable import WriteOutLoud

@Suite struct ScoreBreakdownRendererTests {
    @Test func barsAreAsLongAsTheScoreAndClampedToTheTrack() {
        #expect(ScoreBreakdownRenderer.bar(72.5).contains("width:72.5%"))
        #expect(ScoreBreakdownRenderer.bar(140).contains("width:100%"))
        #expect(ScoreBreakdownRenderer.bar(-3).contains("width:0%"))
        #expect(!ScoreBreakdownRenderer.bar(nil).contains("width"))
    }

    @Test func barColoursFollowTheGrades() {
        #expect(ScoreBreakdownRenderer.colour(92) == StrokeVerdict.passed.colour)
        #expect(ScoreBreakdownRenderer.colour(75) == StrokeVerdict.passed.colour)
        #expect(ScoreBreakdownRenderer.colour(60) == "#c77800")
        #expect(ScoreBreakdownRenderer.colour(59.9) == StrokeVerdict.failed.colour)
    }

    @Test func unmeasuredScoresSayWhy() {
        let overall = OverallScore(
            score: 80, strokeAccuracy: 80, speechCorrectness: nil, concurrency: nil, grade: .good)
        let parsed = ParsedMarkup(ScoreBreakdownRenderer(labels: .english).render(overall, speech: .skipped))
        #expect(parsed.error == nil)
        #expect(parsed.all("span", class: "value").map(\.text) == ["80", "80", "skipped", "skipped"])
        #expect(parsed.all("span", class: "grade").first?.attributes["class"] == "grade grade-good")
        #expect(ScoreBreakdownRenderer.slug(.tryAgain) == "try-again")
    }
}
