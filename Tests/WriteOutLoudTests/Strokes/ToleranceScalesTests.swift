import Foundation
import Testing
@testable import WriteOutLoud

/// Per-type tolerances: a 提 from another hand, rising less far and less steeply than the model's, must pass, while
/// the model's own 提 stretched, moved or drawn backwards still fails.
@Suite struct ToleranceScalesTests {
    /// KanjiVG's 沖 (© Ulrich Apel, CC BY-SA 3.0), in the 1024 box, y down; its 提 (stroke 3) is about half as
    /// long as the shipped mainland template's (Make Me a Hanzi's median), which rises further and more steeply.
    static let kanjiVGChong: [[Point]] = [
        [[236, 171], [262, 186], [289, 208], [311, 230], [324, 250]],
        [[150, 352], [177, 366], [212, 390], [241, 417], [254, 434]],
        [[121, 815], [136, 816], [142, 815], [154, 805], [211, 718], [249, 648]],
        [[413, 364], [424, 379], [428, 392], [458, 591]],
        [[433, 377], [572, 360], [728, 344], [826, 336], [853, 339], [862, 344], [868, 351], [868, 369], [813, 524]],
        [[465, 558], [832, 537]],
        [[622, 139], [631, 155], [634, 177], [634, 902]],
    ].map { $0.map { Point(x: $0[0], y: $0[1]) } }

    static let ti = 2

    private func analyze(_ strokes: [[Point]], with configuration: StrokeAnalyzerConfiguration) throws -> StrokeAnalysis {
        let template = try StrokeFixtures.template("沖")
        #expect(template.strokes[Self.ti].type == .ti)
        let ink = StrokeFixtures.ink(strokes, canvas: 600, scale: 0.5, offset: Point(x: 40, y: 60))
        return StrokeAnalyzer(configuration: configuration).analyze(ink, against: template)
    }

    @Test func anotherHandsTiPassesOnlyWithItsTypesTolerances() throws {
        var common = StrokeAnalyzerConfiguration.default
        common.perTypeScales = [:]
        common.typeEvidence = .off
        let withoutScales = try analyze(Self.kanjiVGChong, with: common).strokes[Self.ti]
        let withScales = try analyze(Self.kanjiVGChong, with: .default).strokes[Self.ti]
        #expect(!withoutScales.passed, "\(withoutScales.scores)")
        #expect(withScales.passed, "\(withScales.scores)")
    }

    /// The shipped 沖 copied, with its 提 stretched 2.5× from its start, moved by 0.3 of the box or drawn backwards.
    @Test(arguments: ["stretched", "moved", "reversed"])
    func wrongTiStillFails(change: String) throws {
        var strokes = try StrokeFixtures.template("沖").strokes.map(\.points)
        let ti = strokes[Self.ti]
        let start = ti[0]
        switch change {
        case "stretched": strokes[Self.ti] = ti.map { start + ($0 - start) * 2.5 }
        case "moved": strokes[Self.ti] = ti.map { $0 + Point(x: 300, y: 0) }
        default: strokes[Self.ti] = ti.reversed()
        }
        let judgement = try analyze(strokes, with: .default).strokes[Self.ti]
        #expect(!judgement.passed, "\(change): \(judgement.scores)")
    }

    /// The shipped 初 with its first 点 centred over the 横撇 below it, as people write 衤 (the font sets it further
    /// right), passes with the shipped 点 position; with the position scale fitted before session 41 it failed. The
    /// same 点 moved by a quarter of the box still fails.
    @Test func aDotPlacedAsPeoplePlaceItPassesAndADisplacedOneFails() throws {
        let template = try StrokeFixtures.template("初")
        #expect(template.strokes[0].type == .dian)
        var strokes = template.strokes.map(\.points)
        let dot = strokes[0]
        let judge = { (strokes: [[Point]], configuration: StrokeAnalyzerConfiguration) in
            StrokeAnalyzer(configuration: configuration)
                .analyze(StrokeFixtures.ink(strokes, canvas: 600, scale: 0.5, offset: Point(x: 40, y: 60)), against: template)
                .strokes[0]
        }
        var before = StrokeAnalyzerConfiguration.default
        before.perTypeScales[.dian]?.position = 0.85
        strokes[0] = dot.map { $0 + Point(x: -130, y: 80) }
        #expect(judge(strokes, .default).passed, "\(judge(strokes, .default).scores)")
        #expect(!judge(strokes, before).passed, "\(judge(strokes, before).scores)")
        strokes[0] = dot.map { $0 + Point(x: 260, y: 0) }
        #expect(!judge(strokes, .default).passed, "\(judge(strokes, .default).scores)")
    }

    @Test func scalesMultiplyTheCommonTolerances() {
        var configuration = StrokeAnalyzerConfiguration.default
        configuration.perTypeScales = [.ti: ToleranceScales(direction: 2, proportion: 0.5)]
        let ti = configuration.tolerances(for: .ti)
        #expect(ti.direction == 2 * configuration.tolerances.direction)
        #expect(ti.proportion == 0.5 * configuration.tolerances.proportion)
        #expect(ti.shape == configuration.tolerances.shape)
        #expect(configuration.tolerances(for: .heng) == configuration.tolerances)
        #expect(configuration.tolerances(for: nil) == configuration.tolerances)
    }

    @Test func scalesRoundTripThroughJSONAndDefaultToTheFittedOnes() throws {
        var configuration = StrokeAnalyzerConfiguration.default
        configuration.perTypeScales = [.dian: ToleranceScales(shape: 1.5)]
        let data = try JSONEncoder().encode(configuration)
        #expect(try JSONDecoder().decode(StrokeAnalyzerConfiguration.self, from: data) == configuration)

        let bare = #"{"weights":{"shape":1,"direction":1,"position":1,"proportion":1},"passThreshold":70}"#
        let decoded = try JSONDecoder().decode(StrokeAnalyzerConfiguration.self, from: Data(bare.utf8))
        #expect(decoded.perTypeScales == ToleranceScales.fittedByType)
        let none = #"{"weights":{"shape":1,"direction":1,"position":1,"proportion":1},"passThreshold":70,"perTypeScales":{}}"#
        #expect(try JSONDecoder().decode(StrokeAnalyzerConfiguration.self, from: Data(none.utf8)).perTypeScales.isEmpty)
        let unknown = #"{"weights":{"shape":1,"direction":1,"position":1,"proportion":1},"passThreshold":70,"perTypeScales":{"zigzag":{"shape":2,"direction":1,"position":1,"proportion":1}}}"#
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(StrokeAnalyzerConfiguration.self, from: Data(unknown.utf8))
        }
    }
}
