import Testing
@testable import WriteOutLoud

/// Input the loader lets through but that is still odd: the analyzer must give a verdict, not trap.
@Suite struct StrokeAnalyzerDegenerateInputTests {
    let analyzer = StrokeAnalyzer()

    @Test func singleTapForAWholeCharacter() throws {
        let template = try StrokeFixtures.template("口")
        let ink = Ink(width: 800, height: 600, strokes: [InkStroke(points: [InkPoint(x: 400, y: 300, t: 0)])])
        let analysis = analyzer.analyze(ink, against: template)
        #expect(analysis.strokes.count == 3)
        #expect(analysis.strokes.allSatisfy { !$0.passed })
        #expect(StrokeFixtures.kinds(analysis).filter { $0 == .missing }.count >= 2)
    }

    @Test func zeroLengthStrokeAmongGoodOnes() throws {
        let template = try StrokeFixtures.template("十")
        var ink = StrokeFixtures.copy(template)
        ink.strokes.append(InkStroke(points: Array(repeating: InkPoint(x: 900, y: 100, t: 5), count: 4)))
        let analysis = analyzer.analyze(ink, against: template)
        #expect(analysis.extraStrokes == [2])
        #expect(StrokeFixtures.kinds(analysis) == [.extra])
        #expect(analysis.strokes.allSatisfy { $0.passed })
    }

    @Test func emptyStrokesAndEmptyInk() throws {
        let template = try StrokeFixtures.template("十")
        let empty = analyzer.analyze(Ink(width: 100, height: 100, strokes: []), against: template)
        #expect(StrokeFixtures.kinds(empty) == [.missing, .missing])
        #expect(empty.strokes.allSatisfy { $0.drawnIndex == nil && $0.accuracy == 0 })

        var ink = StrokeFixtures.copy(template)
        ink.strokes.insert(InkStroke(points: []), at: 1)
        let analysis = analyzer.analyze(ink, against: template)
        #expect(analysis.strokes.map(\.drawnIndex) == [0, 2])
        #expect(analysis.extraStrokes == [1])
    }

    @Test func duplicateTimestampsAndRepeatedPoints() throws {
        let template = try StrokeFixtures.template("十")
        let strokes = template.strokes.map { stroke in
            InkStroke(points: stroke.points.flatMap { [InkPoint(x: $0.x, y: $0.y, t: 1), InkPoint(x: $0.x, y: $0.y, t: 1)] })
        }
        let analysis = analyzer.analyze(Ink(width: 1024, height: 1024, strokes: strokes), against: template)
        #expect(analysis.issues.isEmpty)
        #expect(analysis.strokes.allSatisfy { $0.passed })
    }

    @Test func hundredThousandPointStroke() throws {
        let template = try StrokeFixtures.template("十")
        var ink = StrokeFixtures.copy(template)
        let dense = Polyline.resample(template.strokes[1].points, count: 100_000)
        ink.strokes[1] = InkStroke(points: dense.enumerated().map { InkPoint(x: $1.x, y: $1.y, t: Double($0) * 1e-5) })
        let analysis = analyzer.analyze(ink, against: template)
        #expect(analysis.issues.isEmpty)
        #expect(analysis.strokes[1].passed)
    }

    @Test func nonFiniteCoordinatesAreIgnored() throws {
        let template = try StrokeFixtures.template("十")
        var ink = StrokeFixtures.copy(template)
        ink.strokes[0].points.insert(InkPoint(x: .nan, y: .infinity, t: 0), at: 1)
        let analysis = analyzer.analyze(ink, against: template)
        #expect(analysis.issues.isEmpty)
        #expect(analysis.strokes.allSatisfy { $0.accuracy.isFinite && $0.passed })
    }

    @Test func everyStrokeInOnePlace() throws {
        let template = try StrokeFixtures.template("日")
        let tap = InkStroke(points: [InkPoint(x: 10, y: 10, t: 0), InkPoint(x: 10, y: 10, t: 0.1)])
        let analysis = analyzer.analyze(Ink(width: 50, height: 50, strokes: Array(repeating: tap, count: 6)), against: template)
        #expect(analysis.strokes.count == 4)
        #expect(analysis.strokes.allSatisfy { !$0.passed && $0.accuracy.isFinite })
    }
}
