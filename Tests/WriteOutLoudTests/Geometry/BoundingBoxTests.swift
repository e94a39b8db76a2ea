import Testing
@testable import WriteOutLoud

@Suite struct BoundingBoxTests {
    @Test func boundingBoxOfPoints() {
        let box = BoundingBox([Point(x: 1, y: 5), Point(x: -2, y: 7)])
        #expect(box?.width == 3)
        #expect(box?.height == 2)
        #expect(box?.center == Point(x: -0.5, y: 6))
        #expect(BoundingBox([Point]()) == nil)
    }

    @Test func aBoxAtOnePointGrowsToWhatItIncludes() {
        var box = BoundingBox(point: Point(x: 2, y: 2))
        #expect(box.width == 0 && box.height == 0)
        box.include(Point(x: -1, y: 6))
        let grown = BoundingBox([Point(x: -1, y: 2), Point(x: 2, y: 6)])
        #expect(box == grown)
        #expect(box.longerSide == 4)
        box.include(Point(x: 0, y: 3))
        #expect(box == grown, "a point inside changes nothing")
    }
}
