import Foundation
import Testing
@testable import WriteOutLoud

/// Characters written correctly in a fluent hand: slanted, 横 rising, with joins between strokes.
@Suite struct NativeHandwritingTests {
    let analyzer = StrokeAnalyzer()
    let degree = Double.pi / 180

    /// 田's strokes with the middle 横 (stroke 3) rising by `rise`, the whole leaning right by `slant`.
    func tian(slant: Double, rise: Double) throws -> (template: CharacterTemplate, paths: [[Point]]) {
        let template = try StrokeFixtures.template("田")
        var paths = template.strokes.map(\.points)
        let middle = Polyline.centroid(paths[2])
        paths[2] = paths[2].map { point in
            let p = point - middle
            return middle + Point(x: cos(-rise) * p.x - sin(-rise) * p.y, y: sin(-rise) * p.x + cos(-rise) * p.y)
        }
        let centre = BoundingBox(paths.joined())!.center
        paths = paths.map { $0.map { Point(x: $0.x - tan(slant) * ($0.y - centre.y), y: $0.y) } }
        return (template, paths)
    }

    @Test(arguments: [10.0, 15, 20])
    func aSlantedTianInStandardOrderHasNoStructuralError(slant: Double) throws {
        let (template, paths) = try tian(slant: slant * degree, rise: 12 * degree)
        let analysis = analyzer.analyze(StrokeFixtures.ink(paths), against: template)
        #expect(analysis.strokes.map(\.drawnIndex) == [0, 1, 2, 3, 4])
        #expect(analysis.issues.isEmpty, "\(analysis.issues)")
        #expect(analysis.strokes.allSatisfy { $0.passed }, "\(analysis.strokes.map(\.accuracy))")
    }

    @Test func aClearOrderErrorInASlantedCharacterIsStillOne() throws {
        let (template, paths) = try tian(slant: 15 * degree, rise: 0)
        let analysis = analyzer.analyze(StrokeFixtures.ink([paths[0], paths[1], paths[3], paths[2], paths[4]]), against: template)
        #expect(StrokeFixtures.kinds(analysis) == [.order])
        #expect(analysis.strokes.map(\.drawnIndex) == [0, 1, 3, 2, 4])
    }

    @Test func aSlantedTianPassesAsEachStrokeLands() throws {
        let (template, paths) = try tian(slant: 15 * degree, rise: 12 * degree)
        let ink = StrokeFixtures.ink(paths)
        let box = WritingBox(x: 0, y: 0, side: 1024)
        for count in 1...paths.count {
            var drawn = ink
            drawn.strokes = Array(ink.strokes.prefix(count))
            let analysis = analyzer.analyzeUnfinished(drawn, against: template, writingBox: box)
            #expect(analysis.issues.isEmpty, "\(count) strokes: \(analysis.issues)")
            #expect(analysis.strokes.last?.passed == true, "\(count) strokes: \(analysis.strokes.map(\.accuracy))")
        }
    }

    /// 上 leaning 20°: its first stroke, a 竖, is all the frame has when the 横 lands, and is read as the hand's
    /// slant, so the level 横 is judged level.
    @Test func aHorizontalAfterASlantedVerticalPassesAsItLands() throws {
        let template = try StrokeFixtures.template("上")
        let centre = BoundingBox(template.strokes.flatMap(\.points))!.center
        let paths = template.strokes.map { $0.points.map { Point(x: $0.x - tan(20 * degree) * ($0.y - centre.y), y: $0.y) } }
        let ink = StrokeFixtures.ink(paths)
        for count in 1..<paths.count {
            var drawn = ink
            drawn.strokes = Array(ink.strokes.prefix(count))
            let analysis = analyzer.analyzeUnfinished(drawn, against: template, writingBox: WritingBox(x: 0, y: 0, side: 1024))
            #expect(analysis.issues.isEmpty, "\(count) strokes: \(analysis.issues)")
            #expect(analysis.strokes.last?.passed == true, "\(count) strokes: \(analysis.strokes.map(\.accuracy))")
        }
    }

