import Testing
@testable import WriteOutLoud

/// Two hands' correct characters judged against each other: KanjiVG's 二 and 三 (the shipped templates
/// before the mainland import) and the same characters as Make Me a Hanzi's medians draw them (an
/// ordinary hand: 二's strokes closer together, 三's middle stroke shorter). A well-formed character
/// from another hand must pass; the same character with one stroke moved or stretched must not.
@Suite struct CrossHandTests {
    let analyzer = StrokeAnalyzer()

    /// KanjiVG (© Ulrich Apel, CC BY-SA 3.0), in the 1024 box, y down.
    static let kanjiVG: [String: [[Point]]] = [
        "二": [
            [[237, 304], [292, 308], [517, 284], [641, 275], [705, 272], [745, 276]],
            [[113, 759], [151, 763], [198, 763], [582, 732], [761, 721], [853, 719], [910, 723]],
        ].map(points),
        "三": [
            [[258, 222], [288, 226], [317, 225], [575, 200], [705, 190], [760, 188], [799, 191]],
            [[270, 518], [300, 522], [330, 522], [657, 492], [718, 490], [763, 493]],
            [[122, 825], [161, 832], [208, 833], [760, 796], [854, 794], [908, 801]],
        ].map(points),
    ]

    /// Make Me a Hanzi's medians (Arphic Public License), flipped into the 1024 box as the importer does (y = 900 − y).
    static let makeMeAHanzi: [String: [[Point]]] = [
        "二": [
            [[293, 313], [386, 319], [688, 267], [733, 271]],
            [[126, 681], [195, 700], [469, 664], [823, 637], [916, 670]],
        ].map(points),
        "三": [
            [[316, 245], [367, 255], [416, 252], [660, 208], [722, 208]],
            [[331, 493], [375, 495], [628, 457], [657, 457], [700, 468]],
            [[127, 748], [158, 758], [195, 761], [500, 722], [846, 696], [881, 700], [955, 726]],
        ].map(points),
    ]

    private static func points(_ pairs: [[Double]]) -> [Point] { pairs.map { Point(x: $0[0], y: $0[1]) } }

    private static func template(_ character: String, _ strokes: [[Point]]) -> CharacterTemplate {
        CharacterTemplate(
            character: character, pinyin: [], source: "test",
            strokes: strokes.map { TemplateStroke(type: .heng, points: $0) })
    }

    /// Ink of `strokes` on a 600-unit canvas, a little smaller than the box and shifted, 10 ms between points.
    private func analyze(_ strokes: [[Point]], against model: [[Point]], character: String) -> StrokeAnalysis {
        let ink = StrokeFixtures.ink(strokes, canvas: 600, scale: 0.5, offset: Point(x: 40, y: 60))
        return analyzer.analyze(ink, against: Self.template(character, model))
    }

    @Test(arguments: ["二", "三"])
    func anotherHandsCharacterPasses(character: String) throws {
        let kanjiVG = try #require(Self.kanjiVG[character])
        let other = try #require(Self.makeMeAHanzi[character])
        for (ink, model) in [(other, kanjiVG), (kanjiVG, other)] {
            let analysis = analyze(ink, against: model, character: character)
            #expect(analysis.issues.isEmpty, "\(character): \(StrokeFixtures.messages(analysis))")
            for judgement in analysis.strokes {
                #expect(judgement.passed, "\(character) stroke \(judgement.templateIndex + 1): \(judgement.scores)")
            }
        }
    }

    /// The issue's 三 from a real hand: the middle stroke at 0.6 of the model's length, which scored 12 on
    /// proportion under the old tolerance and failed. Lengths like this are ordinary between hands (Make Me a
    /// Hanzi's inner 横 of 日 is 0.54 of KanjiVG's), so the stroke must pass, with a tip to make it longer.
    @Test func shortMiddleStrokeOfSanPasses() throws {
        var strokes = try #require(Self.kanjiVG["三"])
        let middle = Polyline.centroid(strokes[1])
        strokes[1] = strokes[1].map { Point(x: middle.x + ($0.x - middle.x) * 0.6, y: $0.y) }
        let analysis = analyze(strokes, against: try #require(Self.kanjiVG["三"]), character: "三")
        #expect(analysis.issues.isEmpty, "\(StrokeFixtures.messages(analysis))")
        #expect(analysis.strokes[1].passed, "\(analysis.strokes[1].scores)")
        #expect(analysis.strokes[1].scores.proportion < 75)
        #expect(analysis.strokes[1].tips.contains { if case .longer = $0 { true } else { false } })
    }

    /// 二's top stroke moved up and 三's middle stroke moved right, by a quarter of the box.
    @Test(arguments: [("二", 0, Point(x: 0, y: -256)), ("三", 1, Point(x: 256, y: 0))])
    func displacedStrokeStillFails(character: String, stroke: Int, shift: Point) throws {
        var strokes = try #require(Self.makeMeAHanzi[character])
        let model = try #require(Self.kanjiVG[character])
        strokes[stroke] = strokes[stroke].map { $0 + shift }
        let analysis = analyze(strokes, against: model, character: character)
        #expect(analysis.strokes[stroke].drawnIndex == stroke)
        #expect(!analysis.strokes[stroke].passed, "\(analysis.strokes[stroke].scores)")
    }

    /// 二's top stroke and 三's middle stroke drawn twice as wide.
    @Test(arguments: [("二", 0), ("三", 1)])
    func stretchedStrokeStillFails(character: String, stroke: Int) throws {
        var strokes = try #require(Self.makeMeAHanzi[character])
        let model = try #require(Self.kanjiVG[character])
        let middle = Polyline.centroid(strokes[stroke])
        strokes[stroke] = strokes[stroke].map { Point(x: middle.x + ($0.x - middle.x) * 2, y: $0.y) }
        let analysis = analyze(strokes, against: model, character: character)
        #expect(analysis.strokes[stroke].drawnIndex == stroke)
        #expect(!analysis.strokes[stroke].passed, "\(analysis.strokes[stroke].scores)")
    }
}
