import Testing
@testable import WriteOutLoud

@Suite struct StrokeOrderCorrectorTests {
    private static let fieldRule = KanjiVGOverrides.Reorder(
        target: "田", kanjivg: ["㇑", "㇕", "㇑", "㇐", "㇐"], order: [1, 2, 4, 3, 5], reason: "test")

    /// Strokes numbered by their x coordinate so that reordering shows.
    private static func strokes(_ types: [StrokeType]) -> [TemplateStroke] {
        types.enumerated().map { index, type in
            TemplateStroke(type: type, points: [Point(x: Double(index), y: 0), Point(x: Double(index), y: 1)])
        }
    }

    @Test func reordersAComponentWhereverItsGroupMatches() {
        let corrector = StrokeOrderCorrector(overrides: KanjiVGOverrides(components: [Self.fieldRule]))
        let strokes = Self.strokes([.shu, .hengzhe, .shu, .heng, .heng, .hengzhegou, .pie])
        let outcome = corrector.correct(
            strokes, labels: ["㇑", "㇕", "㇑", "㇐", "㇐", "㇆", "㇒"],
            groups: [.init(element: "男", strokes: Array(0...6)), .init(element: "田", strokes: Array(0...4))],
            character: "男")
        #expect(outcome.strokes.map(\.type) == [.shu, .hengzhe, .heng, .shu, .heng, .hengzhegou, .pie])
        #expect(outcome.strokes.map { $0.points[0].x } == [0, 1, 3, 2, 4, 5, 6])
        #expect(outcome.applied == ["田"])
    }

    @Test func leavesAComponentAloneWhenItsLabelsDiffer() {
        let corrector = StrokeOrderCorrector(overrides: KanjiVGOverrides(components: [Self.fieldRule]))
        let strokes = Self.strokes([.shu, .hengzhe, .heng, .shu, .heng])
        let outcome = corrector.correct(
            strokes, labels: ["㇑", "㇕", "㇐", "㇑", "㇐"], groups: [.init(element: "田", strokes: Array(0...4))],
            character: "田")
        #expect(outcome.strokes == strokes)
        #expect(outcome.applied.isEmpty)
    }

    @Test func appliesACharacterRuleWithNewTypesInsteadOfComponentRules() {
        let rule = KanjiVGOverrides.Reorder(
            target: "必", kanjivg: ["㇔", "㇒", "㇃", "㇔", "㇔"], order: [1, 3, 4, 2, 5],
            types: [.dian, .wogou, .dian, .pie, .na], reason: "test")
        let corrector = StrokeOrderCorrector(overrides: KanjiVGOverrides(components: [Self.fieldRule], characters: [rule]))
        let outcome = corrector.correct(
            Self.strokes([.dian, .pie, .wogou, .dian, .dian]), labels: ["㇔", "㇒", "㇃", "㇔", "㇔"], groups: [],
            character: "必")
        #expect(outcome.strokes.map(\.type) == [.dian, .wogou, .dian, .pie, .na])
        #expect(outcome.strokes.map { $0.points[0].x } == [0, 2, 3, 1, 4])
        #expect(outcome.applied == ["必"])
    }

    @Test func reportsACharacterRuleThatNoLongerMatches() {
        let rule = KanjiVGOverrides.Reorder(target: "右", kanjivg: ["㇒", "㇐"], order: [2, 1], reason: "test")
        let corrector = StrokeOrderCorrector(overrides: KanjiVGOverrides(characters: [rule]))
        let strokes = Self.strokes([.heng, .pie])
        let outcome = corrector.correct(strokes, labels: ["㇐", "㇒"], groups: [], character: "右")
        #expect(outcome.strokes == strokes)
        #expect(outcome.unmatchedCharacterRule == "右")
    }
}
