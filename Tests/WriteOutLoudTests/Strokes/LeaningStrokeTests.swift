import Foundation
import Testing
@testable import WriteOutLoud

/// A 竖 leaning as a fluent hand leans it is judged upright as it lands; a stroke leaning far more is judged as drawn.
@Suite struct LeaningStrokeTests {
    let model = [Point(x: 500, y: 200), Point(x: 500, y: 800)]

    /// The model's 竖 turned by `degrees` about its centre.
    func leaning(_ degrees: Double) -> [Point] {
        let angle = degrees * .pi / 180
        let centre = Point(x: 500, y: 500)
        return model.map { point in
            let p = point - centre
            return centre + Point(x: cos(angle) * p.x - sin(angle) * p.y, y: sin(angle) * p.x + cos(angle) * p.y)
        }
    }

    @Test(arguments: [-12.0, -6, 6, 12])
    func aFluentLeanIsTurnedBackInFull(degrees: Double) {
        let upright = LeaningStroke.uprighted(leaning(degrees), model: model, type: .shu)
        #expect(abs(upright[0].x - 500) < 1e-6 && abs(upright[1].x - 500) < 1e-6, "\(upright)")
        #expect(abs(Polyline.length(upright) - 600) < 1e-6)
    }

    @Test func aLeanBetweenTheBoundsIsTurnedBackInPart() {
        let upright = LeaningStroke.uprighted(leaning(16), model: model, type: .shu)
        let lean = atan2(upright[1].x - upright[0].x, upright[1].y - upright[0].y) * 180 / .pi
        #expect(abs(lean) > 1 && abs(lean) < 16, "\(lean)")
    }

    @Test func aStrokeLeaningPastAFluentHandIsJudgedAsDrawn() {
        #expect(LeaningStroke.uprighted(leaning(30), model: model, type: .shu) == leaning(30))
    }

    @Test(arguments: [StrokeType.pie, .shugou, .heng])
    func onlyAShuIsTurned(type: StrokeType) {
        #expect(LeaningStroke.uprighted(leaning(10), model: model, type: type) == leaning(10))
    }
}
