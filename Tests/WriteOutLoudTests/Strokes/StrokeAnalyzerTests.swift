import Testing
@testable import WriteOutLoud

@Suite struct StrokeAnalyzerTests {
    let analyzer = StrokeAnalyzer()

    @Test(arguments: ["人", "十", "口", "日"])
    func exactCopyPassesEveryStroke(character: String) throws {
        let template = try StrokeFixtures.template(character)
        let analysis = analyzer.analyze(StrokeFixtures.copy(template), against: template)
        #expect(analysis.issues.isEmpty, "\(analysis.issues)")
        #expect(analysis.extraStrokes.isEmpty)
        #expect(analysis.strokes.map(\.drawnIndex) == template.strokes.indices.map { $0 })
        for judgement in analysis.strokes {
            #expect(judgement.passed)
            #expect(judgement.accuracy > 95)
            #expect(judgement.tips.isEmpty)
        }
    }

    @Test func sizeAndPlaceOnTheCanvasDoNotMatter() throws {
        let template = try StrokeFixtures.template("日")
        let small = StrokeFixtures.copy(template, scale: 0.2, rotation: 0.08, offset: Point(x: 40, y: 900))
        let analysis = analyzer.analyze(
            Ink(width: 300, height: 2000, strokes: small.strokes), against: template)
        #expect(analysis.issues.isEmpty, "\(analysis.issues)")
        #expect(analysis.strokes.allSatisfy { $0.passed && $0.accuracy > 90 })
    }

    @Test func reversedStrokeIsReportedAndFails() throws {
        let template = try StrokeFixtures.template("十")
        var paths = template.strokes.map(\.points)
        paths[1].reverse()
        let analysis = analyzer.analyze(StrokeFixtures.ink(paths), against: template)
        #expect(StrokeFixtures.kinds(analysis) == [.reversed])
        #expect(analysis.issues.first?.stroke == 1)
        #expect(StrokeFixtures.messages(analysis).first == "Stroke 2 was drawn backwards: draw it from top to bottom.")
        #expect(analysis.issues.first?.detail == .reversed(stroke: 1, heading: StrokeHeading(horizontal: nil, vertical: .topToBottom)))
        #expect(StrokeFixtures.messages(analysis, in: .zh).first == "第2笔写反了：应该从上往下写。")
        #expect(analysis.strokes[1].drawnIndex == 1)
        #expect(!analysis.strokes[1].passed)
        #expect(analysis.strokes[1].scores.direction < 10)
        #expect(StrokeFixtures.tips(analysis.strokes[1]).contains("Start at the top and draw from top to bottom"))
        #expect(analysis.strokes[0].passed)
    }

    @Test func swappedStrokesAreAnOrderIssue() throws {
        let template = try StrokeFixtures.template("口")
        let paths = template.strokes.map(\.points)
        let analysis = analyzer.analyze(StrokeFixtures.ink([paths[1], paths[0], paths[2]]), against: template)
        #expect(StrokeFixtures.kinds(analysis) == [.order])
        #expect(StrokeFixtures.messages(analysis).first == "Stroke 2 was drawn before stroke 1.")
        #expect(analysis.issues.first?.detail == .order(drawnFirst: 1, shouldComeFirst: 0))
        #expect(StrokeFixtures.messages(analysis, in: .zh).first == "第2笔写在第1笔前面了。")
        #expect(analysis.issues.first?.stroke == 1)
        #expect(analysis.strokes.map(\.drawnIndex) == [1, 0, 2])
        #expect(analysis.strokes.allSatisfy { $0.passed })
    }

    @Test func missingStrokeIsReported() throws {
        let template = try StrokeFixtures.template("日")
        let paths = template.strokes.map(\.points)
        let analysis = analyzer.analyze(StrokeFixtures.ink([paths[0], paths[1], paths[3]]), against: template)
        #expect(StrokeFixtures.kinds(analysis) == [.missing])
        #expect(analysis.issues.first?.stroke == 2)
        #expect(analysis.strokes[2].drawnIndex == nil)
        #expect(!analysis.strokes[2].passed)
        #expect(analysis.strokes[3].drawnIndex == 2)
        #expect(analysis.strokes[3].passed)
    }

    @Test func wildExtraStrokeIsReportedAndTheRestStillPass() throws {
        let template = try StrokeFixtures.template("十")
        var paths = template.strokes.map(\.points)
        paths.append([Point(x: 1500, y: 1600), Point(x: 1900, y: 1700), Point(x: 1700, y: 2000)])
        let analysis = analyzer.analyze(StrokeFixtures.ink(paths), against: template)
        #expect(StrokeFixtures.kinds(analysis) == [.extra])
        #expect(analysis.extraStrokes == [2])
        #expect(analysis.issues.first?.stroke == nil)
        #expect(analysis.strokes.allSatisfy { $0.passed })
    }

    @Test func strokeDrawnInTwoPiecesIsSplit() throws {
        let template = try StrokeFixtures.template("十")
        let heng = Polyline.resample(template.strokes[0].points, count: 21)
        let left = Array(heng[0...9])
        let right = Array(heng[11...20])
        let analysis = analyzer.analyze(
            StrokeFixtures.ink([left, right, template.strokes[1].points]), against: template)
        #expect(StrokeFixtures.kinds(analysis) == [.split])
        #expect(analysis.issues.first?.stroke == 0)
        #expect(StrokeFixtures.messages(analysis).first == "Stroke 1 was drawn in 2 pieces; draw it in one movement.")
        #expect(analysis.strokes[0].drawnIndex == 0)
        #expect(analysis.strokes[1].drawnIndex == 2)
        #expect(analysis.extraStrokes.isEmpty)
    }

