import Testing

@testable import WriteOutLoud

@Suite struct LessonChartsTests {
    static let unusual = [
        LessonCharts.Value(label: "a", value: .infinity), LessonCharts.Value(label: "b", value: -.infinity),
        LessonCharts.Value(label: "c", value: .nan), LessonCharts.Value(label: "d", value: 55),
    ]

    @Test func nonFiniteValuesAreDrawnWithoutTrappingOrWritingInfOrNaN() {
        let bars = LessonCharts.bars(Self.unusual, title: "scores")
        let line = LessonCharts.line([(name: "score", colour: "#000", values: Self.unusual)], title: "scores")
        for svg in [bars, line] {
            #expect(!svg.lowercased().contains("inf") && !svg.lowercased().contains("nan"))
            #expect(svg.contains("55"))
        }
    }
}
