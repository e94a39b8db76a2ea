import Testing

@testable import WriteOutLoud

@Suite struct DrawnStrokeMarkTests {
    @Test func eachDrawnStrokeIsMarkedByItsTemplateStrokesVerdict() throws {
        let (report, recording, _) = try RenderFixtures.mixed()
        let marks = DrawnStrokeMark.marks(report: report, ink: recording.ink)
        #expect(marks.map(\.verdict) == [.passed, .failed, .extra])
        #expect(marks.map(\.label) == ["1", "2", "+3"])
    }

    @Test func aMergedStrokeCarriesBothNumbersAndFailsIfEitherFailed() throws {
        var (report, recording, _) = try RenderFixtures.mixed()
        report.strokes[2].drawn = 1
        report.strokes[2].passed = true
        let marks = DrawnStrokeMark.marks(report: report, ink: recording.ink)
        #expect(marks[1].templateIndices == [1, 2])
        #expect(marks[1].label == "2,3")
        #expect(marks[1].verdict == .failed)
    }

    @Test func aReportNamingADrawnStrokeTheInkLacksIsIgnored() throws {
        var (report, recording, _) = try RenderFixtures.mixed()
        report.strokes[0].drawn = 99
        let marks = DrawnStrokeMark.marks(report: report, ink: recording.ink)
        #expect(marks.count == recording.ink.strokes.count)
        #expect(marks[0].verdict == .extra)
    }
}
