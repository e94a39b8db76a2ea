import Testing
import WriteOutLoud

@Suite struct LessonScoringTests {
    @Test(arguments: [(0.0, 0), (59.9, 0), (60, 1), (79.9, 1), (80, 2), (94.9, 2), (95, 3), (100, 3)])
    func starsFollowTheThresholds(score: Double, stars: Int) {
        #expect(LessonScoring.stars(score: score) == stars)
    }

    @Test func everyAttemptEarnsFiftyPlusHalfItsScore() {
        #expect(LessonScoring.xp(score: 40, earlierPasses: 0) == 70)
        #expect(LessonScoring.xp(score: 80, earlierPasses: 0) == 90)
        // A failed attempt gets no streak bonus, however long the run before it.
        #expect(LessonScoring.xp(score: 40, earlierPasses: 5) == 70)
    }

    @Test func eachEarlierPassInARowAddsTenPercentUpToDouble() {
        #expect(LessonScoring.xp(score: 80, earlierPasses: 1) == 99)
        #expect(LessonScoring.xp(score: 80, earlierPasses: 3) == 117)
        #expect(LessonScoring.xp(score: 80, earlierPasses: 10) == 180)
        #expect(LessonScoring.xp(score: 80, earlierPasses: 50) == 180)
    }
}
