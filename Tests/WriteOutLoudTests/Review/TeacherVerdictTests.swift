import Testing
import WriteOutLoud

/// The engine's side of a teacher's verdict: what it said of the same stroke and dimension.
@Suite struct TeacherVerdictTests {
    static let attempt = LessonAttempt(
        learner: "ana", character: "十", recordingPath: "http", recordedAt: "2026-03-02T10:00:00Z", day: "2026-03-02",
        score: 60, concurrency: 50,
        strokes: [
            LessonStroke(
                type: .heng, drawn: true, accuracy: 82, passed: true,
                scores: DimensionScores(shape: 80, direction: 90, position: 80, proportion: 80), nameMatched: true,
                concurrency: 30),
            LessonStroke(
                type: .shu, drawn: true, accuracy: 40, passed: false,
                scores: DimensionScores(shape: 40, direction: 40, position: 40, proportion: 40), nameMatched: nil,
                concurrency: nil),
        ],
        issues: [AnalysisIssue(kind: .timing, stroke: 0, message: "Say 横 while you write it.")])

    @Test func eachDimensionTakesItsOwnVerdictAndScore() {
        let judge = { (stroke: Int, dimension: VerdictDimension) in
            TeacherVerdict.engineJudgement(of: Self.attempt, stroke: stroke, dimension: dimension)
        }
        #expect(judge(0, .drawing)?.passed == true)
        #expect(judge(0, .drawing)?.score == 82)
        #expect(judge(1, .drawing)?.passed == false)
        #expect(judge(0, .name)?.passed == true)
        #expect(judge(0, .name)?.score == nil)
        #expect(judge(1, .name)?.passed == nil)
        #expect(judge(0, .timing)?.passed == false)
        #expect(judge(0, .timing)?.score == 30)
        #expect(judge(1, .timing)?.passed == nil)
        #expect(judge(2, .drawing) == nil)
        #expect(judge(-1, .drawing) == nil)
    }
}
