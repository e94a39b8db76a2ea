import Testing
@testable import WriteOutLoud

@Suite struct KanjiVGStrokeLabelTests {
    @Test(arguments: [
        ("㇑", StrokeType.shu), ("㇕b", .hengzhe), ("㇔/㇏", .dian), ("㇆/㇚", .hengzhegou), ("㇐c/㇀", .heng),
        ("㇄a", .shuwan), ("㇏", .na),
    ])
    func takesTheFirstAlternativeWithoutItsVariantLetter(label: String, type: StrokeType) {
        #expect(KanjiVGStrokeLabel.type(of: label, labels: [:]) == type)
    }

    @Test func letsOverridesRenameAVariant() {
        #expect(KanjiVGStrokeLabel.type(of: "㇄a", labels: ["㇄a": "㇗"]) == .shuzhe)
        #expect(KanjiVGStrokeLabel.type(of: "㇄", labels: ["㇄a": "㇗"]) == .shuwan)
        #expect(KanjiVGStrokeLabel.base(of: "㇄a/㇑", labels: ["㇄a": "㇗"]) == "㇗")
    }

    @Test(arguments: ["６", "一", "", "ab"])
    func leavesNonStrokeLabelsUnmapped(label: String) {
        #expect(KanjiVGStrokeLabel.type(of: label, labels: [:]) == nil)
    }
}
