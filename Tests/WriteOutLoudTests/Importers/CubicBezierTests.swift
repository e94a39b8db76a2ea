import Testing
@testable import WriteOutLoud

@Suite struct CubicBezierTests {
    let curve = CubicBezier(
        p0: Point(x: 0, y: 0), c1: Point(x: 0, y: 100), c2: Point(x: 100, y: 100), p3: Point(x: 100, y: 0))

    @Test func runsFromTheFirstToTheLastPointThroughTheMiddleOfItsControls() {
        #expect(curve.point(at: 0) == curve.p0)
        #expect(curve.point(at: 1) == curve.p3)
        #expect(curve.point(at: 0.5) == Point(x: 50, y: 75))
    }

    @Test func flatteningKeepsTheEndsAndSpacesPointsAtMostAStepApart() {
        let points = curve.flattened(step: 5)
        #expect(points.first == curve.p0)
        #expect(points.last == curve.p3)
        #expect(zip(points, points.dropFirst()).allSatisfy { $0.distance(to: $1) <= 5 })
        #expect(points.count == 61)
    }

    @Test func aDegenerateCurveFlattensToItsEnds() {
        let dot = CubicBezier(p0: .zero, c1: .zero, c2: .zero, p3: .zero)
        #expect(dot.flattened(step: 2) == [.zero, .zero])
    }
}
