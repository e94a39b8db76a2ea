import Testing

@testable import WriteOutLoud

@Suite struct StrokeTableRendererTests {
    @Test func eachCellIsLabelledForThePhoneLayout() throws {
        let (report, recording, _) = try RenderFixtures.mixed()
        let parsed = ParsedMarkup(StrokeTableRenderer(labels: .english).render(report, recording: recording))
        #expect(parsed.error == nil)
        let cells = parsed.all("td")
        #expect(cells.count == 7 * report.strokes.count)
        #expect(cells.allSatisfy { ($0.attributes["data-label"] ?? "").isEmpty == false })
    }

    @Test func aStrokeDrawnAsAnotherTypeSaysWhatItLooksLike() throws {
        var (report, recording, _) = try RenderFixtures.mixed()
        report.strokes[1].recognizedType = .shu
        let html = StrokeTableRenderer(labels: .english).render(report, recording: recording)
        #expect(html.contains("looks like <span lang=\"zh-Hans\">竖</span> shù"))
    }

    @Test func missingStrokesHaveNoDimensionScores() throws {
        let (report, recording, _) = try RenderFixtures.mixed()
        let parsed = ParsedMarkup(StrokeTableRenderer(labels: .english).render(report, recording: recording))
        #expect(parsed.all("div", class: "dims").count == 2)
        #expect(parsed.all("span", class: "none").map(\.text).contains("not drawn"))
    }

    @Test func adviceGathersTheEngineSentencesOnce() throws {
        var (report, recording, _) = try RenderFixtures.mixed()
        report.strokes[1].feedback = StrokeMessages(
            stroke: "It goes the wrong way.", speech: "You said 横 héng; this stroke is 横折 héngzhé.",
            timing: "It goes the wrong way.")
        let parsed = ParsedMarkup(StrokeTableRenderer(labels: .english).render(report, recording: recording))
        let advice = parsed.elements.drop { $0.attributes["data-stroke"] != "2" }.filter { $0.name == "li" }
            .prefix(3).map(\.text)
        #expect(
            advice == [
                "It goes the wrong way.", "Start at the top left and draw from top left to bottom right",
                "You said 横 héng; this stroke is 横折 héngzhé.",
            ])
    }

    @Test func chineseLabelsLeaveOutTheEnglishStrokeNames() throws {
        let (report, recording, _) = try RenderFixtures.mixed()
        let html = StrokeTableRenderer(labels: .chinese).render(report, recording: recording)
        #expect(html.contains("逐笔分析"))
        #expect(html.contains("data-label=\"笔画\""))
        #expect(!html.contains("horizontal turn"))
        #expect(!html.contains("Stroke by stroke"))
    }

    @Test func aLatinStrokeHasNoNameToSay() throws {
        let (report, recording, _) = try #require(RenderFixtures.recorded().first { $0.0.file == "latin-t-reversed.json" })
        let parsed = ParsedMarkup(StrokeTableRenderer(labels: .english).render(report, recording: recording))
        #expect(parsed.error == nil)
        // Name, heard and timing cells of both strokes; no CJK name anywhere.
        #expect(parsed.all("span", class: "none").map(\.text).filter { $0 == "no name to say" }.count == 6)
        #expect(parsed.all("span", class: "hanzi").isEmpty)
    }
}
