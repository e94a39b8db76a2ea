import Testing
@testable import WriteOutLoud

@Suite struct StrokeAnalyzerUnfinishedTests {
    let analyzer = StrokeAnalyzer()

    /// The first `count` template strokes of `character`, drawn in place on a 1024 canvas.
    private func firstStrokes(_ count: Int, of template: CharacterTemplate) -> [[Point]] {
        Array(template.strokes.prefix(count).map(\.points))
    }

    @Test(arguments: ["十", "口", "我"])
    func everyPrefixOfACopyPassesWithNothingMissing(character: String) throws {
        let template = try StrokeFixtures.template(character)
        for count in 1..<template.strokes.count {
            let analysis = analyzer.analyzeUnfinished(
                StrokeFixtures.ink(firstStrokes(count, of: template)), against: template)
            #expect(analysis.strokes.count == count)
            #expect(analysis.issues.isEmpty, "\(character) after \(count) strokes: \(analysis.issues)")
            #expect(analysis.strokes.allSatisfy { $0.passed }, "\(character) after \(count) strokes")
        }
    }

    @Test func aFinishedCharacterIsJudgedAsAnalyzeJudgesIt() throws {
        let template = try StrokeFixtures.template("日")
        var paths = template.strokes.map(\.points)
        paths[1] = paths[1].map { $0 + Point(x: 200, y: 150) }
        let ink = StrokeFixtures.ink(paths)
        #expect(analyzer.analyzeUnfinished(ink, against: template) == analyzer.analyze(ink, against: template))
    }

    @Test func aDisplacedFirstStrokeFailsAgainstTheWritingBox() throws {
        let template = try StrokeFixtures.template("十")
        let first = template.strokes[0].points
        let right = analyzer.analyzeUnfinished(StrokeFixtures.ink([first]), against: template)
        let low = analyzer.analyzeUnfinished(
            StrokeFixtures.ink([first.map { $0 + Point(x: 0, y: 320) }]), against: template)
        #expect(right.strokes.first?.passed == true)
        #expect(low.strokes.first?.passed == false)
        #expect((low.strokes.first?.scores.position ?? 100) < 50)
    }

    @Test func aStretchedSecondStrokeFailsWhereTheFirstIsRight() throws {
        let template = try StrokeFixtures.template("王")
        let paths = StrokeFixtures.widened(firstStrokes(2, of: template), stroke: 1, by: 2.5)
        let analysis = analyzer.analyzeUnfinished(StrokeFixtures.ink(paths), against: template)
        #expect(analysis.strokes.count == 2)
        #expect(analysis.strokes[0].passed)
        #expect(!analysis.strokes[1].passed)
    }

    @Test func theWritingBoxPlacesACharacterWrittenInPartOfTheCanvas() throws {
        let template = try StrokeFixtures.template("十")
        let first = template.strokes[0].points
        let box = WritingBox(x: 600, y: 1200, side: 400)
        let inBox = StrokeFixtures.ink([first], scale: 400 / 1024, offset: Point(x: 600, y: 1200))
        let canvas = Ink(width: 1200, height: 2000, strokes: inBox.strokes)
        #expect(analyzer.analyzeUnfinished(canvas, against: template, writingBox: box).strokes[0].passed)
        let lowerInBox = StrokeFixtures.ink(
            [first.map { $0 + Point(x: 0, y: 320) }], scale: 400 / 1024, offset: Point(x: 600, y: 1200))
        let lower = Ink(width: 1200, height: 2000, strokes: lowerInBox.strokes)
        #expect(!analyzer.analyzeUnfinished(lower, against: template, writingBox: box).strokes[0].passed)
    }

    @Test func anUnusableWritingBoxFallsBackToTheCanvas() throws {
        let template = try StrokeFixtures.template("十")
        let ink = StrokeFixtures.ink([template.strokes[0].points])
        let broken = WritingBox(x: .nan, y: 0, side: 0)
        #expect(
            analyzer.analyzeUnfinished(ink, against: template, writingBox: broken)
                == analyzer.analyzeUnfinished(ink, against: template))
    }

    @Test func noInkJudgesNothing() throws {
        let template = try StrokeFixtures.template("十")
        let analysis = analyzer.analyzeUnfinished(Ink(width: 100, height: 100, strokes: []), against: template)
        #expect(analysis.strokes.isEmpty && analysis.issues.isEmpty && analysis.extraStrokes.isEmpty)
    }

    @Test func theDueStrokeDrawnAsAnotherIsNotForgivenAsALaterOne() throws {
        let template = try StrokeFixtures.template("十")
        let vertical = template.strokes[1].points
        let analysis = analyzer.analyzeUnfinished(StrokeFixtures.ink([vertical]), against: template)
        #expect(analysis.strokes.count == 1)
        #expect(!analysis.strokes[0].passed)
    }
}
