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

    @Test func goodStrokeGetsNoTips() {
        let model = TemplateStroke(type: .shu, points: [Point(x: 500, y: 100), Point(x: 500, y: 900)])
        let comparison = comparator.compare(model.points, with: model.points, characterSize: 1000)
        #expect(StrokeAdvice.tips(for: comparison, model: model, recognized: .shu).isEmpty)
    }
}
