import Testing
@testable import WriteOutLoud

@Suite struct SVGPathTests {
    @Test func readsAbsoluteAndRelativeCubicsAsKanjiVGWritesThem() throws {
        let path = try SVGPath("M22.25,33.25c1.25,1.25,2,2.88,2.26,4.43C29.46,78.09,29.73,80.6,30,83")
        #expect(path.start == Point(x: 22.25, y: 33.25))
        #expect(path.segments.count == 2)
        #expect(path.segments[0].control1 == Point(x: 23.5, y: 34.5))
        #expect(path.segments[0].end.distance(to: Point(x: 24.51, y: 37.68)) < 1e-9)
        #expect(path.segments[1].start == path.segments[0].end)
        #expect(path.segments[1].end == Point(x: 30, y: 83))
    }

    @Test func readsNumbersWithoutSeparatorsAndExponents() throws {
        let path = try SVGPath("M1-2c1.5.5-1e1,2 3-4")
        #expect(path.start == Point(x: 1, y: -2))
        let segment = try #require(path.segments.first)
        #expect(segment.control1 == Point(x: 2.5, y: -1.5))
        #expect(segment.control2 == Point(x: -9, y: 0))
        #expect(segment.end == Point(x: 4, y: -6))
    }

    @Test func reflectsTheLastControlPointForSmoothCurves() throws {
        let path = try SVGPath("M0,0 C0,10 10,10 10,0 s10,-10 10,0")
        #expect(path.segments.count == 2)
        #expect(path.segments[1].control1 == Point(x: 10, y: -10))
        #expect(path.segments[1].end == Point(x: 20, y: 0))
    }

    @Test func readsLinesAndClosesSubpaths() throws {
        let path = try SVGPath("M10 10 20 10 V 20 h-10 z")
        #expect(path.segments.map(\.end) == [
            Point(x: 20, y: 10), Point(x: 20, y: 20), Point(x: 10, y: 20), Point(x: 10, y: 10),
        ])
        let sampled = path.sampled(spacing: 1)
        #expect(sampled.first == Point(x: 10, y: 10))
        #expect(sampled.last == Point(x: 10, y: 10))
        #expect(zip(sampled, sampled.dropFirst()).allSatisfy { $0.distance(to: $1) <= 1 + 1e-9 })
    }

    @Test func readsQuadraticsAsCubics() throws {
        let path = try SVGPath("M0,0 Q15,30 30,0 T60,0")
        #expect(path.segments.count == 2)
        #expect(path.segments[0].point(at: 0.5) == Point(x: 15, y: 15))
        #expect(path.segments[1].point(at: 0.5) == Point(x: 45, y: -15))
    }

    @Test(arguments: [
        ("", "path data is empty"),
        ("10,10", "a number at offset 0 follows no command"),
        ("M0,0 A5,5 0 0 1 10,10", "unsupported path command A"),
        ("M0,0 L5", "expected a number at offset 7"),
        ("L5,5", "path data draws before its first move-to"),
    ])
    func namesWhatIsWrong(data: String, problem: String) {
        #expect(throws: SVGPath.Failure(problem: problem)) { try SVGPath(data) }
    }
}
