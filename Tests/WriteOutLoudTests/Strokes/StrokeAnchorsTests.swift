import Testing
@testable import WriteOutLoud

/// KanjiVG's 日 (© Ulrich Apel, CC BY-SA 3.0, as shipped before the mainland import): every inner 横 meets the
/// 竖 on the left and the 横折 on the right.
@Suite struct StrokeAnchorsTests {
    static let ri: [[Point]] = [
        [[296, 230], [304, 240], [309, 253], [312, 275], [312, 841]],
        [[315, 244], [698, 214], [721, 217], [737, 229], [743, 240], [745, 254], [742, 836]],
        [[321, 519], [735, 493]],
        [[322, 813], [558, 798], [733, 791]],
    ].map { $0.map { Point(x: $0[0], y: $0[1]) } }
    static let size = 611.0

    let anchors = StrokeAnchors(paths: Self.ri, size: Self.size)

    @Test func innerStrokesMeetTheBoxOnBothSides() throws {
        #expect(anchors.starts[2]?.stroke == 0)
        #expect(anchors.ends[2]?.stroke == 1)
        let reach = try #require(anchors.ends[2]?.reach)
        #expect(reach.upperBound < 10 && reach.lowerBound < -40)
    }

    @Test func freeEndsHaveNoAnchor() {
        let san = StrokeAnchors(
            paths: [[Point(x: 250, y: 220), Point(x: 800, y: 190)], [Point(x: 270, y: 520), Point(x: 760, y: 490)],
                [Point(x: 120, y: 830), Point(x: 910, y: 800)]], size: 790)
        #expect(san.starts.allSatisfy { $0 == nil } && san.ends.allSatisfy { $0 == nil })
        #expect(san.placed(Self.ri[2], stroke: 1, drawn: Self.ri[2], size: 790) { _ in nil } == nil)
    }

    /// The box drawn 100 units narrower: the inner 横 is expected to end where the drawn 横折 is.
    @Test func anEndFollowsItsNeighbour() throws {
        let narrower = Self.ri[1].map { Point(x: $0.x - 100, y: $0.y) }
        let drawn = [Point(x: 321, y: 519), Point(x: 635, y: 500)]
        let placed = try #require(
            anchors.placed(Self.ri[2], stroke: 2, drawn: drawn, size: Self.size) { $0 == 1 ? narrower : Self.ri[$0] })
        #expect(abs((placed.last?.x ?? 0) - 635) < 6)
        #expect(abs((placed.first?.x ?? 0) - 321) < 1)
    }

    /// An inner 横 that stops 40 units short of the right side, as the Kaiti font draws it, is expected to stop
    /// there; one drawn 150 units across the right side is held to the template's end.
    @Test func anEndMayStopShortButNotCrossFar() throws {
        let short = [Point(x: 321, y: 519), Point(x: 695, y: 496)]
        let shortModel = try #require(anchors.placed(Self.ri[2], stroke: 2, drawn: short, size: Self.size) { Self.ri[$0] })
        #expect(abs((shortModel.last?.x ?? 0) - 695) < 3)
        let across = [Point(x: 321, y: 519), Point(x: 885, y: 484)]
        let acrossModel = try #require(anchors.placed(Self.ri[2], stroke: 2, drawn: across, size: Self.size) { Self.ri[$0] })
        #expect(abs((acrossModel.last?.x ?? 0) - 735) < 3)
    }

    /// 日 drawn with its box and inner 横 three tenths narrower passes. The same 日 with the middle 横 drawn
    /// twice as long, across both sides of the box, fails: it scored 77 and passed before running across the
    /// strokes it should meet was counted, being only 1.4× the template's wider 横.
    @Test func aNarrowerBoxPassesAndAStrokeAcrossItFails() throws {
        let template = CharacterTemplate(
            character: "日", pinyin: [], source: "test",
            strokes: zip([StrokeType.shu, .hengzhe, .heng, .heng], Self.ri).map { TemplateStroke(type: $0, points: $1) })
        let narrow = Self.ri.enumerated().map { index, path in
            index == 0 ? path : path.map { Point(x: 312 + ($0.x - 312) * 0.7, y: $0.y) }
        }
        let analyzer = StrokeAnalyzer()
        let good = analyzer.analyze(StrokeFixtures.ink(narrow), against: template)
        for judgement in good.strokes {
            #expect(judgement.passed, "stroke \(judgement.templateIndex + 1): \(judgement.scores)")
        }
        let across = StrokeFixtures.widened(narrow, stroke: 2, by: 2)
        let bad = analyzer.analyze(StrokeFixtures.ink(across), against: template)
        #expect(bad.strokes[2].drawnIndex == 2)
        #expect(!bad.strokes[2].passed, "\(bad.strokes[2].scores)")
    }
}
