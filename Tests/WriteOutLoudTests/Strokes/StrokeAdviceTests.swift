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
        #expect(StrokeAdvice.tips(for: comparison, model: heng, recognized: .heng) == [.move(.up, by: 0.3)])
    }

    @Test func aShortStrokeIsToldToBeLonger() {
        let drawn = [Point(x: 350, y: 500), Point(x: 650, y: 500)]
        let comparison = comparator.compare(drawn, with: heng.points, characterSize: 1000)
        #expect(StrokeAdvice.tips(for: comparison, model: heng, recognized: .heng).contains(.longer(percent: 160)))
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
        #expect(StrokeAdvice.tips(for: comparison, model: heng, recognized: .heng) == [.startFurther(.left, by: 0.3), .longer(percent: 270)])
    }

    /// A short 横折 where a 横 belongs is told where to start and which stroke to draw; its length, scoring worse
    /// than its shape, waits.
    @Test func theWrongStrokeIsToldBeforeItsLength() throws {
        let drawn = [Point(x: 400, y: 500), Point(x: 500, y: 500), Point(x: 500, y: 600)]
        let comparison = comparator.compare(drawn, with: heng.points, characterSize: 1000)
        let scores = comparison.scores
        try #require(scores.proportion < scores.shape && scores.shape < StrokeAdvice.tipThreshold, "\(scores)")
        let tips = StrokeAdvice.tips(for: comparison, model: heng, recognized: .hengzhe)
        #expect(tips == [.startFurther(.left, by: 0.3), .drawType(expected: .heng, drawn: .hengzhe)])
    }

    @Test func goodStrokeGetsNoTips() {
        let model = TemplateStroke(type: .shu, points: [Point(x: 500, y: 100), Point(x: 500, y: 900)])
        let comparison = comparator.compare(model.points, with: model.points, characterSize: 1000)
        #expect(StrokeAdvice.tips(for: comparison, model: model, recognized: .shu).isEmpty)
    }

    /// A 横 drawn left to right but climbing 30°: told to turn it, never to draw it from left to right.
    @Test func aSteepStrokeDrawnTheRightWayIsToldToTurnIt() throws {
        let drawn = [Point(x: 150, y: 700), Point(x: 850, y: 296)]
        let comparison = comparator.compare(drawn, with: heng.points, characterSize: 1000)
        try #require(comparison.scores.direction < StrokeAdvice.tipThreshold, "\(comparison.scores)")
        let tips = StrokeAdvice.tips(for: comparison, model: heng, recognized: .heng)
        #expect(tips.contains(.turn(.clockwise, degrees: 30)), "\(tips)")
    }

    /// A 竖 drawn top to bottom that ends in a flick up and to the left (a tail the judge did not cut) loses
    /// direction score to the flick, but its main movement is the model's: no tip tells it to draw top to bottom.
    @Test func aFlickedStrokeIsNotToldItsOwnDirection() throws {
        let shu = TemplateStroke(type: .shu, points: [Point(x: 500, y: 100), Point(x: 500, y: 900)])
        let drawn = [Point(x: 500, y: 100), Point(x: 500, y: 700), Point(x: 380, y: 600)]
        let comparison = comparator.compare(drawn, with: shu.points, characterSize: 1000)
        try #require(comparison.scores.direction < StrokeAdvice.tipThreshold, "\(comparison.scores)")
        let tips = StrokeAdvice.tips(for: comparison, model: shu, recognized: .shugou)
        #expect(!tips.contains { if case .draw = $0 { true } else { false } }, "\(tips)")
        #expect(tips.contains(.drawType(expected: .shu, drawn: .shugou)), "\(tips)")
    }

    /// A stroke drawn the wrong way round (not backwards along itself, but across: a 横 drawn as a 竖) is told
    /// the model's direction.
    @Test func aStrokeRunningAnotherWayIsToldTheModelsWay() {
        let drawn = [Point(x: 500, y: 100), Point(x: 500, y: 900)]
        let comparison = comparator.compare(drawn, with: heng.points, characterSize: 1000)
        let tips = StrokeAdvice.tips(for: comparison, model: heng, recognized: .shu)
        #expect(tips.contains(.draw(StrokeHeading(horizontal: .leftToRight, vertical: nil))), "\(tips)")
    }

    /// A joined stroke keeps its corrections and gets a note after them.
    @Test func aJoinIsNotedAfterTheCorrections() {
        let drawn = [Point(x: 100, y: 800), Point(x: 900, y: 800)]
        let comparison = comparator.compare(drawn, with: heng.points, characterSize: 1000)
        let tips = StrokeAdvice.tips(for: comparison, model: heng, recognized: .heng, joined: .toNext)
        #expect(tips == [.move(.up, by: 0.3), .joined(.toNext)])
    }

    /// Issue 44: the judge reads a 竖 from a part of the pen stroke running right (a tail or a pair cut in the wrong
    /// place), but the writer's stroke ran down the page: no tip tells them to draw it top to bottom; its shape
    /// speaks. Where the stroke as drawn ran right too, the direction tip stays.
    @Test func aStrokeDrawnTheModelsWayIsNotToldItsDirection() {
        let shu = TemplateStroke(type: .shu, points: [Point(x: 500, y: 100), Point(x: 500, y: 900)])
        let judged = [Point(x: 450, y: 500), Point(x: 850, y: 450)]
        let comparison = comparator.compare(judged, with: shu.points, characterSize: 1000)
        let down = StrokeHeading(horizontal: nil, vertical: .topToBottom)
        let misread = StrokeAdvice.tips(for: comparison, model: shu, recognized: .heng, drawn: [Point(x: 0.1, y: 1)])
        #expect(!misread.contains(.draw(down)), "\(misread)")
        #expect(misread.contains(.drawType(expected: .shu, drawn: .heng)), "\(misread)")
        let wrongWay = StrokeAdvice.tips(for: comparison, model: shu, recognized: .heng, drawn: [Point(x: 1, y: -0.1)])
        #expect(wrongWay.contains(.draw(down)), "\(wrongWay)")
    }

    /// Issue 44: a 横 left with a tail up toward where the next stroke starts, nearly as long as the 横 itself, runs up
    /// the page from its start to its end and to its furthest point; the writer drew it left to right along its
    /// longest leg, which is read as a way it ran, so no tip tells them to. A 横 drawn right to left with the same
    /// tail runs the wrong way in every reading.
    @Test func aStrokesLongLegIsAWayItRan() {
        let right = StrokeHeading(horizontal: .leftToRight, vertical: nil)
        let tailed = [Point(x: 100, y: 500), Point(x: 400, y: 440), Point(x: 340, y: 200)]
        #expect(!right.isFollowed(by: tailed.last! - tailed.first!))
        #expect(!right.isFollowed(by: Polyline.mainMovement(tailed)))
        #expect(DrawnMovement.readings(part: tailed, stroke: tailed, page: nil).contains(where: right.isFollowed))
        let backwards = [Point(x: 400, y: 440), Point(x: 100, y: 500), Point(x: 40, y: 260)]
        #expect(!DrawnMovement.readings(part: backwards, stroke: backwards, page: nil).contains(where: right.isFollowed))
    }

    /// A stroke drawn backwards is told where to start and which way to draw, however the pen stroke reads.
    @Test func aReversedStrokeIsStillToldItsDirection() {
        let shu = TemplateStroke(type: .shu, points: [Point(x: 500, y: 100), Point(x: 500, y: 900)])
        let comparison = comparator.compare([Point(x: 500, y: 900), Point(x: 500, y: 100)], with: shu.points, characterSize: 1000)
        let tips = StrokeAdvice.tips(for: comparison, model: shu, recognized: .shu, drawn: [Point(x: 0, y: -1)])
        #expect(tips.contains(.startAndDraw(StrokeHeading(horizontal: nil, vertical: .topToBottom))), "\(tips)")
    }

    /// The drawn movements are read on the page: a stroke running straight down a canvas that the frame turned
    /// and slanted reads as running down, not as the frame shows it.
    @Test func drawnMovementsAreReadOnThePage() throws {
        let page = AffineTransform(a: 0.8, b: 0.5, c: -0.3, d: 1.1, translation: Point(x: 40, y: -20))
        let canvas = [Point(x: 100, y: 100), Point(x: 110, y: 300), Point(x: 100, y: 500)]
        let readings = DrawnMovement.readings(part: page.apply(canvas), stroke: page.apply(canvas), page: page)
        try #require(readings.count == 6)
        for reading in readings {
            #expect(abs(reading.x) < 1e-9 && abs(reading.y - 400) < 1e-9, "\(reading)")
        }
    }
}

