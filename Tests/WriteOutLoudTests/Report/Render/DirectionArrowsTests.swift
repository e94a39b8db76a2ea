import Testing

@testable import WriteOutLoud

@Suite struct DirectionArrowsTests {
    @Test func headsPointTheWayThePathWasDrawn() throws {
        let path = [Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 100, y: 100)]
        let heads = DirectionArrows.heads(along: path, at: [0.25, 1], size: 10)
        try #require(heads.count == 2)
        #expect(heads[0].tip == Point(x: 50, y: 0))
        #expect(heads[0].left.x == 40 && heads[0].right.x == 40)
        #expect(heads[1].tip == Point(x: 100, y: 100))
        #expect(heads[1].left.y == 90 && heads[1].right.y == 90)
    }

    @Test func aReversedPathGetsReversedHeads() throws {
        let heads = DirectionArrows.heads(along: [Point(x: 100, y: 0), Point(x: 0, y: 0)], at: [1], size: 10)
        let head = try #require(heads.first)
        #expect(head.tip == Point(x: 0, y: 0))
        #expect(head.left.x == 10)
    }

    @Test func pathsShorterThanAHeadOrWithoutLengthGetNone() {
        #expect(DirectionArrows.heads(along: [Point(x: 5, y: 5)], at: [1], size: 10).isEmpty)
        #expect(DirectionArrows.heads(along: [Point(x: 0, y: 0), Point(x: 6, y: 0)], at: [1], size: 10).isEmpty)
        #expect(DirectionArrows.heads(along: [], at: [0.5], size: 10).isEmpty)
    }
}
