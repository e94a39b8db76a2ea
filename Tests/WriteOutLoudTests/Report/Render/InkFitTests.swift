import Testing

@testable import WriteOutLoud

@Suite struct InkFitTests {
    let template = BoundingBox(minX: 100, minY: 200, maxX: 900, maxY: 800)

    @Test func aWideDrawingFillsTheTemplateWidthAndIsCentredVertically() {
        let fit = InkFit(ink: BoundingBox(minX: 10, minY: 10, maxX: 50, maxY: 20), template: template)
        #expect(fit.scale == 20)
        #expect(fit.apply(Point(x: 10, y: 10)) == Point(x: 100, y: 400))
        #expect(fit.apply(Point(x: 50, y: 20)) == Point(x: 900, y: 600))
    }

    @Test func aTallDrawingFillsTheTemplateHeightAndKeepsItsAspect() {
        let fit = InkFit(ink: BoundingBox(minX: 0, minY: 0, maxX: 30, maxY: 60), template: template)
        #expect(fit.scale == 10)
        #expect(fit.apply(Point(x: 0, y: 0)) == Point(x: 350, y: 200))
        #expect(fit.apply(Point(x: 30, y: 60)) == Point(x: 650, y: 800))
    }

    @Test func aStraightLineIsScaledByItsLengthAlone() {
        let fit = InkFit(ink: BoundingBox(minX: 0, minY: 5, maxX: 400, maxY: 5), template: template)
        #expect(fit.scale == 2)
        #expect(fit.apply(Point(x: 0, y: 5)) == Point(x: 100, y: 500))
    }

    @Test func aSingleDotLandsInTheTemplateCentre() {
        let fit = InkFit(ink: BoundingBox(minX: 7, minY: 7, maxX: 7, maxY: 7), template: template)
        #expect(fit.scale == 1)
        #expect(fit.apply(Point(x: 7, y: 7)) == Point(x: 500, y: 500))
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
}