    /// A character's first stroke a sixth of the character from where the writing box puts it (as a hand that
    /// writes small, low or slanted places it) passes as it lands: one stroke cannot show the hand's frame.
    @Test(arguments: ["下", "王", "不", "我"])
    func aFirstStrokeASixthOffTheBoxPassesAsItLands(character: String) throws {
        let landed = try firstStrokeLanding(character, movedBy: (0.1, 0.15))
        #expect(landed?.passed == true, "\(String(describing: landed?.scores))")
    }

    /// The first stroke of a character of two or three strokes a quarter of the character from where the writing
    /// box puts it fails as it lands: it is as large a share of the character as it is, but alone it cannot show
    /// that the whole character is written off the box.
    @Test(arguments: ["人", "八", "女"])
    func aFirstStrokeAQuarterOffTheBoxFailsAsItLandsInAShortCharacter(character: String) throws {
        let landed = try firstStrokeLanding(character, movedBy: (0.15, 0.2))
        #expect(landed?.passed == false, "\(String(describing: landed?.scores))")
    }

    /// A character's top 横 drawn upright but a third of the character to the side: no slant within reason puts
    /// it back, so it fails as it lands.
    @Test(arguments: ["丁", "下", "王"], [-1.0, 1])
    func aTopStrokeDrawnFarToTheSideStillFailsAsItLands(character: String, side: Double) throws {
        let landed = try firstStrokeLanding(character, movedBy: (side * 0.35, 0))
        #expect(landed?.passed == false, "\(String(describing: landed?.scores))")
    }

    /// `character`'s first stroke moved by `offset` (shares of the writing box) and judged as it lands, alone in
    /// the box.
    func firstStrokeLanding(_ character: String, movedBy offset: (x: Double, y: Double)) throws -> StrokeJudgement? {
        let template = try StrokeFixtures.template(character)
        let moved = template.strokes[0].points.map { Point(x: $0.x + offset.x * 1024, y: $0.y + offset.y * 1024) }
        let analysis = analyzer.analyzeUnfinished(
            StrokeFixtures.ink([moved]), against: template, writingBox: WritingBox(x: 0, y: 0, side: 1024))
        return analysis.strokes.first
    }

    /// 三 with each 横 turned about its centre to climb `rises[i]` more than its model.
    func san(rises: [Double]) throws -> (template: CharacterTemplate, ink: Ink) {
        let template = try StrokeFixtures.template("三")
        let paths = zip(template.strokes, rises).map { stroke, rise in
            Polyline.turnedAboutCentroid(stroke.points, by: -rise * degree)
        }
        return (template, StrokeFixtures.ink(paths))
    }

    @Test func oneHengClimbingLikeATiAmongLevelOnesStillFails() throws {
        let (template, ink) = try san(rises: [0, 38, 0])
        let analysis = analyzer.analyze(ink, against: template)
        #expect(analysis.strokes.map(\.passed) == [true, false, true], "\(analysis.strokes.map(\.accuracy))")
    }

    @Test func entryHooksAndExitTailsDoNotFailAStroke() throws {
        let template = try StrokeFixtures.template("三")
        var paths = template.strokes.map(\.points)
        for index in 1..<paths.count {
            let start = paths[index][0]
            let previousEnd = paths[index - 1].last!
            let towards = (previousEnd - start) / (previousEnd - start).length
            paths[index].insert(contentsOf: [start + towards * 45, start + towards * 18], at: 0)
        }
        for index in 0..<(paths.count - 1) {
            let end = paths[index].last!
            let next = template.strokes[index + 1].points[0]
            let towards = (next - end) / (next - end).length
            paths[index] += [end + towards * 30, end + towards * 60]
        }
        let analysis = analyzer.analyze(StrokeFixtures.ink(paths), against: template)
        #expect(analysis.issues.isEmpty, "\(analysis.issues)")
        #expect(analysis.strokes.allSatisfy { $0.passed }, "\(analysis.strokes.map(\.accuracy))")
    }
}
