import Testing
@testable import WriteOutLoud

@Suite struct StrokeAdviceTests {
    @Test func headingsNameTheWritingDirection() {
        #expect(StrokeAdvice.heading(of: [Point(x: 0, y: 0), Point(x: 10, y: 1)]) == "from left to right")
        #expect(StrokeAdvice.heading(of: [Point(x: 0, y: 0), Point(x: 1, y: 10)]) == "from top to bottom")
        #expect(StrokeAdvice.heading(of: [Point(x: 10, y: 0), Point(x: 0, y: 10)]) == "from top right to bottom left")
        #expect(StrokeAdvice.startPlace(of: [Point(x: 10, y: 0), Point(x: 0, y: 10)]) == "at the top right")
        #expect(StrokeAdvice.heading(of: []) == "in the model's direction")
    }

    @Test func atMostTwoTipsWeakestFirst() {
        let comparator = StrokeComparator()
        let model = TemplateStroke(type: .heng, points: [Point(x: 100, y: 500), Point(x: 900, y: 500)])
        let drawn = [Point(x: 700, y: 200), Point(x: 500, y: 200)]
        let comparison = comparator.compare(drawn, with: model.points, characterSize: 1000)
        let tips = StrokeAdvice.tips(for: comparison, model: model, recognized: .heng)
        #expect(tips.count == 2)
        #expect(tips.contains("Start at the left and draw from left to right"))
    }

    @Test func goodStrokeGetsNoTips() {
        let model = TemplateStroke(type: .shu, points: [Point(x: 500, y: 100), Point(x: 500, y: 900)])
        let comparison = StrokeComparator().compare(model.points, with: model.points, characterSize: 1000)
        #expect(StrokeAdvice.tips(for: comparison, model: model, recognized: .shu).isEmpty)
    }
}
