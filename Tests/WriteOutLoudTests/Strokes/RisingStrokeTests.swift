import Foundation
import Testing
@testable import WriteOutLoud

/// A 横 climbing as a fluent hand climbs is levelled to its model; one climbing far more is judged as drawn, unless
/// this writer's other 横 climb as steeply.
@Suite struct RisingStrokeTests {
    let model = [Point(x: 200, y: 500), Point(x: 800, y: 500)]

    /// The model's 横 turned about its centre to climb `degrees` to the right (y grows downwards).
    func climbing(_ degrees: Double, from line: [Point]? = nil) -> [Point] {
        Polyline.turnedAboutCentroid(line ?? model, by: -degrees * .pi / 180)
    }

    func climb(_ path: [Point]) -> Double {
        atan2(path[0].y - path[path.count - 1].y, path[path.count - 1].x - path[0].x) * 180 / .pi
    }

    @Test func aFluentRiseIsLevelled() {
        #expect(abs(climb(RisingStroke.levelled(climbing(15), model: model, type: .heng))) < 1e-6)
    }

    @Test func aSteepStrokeIsJudgedAsDrawnWithoutTheWritersOwnRise() {
        #expect(RisingStroke.levelled(climbing(32), model: model, type: .heng) == climbing(32))
        #expect(RisingStroke.levelled(climbing(32), model: model, type: .heng, ownRise: 2 * .pi / 180) == climbing(32))
    }

    /// Among level 横, a stroke climbing 20° is judged as drawn (a 提 where a 横 belongs looks like that): the writer's
    /// own 横 set the range once they are known.
    @Test func aRiseTheWritersOtherHengDoNotShareIsJudgedAsDrawn() {
        #expect(abs(climb(RisingStroke.levelled(climbing(20), model: model, type: .heng))) < 1e-6)
        #expect(RisingStroke.levelled(climbing(20), model: model, type: .heng, ownRise: 0) == climbing(20))
        let spread = climb(RisingStroke.levelled(climbing(6), model: model, type: .heng, ownRise: 0))
        #expect(abs(spread) < 1e-6, "within the spread of one hand's 横: \(spread)")
    }

    @Test func aStrokeClimbingAsTheWritersOtherHengIsLevelled() {
        let own = RisingStroke.ownRise(of: [(climbing(24), model), (climbing(28), model), (climbing(60), model)])
        #expect(abs((own ?? 0) * 180 / .pi - 28) < 1e-6)
        let levelled = RisingStroke.levelled(climbing(25), model: model, type: .heng, ownRise: 18 * .pi / 180)
        #expect(abs(climb(levelled)) < 1e-6)
    }

    @Test func aWritersRiseCountsOnlyUpToTheLargestANativeHandUses() {
        let capped = climb(RisingStroke.levelled(climbing(33), model: model, type: .heng, ownRise: 26 * .pi / 180))
        #expect(capped > 1 && capped < 33, "past 20° of own rise and 8° of spread a stroke is levelled only in part: \(capped)")
    }

    @Test func aStrokeFarSteeperThanTheWritersOwnRiseIsJudgedAsDrawn() {
        let steep = climbing(45)
        #expect(RisingStroke.levelled(steep, model: model, type: .heng, ownRise: 18 * .pi / 180) == steep)
    }

    @Test func theRiseIsMeasuredFromEachModelsOwnSlope() {
        let slopedModel = climbing(10)
        let own = RisingStroke.ownRise(of: [(climbing(25), slopedModel)])
        #expect(abs((own ?? 0) * 180 / .pi - 15) < 1e-6)
        #expect(RisingStroke.ownRise(of: []) == nil)
    }

    @Test(arguments: [StrokeType.ti, .pie, .shu])
    func onlyAHengIsLevelled(type: StrokeType) {
        #expect(RisingStroke.levelled(climbing(15), model: model, type: type, ownRise: 0.2) == climbing(15))
    }
}
