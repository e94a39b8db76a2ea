import Testing
@testable import WriteOutLoud

@Suite struct FeedbackWriterTests {
    /// A failed stroke too short and in the wrong place, its length scoring worse than its place.
    let misplaced = StrokeJudgement(
        templateIndex: 0, drawnIndex: 0, scores: DimensionScores(shape: 90, direction: 95, position: 60, proportion: 20),
        accuracy: 55, passed: false, tips: [.move(.up), .longer()])

    @Test func aFailedStrokeIsToldItsErrorBeforeItsStyle() {
        let english = FeedbackWriter().stroke(misplaced, expected: .heng, speech: nil, concurrency: nil)
        let chinese = FeedbackWriter(language: .zh).stroke(misplaced, expected: .heng, speech: nil, concurrency: nil)
        #expect(english.stroke == "It is in the wrong place.")
        #expect(chinese.stroke == "位置不对。")
    }

    @Test func aFailedStrokeWithoutTipsIsToldItsWeakestDimension() {
        var judgement = misplaced
        judgement.tips = []
        #expect(FeedbackWriter().stroke(judgement, expected: .heng, speech: nil, concurrency: nil).stroke == "It is the wrong size.")
    }

    /// "写反了" says reversed: only a stroke drawn backwards is told so; one whose main movement runs across the
    /// model's is told its direction is wrong.
    @Test func aStrokeDrawnBackwardsIsToldApartFromOneDrawnAnotherWay() {
        let down = StrokeHeading(horizontal: nil, vertical: .topToBottom)
        var backwards = misplaced
        backwards.tips = [.startAndDraw(down)]
        var across = misplaced
        across.tips = [.draw(down)]
        let verdicts = [backwards, across].map { judgement in
            [FeedbackWriter(), FeedbackWriter(language: .zh)].map {
                $0.stroke(judgement, expected: .shu, speech: nil, concurrency: nil).stroke
            }
        }
        #expect(verdicts == [["It is drawn backwards.", "方向写反了。"], ["It goes the wrong way.", "方向不对。"]])
    }
}
