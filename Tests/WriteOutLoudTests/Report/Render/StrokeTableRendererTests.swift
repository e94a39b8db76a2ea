import Testing

@testable import WriteOutLoud

@Suite struct StrokeTableRendererTests {
    @Test func eachCellIsLabelledForThePhoneLayout() throws {
        let (report, recording, _) = try RenderFixtures.mixed()
        let parsed = ParsedMarkup(StrokeTableRenderer().render(report, recording: recording))
        #expect(parsed.error == nil)
        let cells = parsed.all("td")
        #expect(cells.count == 7 * report.strokes.count)
        #expect(cells.allSatisfy { ($0.attributes["data-label"] ?? "").isEmpty == false })
    }

    @Test func aStrokeDrawnAsAnotherTypeSaysWhatItLooksLike() throws {
        var (report, recording, _) = try RenderFixtures.mixed()
        report.strokes[1].recognizedType = .shu
        let html = StrokeTableRenderer().render(report, recording: recording)
        #expect(html.contains("looks like <span lang=\"zh-Hans\">竖</span> shù"))
    }

    @Test func missingStrokesHaveNoDimensionScores() throws {
        let (report, recording, _) = try RenderFixtures.mixed()
        let parsed = ParsedMarkup(StrokeTableRenderer().render(report, recording: recording))
        #expect(parsed.all("div", class: "dims").count == 2)
        #expect(parsed.all("span", class: "none").map(\.text).contains("not drawn"))
    }
}
