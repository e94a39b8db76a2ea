import Testing
@testable import WriteOutLoud

@Suite struct StrokeHeadingTests {
    @Test func aMostlySidewaysStrokeHasOnlyAHorizontalSense() {
        #expect(StrokeHeading(of: [Point(x: 0, y: 0), Point(x: 10, y: 1)]) == StrokeHeading(horizontal: .leftToRight, vertical: nil))
        #expect(StrokeHeading(of: [Point(x: 10, y: 0), Point(x: 0, y: 1)]) == StrokeHeading(horizontal: .rightToLeft, vertical: nil))
    }

    @Test func aMostlyUpDownStrokeHasOnlyAVerticalSense() {
        #expect(StrokeHeading(of: [Point(x: 0, y: 0), Point(x: 1, y: 10)]) == StrokeHeading(horizontal: nil, vertical: .topToBottom))
        #expect(StrokeHeading(of: [Point(x: 0, y: 10), Point(x: 1, y: 0)]) == StrokeHeading(horizontal: nil, vertical: .bottomToTop))
    }

    @Test func aSlantedStrokeHasBoth() {
        #expect(StrokeHeading(of: [Point(x: 10, y: 0), Point(x: 0, y: 10)]) == StrokeHeading(horizontal: .rightToLeft, vertical: .topToBottom))
    }

    @Test func anEmptyOrZeroLengthPathHasNoDirection() {
        #expect(StrokeHeading(of: []).isUnknown)
        #expect(StrokeHeading(of: [Point(x: 3, y: 3), Point(x: 3, y: 3)]).isUnknown)
        #expect(!StrokeHeading(of: [Point(x: 0, y: 0), Point(x: 3, y: 3)]).isUnknown)
    }
}
