import Testing

@testable import WriteOutLoud

@Suite struct BoundingBoxTests {
    @Test func spansTheFinitePointsOnly() throws {
        let box = try #require(
            BoundingBox([Point(x: 3, y: 9), Point(x: -2, y: 4), Point(x: .nan, y: 100), Point(x: 7, y: .infinity)]))
        #expect(box == BoundingBox(minX: -2, minY: 4, maxX: 3, maxY: 9))
        #expect(box.width == 5 && box.height == 5)
        #expect(box.center == Point(x: 0.5, y: 6.5))
    }

    @Test func noFinitePointsGiveNoBox() {
        #expect(BoundingBox([Point]()) == nil)
        #expect(BoundingBox([Point(x: .nan, y: 0)]) == nil)
    }
}
