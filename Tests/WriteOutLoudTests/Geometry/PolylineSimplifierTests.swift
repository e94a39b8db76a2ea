import Foundation
import Testing
@testable import WriteOutLoud

@Suite struct PolylineSimplifierTests {
    @Test func dropsPointsOnAStraightLineAndKeepsCorners() {
        let line = (0...10).map { Point(x: Double($0) * 10, y: 0) }
        let corner = (1...10).map { Point(x: 100, y: Double($0) * 10) }
        let simplified = PolylineSimplifier.simplify(line + corner, tolerance: 1)
        #expect(simplified == [Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 100, y: 100)])
    }

    @Test func keepsEveryPointOfACurveThatNeedsIt() {
        let arc = (0...20).map { step -> Point in
            let angle = Double(step) / 20 * .pi
            return Point(x: 100 * (1 - cos(angle)), y: 100 * sin(angle))
        }
        let simplified = PolylineSimplifier.simplify(arc, tolerance: 1.5)
        #expect(simplified.first == arc.first)
        #expect(simplified.last == arc.last)
        #expect(simplified.count > 5 && simplified.count < arc.count)
    }

    @Test func tellsWhereTheKeptPointsLie() {
        let line = (0...10).map { Point(x: Double($0) * 10, y: 0) }
        let corner = (1...10).map { Point(x: 100, y: Double($0) * 10) }
        let path = line + corner
        let kept = PolylineSimplifier.keptIndices(path, tolerance: 1)
        #expect(kept == [0, 10, 20])
        #expect(kept.map { path[$0] } == PolylineSimplifier.simplify(path, tolerance: 1))
    }

    @Test func leavesShortLinesAlone() {
        let two = [Point(x: 0, y: 0), Point(x: 1, y: 1)]
        #expect(PolylineSimplifier.simplify(two, tolerance: 5) == two)
    }
}
