import Testing
@testable import WriteOutLoud

@Suite struct StrokeAdviceTests {
    let comparator = StrokeComparator()
    let heng = TemplateStroke(type: .heng, points: [Point(x: 100, y: 500), Point(x: 900, y: 500)])

    @Test func atMostTwoTipsWeakestFirst() {
        let drawn = [Point(x: 700, y: 200), Point(x: 500, y: 200)]
        let comparison = comparator.compare(drawn, with: heng.points, characterSize: 1000)
        let tips = StrokeAdvice.tips(for: comparison, model: heng, recognized: .heng)
        #expect(tips.count == 2)
        #expect(tips.contains(.startAndDraw(StrokeHeading(horizontal: .leftToRight, vertical: nil))))
    }

    @Test func aStrokeDrawnTooLowIsToldToMoveUp() {
        let drawn = [Point(x: 100, y: 800), Point(x: 900, y: 800)]
        let comparison = comparator.compare(drawn, with: heng.points, characterSize: 1000)
        #expect(StrokeAdvice.tips(for: comparison, model: heng, recognized: .heng) == [.move(.up)])
    }

    @Test func aShortStrokeIsToldToBeLonger() {
        let drawn = [Point(x: 350, y: 500), Point(x: 650, y: 500)]
        let comparison = comparator.compare(drawn, with: heng.points, characterSize: 1000)
        #expect(StrokeAdvice.tips(for: comparison, model: heng, recognized: .heng).contains(.longer))
    }

    @Test func aRecognisedOtherTypeIsNamedInTheShapeTip() {
        let drawn = [Point(x: 100, y: 500), Point(x: 500, y: 500), Point(x: 500, y: 900)]
        let comparison = comparator.compare(drawn, with: heng.points, characterSize: 1000)
        let tips = StrokeAdvice.tips(for: comparison, model: heng, recognized: .hengzhe)
        #expect(tips.contains(.drawType(expected: .heng, drawn: .hengzhe)), "\(tips)")
    }

    /// A stroke too short, starting too far right and a little too low, is told where it belongs before how long
    /// to draw it, though its length scores worse.
    @Test func aStrokeInTheWrongPlaceIsToldSoBeforeItsLength() throws {
        let drawn = [Point(x: 400, y: 600), Point(x: 600, y: 600)]
        let comparison = comparator.compare(drawn, with: heng.points, characterSize: 1000)
        let scores = comparison.scores
        try #require(scores.proportion < scores.position && scores.position < StrokeAdvice.tipThreshold, "\(scores)")
        #expect(StrokeAdvice.tips(for: comparison, model: heng, recognized: .heng) == [.startFurther(.left), .longer])
    }

    /// A short 横折 where a 横 belongs is told where to start and which stroke to draw; its length, scoring worse
    /// than its shape, waits.
    @Test func theWrongStrokeIsToldBeforeItsLength() throws {
        let drawn = [Point(x: 400, y: 500), Point(x: 500, y: 500), Point(x: 500, y: 600)]
        let comparison = comparator.compare(drawn, with: heng.points, characterSize: 1000)
        let scores = comparison.scores
        try #require(scores.proportion < scores.shape && scores.shape < StrokeAdvice.tipThreshold, "\(scores)")
        let tips = StrokeAdvice.tips(for: comparison, model: heng, recognized: .hengzhe)
        #expect(tips == [.startFurther(.left), .drawType(expected: .heng, drawn: .hengzhe)])
    }

    @Test func goodStrokeGetsNoTips() {
        let model = TemplateStroke(type: .shu, points: [Point(x: 500, y: 100), Point(x: 500, y: 900)])
        let comparison = comparator.compare(model.points, with: model.points, characterSize: 1000)
        #expect(StrokeAdvice.tips(for: comparison, model: model, recognized: .shu).isEmpty)
    }
}
