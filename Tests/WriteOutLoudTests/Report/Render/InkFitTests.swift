import Testing

@testable import WriteOutLoud

@Suite struct InkFitTests {
    func box(_ minX: Double, _ minY: Double, _ maxX: Double, _ maxY: Double) -> BoundingBox {
        var box = BoundingBox(point: Point(x: minX, y: minY))
        box.include(Point(x: maxX, y: maxY))
        return box
    }

    var template: BoundingBox { box(100, 200, 900, 800) }

    @Test func aWideDrawingFillsTheTemplateWidthAndIsCentredVertically() {
        let fit = InkFit(ink: box(10, 10, 50, 20), template: template)
        #expect(fit.scale == 20)
        #expect(fit.apply(Point(x: 10, y: 10)) == Point(x: 100, y: 400))
        #expect(fit.apply(Point(x: 50, y: 20)) == Point(x: 900, y: 600))
    }

    @Test func aTallDrawingFillsTheTemplateHeightAndKeepsItsAspect() {
        let fit = InkFit(ink: box(0, 0, 30, 60), template: template)
        #expect(fit.scale == 10)
        #expect(fit.apply(Point(x: 0, y: 0)) == Point(x: 350, y: 200))
        #expect(fit.apply(Point(x: 30, y: 60)) == Point(x: 650, y: 800))
    }

    @Test func aStraightLineIsScaledByItsLengthAlone() {
        let fit = InkFit(ink: box(0, 5, 400, 5), template: template)
        #expect(fit.scale == 2)
        #expect(fit.apply(Point(x: 0, y: 5)) == Point(x: 100, y: 500))
    }

    @Test func aSingleDotLandsInTheTemplateCentre() {
        let fit = InkFit(ink: box(7, 7, 7, 7), template: template)
        #expect(fit.scale == 1)
        #expect(fit.apply(Point(x: 7, y: 7)) == Point(x: 500, y: 500))
    }

    @Test func nonFinitePointsAreLeftOut() throws {
        let template = CharacterTemplate(
            character: "一", pinyin: [], source: "test",
            strokes: [
                TemplateStroke(
                    type: .heng,
                    points: [
                        Point(x: 100, y: 500), Point(x: 900, y: 500),
                    ])
            ])
        let ink = Ink(
            width: 10, height: 10,
            strokes: [
                InkStroke(points: [
                    InkPoint(x: 0, y: 0, t: 0), InkPoint(x: .nan, y: 3, t: 1),
                    InkPoint(x: 4, y: 0, t: 2),
                ])
            ])
        let fit = try #require(InkFit(ink: ink, template: template))
        #expect(fit.scale == 200)
        #expect(fit.apply(Point(x: 4, y: 0)) == Point(x: 900, y: 500))
    }

    @Test func inkWithoutPointsHasNoFitAndAnEmptyTemplateUsesTheWholeBox() throws {
        let empty = CharacterTemplate(character: "口", pinyin: [], source: "test", strokes: [])
        #expect(InkFit(ink: Ink(width: 10, height: 10, strokes: [InkStroke(points: [])]), template: empty) == nil)
        let ink = Ink(
            width: 10, height: 10, strokes: [RenderFixtures.line(Point.zero, Point(x: 8, y: 8), start: 0, end: 1)])
        let fit = try #require(InkFit(ink: ink, template: empty))
        #expect(fit.apply(Point.zero) == Point.zero)
        #expect(fit.apply(Point(x: 8, y: 8)) == Point(x: 1024, y: 1024))
    }

    @Test func matchedStrokesAloneDecideTheFitSoAMissingStrokeMovesNothing() throws {
        let template = try RenderFixtures.template("人")
        let pie = template.strokes[0].points
        let ink = Ink(
            width: 100, height: 100,
            strokes: [InkStroke(points: pie.enumerated().map { InkPoint(x: $1.x / 10, y: $1.y / 10, t: Double($0)) })])
        let matched = try #require(InkFit(ink: ink, template: template, matches: [(drawn: 0, template: 0)]))
        for point in pie {
            let placed = matched.apply(point / 10)
            #expect(placed.distance(to: point) < 1e-9)
        }
        let whole = try #require(InkFit(ink: ink, template: template))
        #expect(whole.apply(pie[0] / 10).distance(to: pie[0]) > 50)
    }

    @Test func matchesOutOfRangeFallBackToTheWholeInk() throws {
        let template = try RenderFixtures.template("十")
        let ink = Ink(
            width: 10, height: 10, strokes: [RenderFixtures.line(Point.zero, Point(x: 8, y: 0), start: 0, end: 1)])
        let fit = try #require(
            InkFit(ink: ink, template: template, matches: [(drawn: 5, template: 0), (drawn: 0, template: 9)]))
        #expect(fit == InkFit(ink: ink, template: template))
    }
}
