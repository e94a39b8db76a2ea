import Testing
@testable import WriteOutLoud

@Suite struct GradeTests {
    @Test(arguments: [(95.0, Grade.excellent), (90, .excellent), (89.9, .good), (75, .good), (74, .ok), (60, .ok),
                      (59.9, .tryAgain), (0, .tryAgain)])
    func gradesFollowTheDocumentedThresholds(score: Double, grade: Grade) {
        #expect(Grade(score: score) == grade)
    }

    @Test func weightsRescaleWhenPartsAreMissing() {
        let weights = ReportWeights.default
        #expect(weights.combine(strokeAccuracy: 80, speechCorrectness: nil, concurrency: nil) == 80)
        #expect(abs(weights.combine(strokeAccuracy: 100, speechCorrectness: 0, concurrency: 50) - 60) < 1e-9)
    }
}
