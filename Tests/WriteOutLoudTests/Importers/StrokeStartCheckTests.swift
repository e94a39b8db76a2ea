import Testing
@testable import WriteOutLoud

/// The recogniser-free order check: a stroke must start the way its cnchar letter's family does.
@Suite struct StrokeStartCheckTests {
    private let level = [Point(x: 100, y: 500), Point(x: 900, y: 500)]
    private let down = [Point(x: 500, y: 100), Point(x: 500, y: 900)]
    /// 我's first stroke: a 撇 drawn leftwards and a little down, heading about 175°.
    private let leftwards = [Point(x: 700, y: 200), Point(x: 300, y: 235)]

    @Test func aStrokeStartingRightwardsIsAHengAndNotAShu() {
        #expect(StrokeStartCheck.fits(level, letter: .j))
        #expect(!StrokeStartCheck.fits(level, letter: .f))
        #expect(StrokeStartCheck.fits(down, letter: .f))
        #expect(!StrokeStartCheck.fits(down, letter: .j))
    }

    @Test func aPieMayRunLeftAcrossTheHeadingWrap() throws {
        let heading = try #require(StrokeStartCheck.startHeading(of: leftwards))
        #expect(heading > 170 && heading < 180)
        #expect(StrokeStartCheck.fits(leftwards, letter: .s))
        #expect(!StrokeStartCheck.fits(leftwards, letter: .j))
        let upLeft = [Point(x: 700, y: 235), Point(x: 300, y: 200)]
        #expect(try #require(StrokeStartCheck.startHeading(of: upLeft)) < -170)
        #expect(StrokeStartCheck.fits(upLeft, letter: .s))
        let rising = [Point(x: 300, y: 800), Point(x: 295, y: 500)]
        #expect(StrokeStartCheck.fits(rising, letter: .i))
    }

    @Test func theBrushEntryIsNotTheStart() {
        let entered = [Point(x: 480, y: 100), Point(x: 500, y: 120), Point(x: 500, y: 900)]
        #expect(StrokeStartCheck.fits(entered, letter: .f))
        #expect(StrokeStartCheck.startHeading(of: [Point(x: 1, y: 1)]) == nil)
        #expect(StrokeStartCheck.fits([Point(x: 1, y: 1), Point(x: 1, y: 1)], letter: .j))
    }
}