    @Test func wrongStrokeTypeInPlaceIsPoorlyDrawnAndNamed() throws {
        let template = try StrokeFixtures.template("十")
        let rising = [Point(x: 150, y: 700), Point(x: 870, y: 300)]
        let analysis = analyzer.analyze(
            StrokeFixtures.ink([rising, template.strokes[1].points]), against: template)
        #expect(StrokeFixtures.kinds(analysis) == [.poorlyDrawn])
        #expect(analysis.strokes[0].drawnIndex == 0)
        #expect(!analysis.strokes[0].passed)
        #expect(analysis.strokes[0].recognizedType == .ti)
        #expect(StrokeFixtures.messages(analysis).first == "Stroke 1 should be a 横 (héng) but looks like a 提 (tí).")
    }

    @Test func displacedStrokeGetsAPositionTip() throws {
        let template = try StrokeFixtures.template("日")
        var paths = template.strokes.map(\.points)
        paths[2] = paths[2].map { Point(x: $0.x, y: $0.y - 250) }
        let analysis = analyzer.analyze(StrokeFixtures.ink(paths), against: template)
        #expect(!analysis.strokes[2].passed)
        #expect(analysis.strokes[2].scores.position < 40)
        let tip = try #require(StrokeFixtures.tips(analysis.strokes[2]).first)
        #expect(tip.hasPrefix("Move it lower, by about"), "\(tip)")
    }

    @Test func shortStrokeGetsALengthTip() throws {
        let template = try StrokeFixtures.template("十")
        var paths = template.strokes.map(\.points)
        paths[0] = [Point(x: 380, y: 497), Point(x: 640, y: 493)]
        let analysis = analyzer.analyze(StrokeFixtures.ink(paths), against: template)
        #expect(analysis.strokes[0].scores.proportion < 50)
        let tips = StrokeFixtures.tips(analysis.strokes[0])
        #expect(tips.contains { $0.hasPrefix("Make it about") && $0.hasSuffix("as long") }, "\(tips)")
    }

    @Test func wrongPlacementInATwoStrokeCharacterFailsBothStrokes() throws {
        let template = try StrokeFixtures.template("十")
        var paths = template.strokes.map(\.points)
        paths[1] = paths[1].map { $0 + Point(x: 320, y: 0) }
        let analysis = analyzer.analyze(StrokeFixtures.ink(paths), against: template)
        #expect(analysis.strokes.map(\.drawnIndex) == [0, 1])
        #expect(analysis.strokes.allSatisfy { !$0.passed && $0.scores.position < 40 })
    }

    @Test func stretchedStrokeFailsAndTheOthersPass() throws {
        let template = try StrokeFixtures.template("日")
        var paths = template.strokes.map(\.points)
        let centre = Polyline.centroid(paths[3])
        paths[3] = paths[3].map { Point(x: centre.x + ($0.x - centre.x) * 2.5, y: $0.y) }
        let analysis = analyzer.analyze(StrokeFixtures.ink(paths), against: template)
        #expect(!analysis.strokes[3].passed)
        #expect(analysis.strokes[3].scores.proportion < 10)
        #expect(analysis.strokes[0..<3].allSatisfy { $0.passed })
    }

    @Test func hugeStrokeIsABadAttemptNotMissingPlusExtra() throws {
        let template = try StrokeFixtures.template("人")
        var paths = template.strokes.map(\.points)
        let centre = Polyline.centroid(paths[0])
        paths[0] = paths[0].map { Point(x: $0.x, y: centre.y + ($0.y - centre.y) * 3) }
        let analysis = analyzer.analyze(StrokeFixtures.ink(paths), against: template)
        #expect(!StrokeFixtures.kinds(analysis).contains(.missing))
        #expect(analysis.extraStrokes.isEmpty)
        #expect(analysis.strokes.map(\.drawnIndex) == [0, 1])
        #expect(!analysis.strokes[0].passed)
    }

    @Test func oneStrokeCharacterDrawnInTwoPiecesIsSplit() throws {
        let template = try StrokeFixtures.template("一")
        let heng = Polyline.resample(template.strokes[0].points, count: 41)
        let analysis = analyzer.analyze(
            StrokeFixtures.ink([Array(heng[0...26]), Array(heng[29...40])]), against: template)
        #expect(StrokeFixtures.kinds(analysis) == [.split])
        #expect(analysis.extraStrokes.isEmpty)
    }

    @Test func similarStrokesFollowDrawingOrderWhenGeometryCannotTell() throws {
        let template = try StrokeFixtures.template("三")
        var paths = template.strokes.map(\.points)
        paths[0] = paths[1].map { $0 + Point(x: 0, y: -8) }
        let analysis = analyzer.analyze(StrokeFixtures.ink(paths), against: template)
        #expect(!StrokeFixtures.kinds(analysis).contains(.order))
        #expect(analysis.strokes.map(\.drawnIndex) == [0, 1, 2])
        #expect(!analysis.strokes[0].passed)
    }
}
