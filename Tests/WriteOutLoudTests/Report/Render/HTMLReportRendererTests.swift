import Testing

@testable import WriteOutLoud

@Suite struct HTMLReportRendererTests {
    func render(_ fixture: (AnalysisReport, Recording, CharacterTemplate)) -> (String, ParsedMarkup) {
        let html = HTMLReportRenderer().render(fixture.0, recording: fixture.1, template: fixture.2)
        return (html, ParsedMarkup(html))
    }

    @Test func isOneWellFormedSelfContainedPage() throws {
        for fixture in [try RenderFixtures.mixed(), try RenderFixtures.perfect(), try RenderFixtures.zeroDuration()] {
            let (html, parsed) = render(fixture)
            #expect(parsed.error == nil)
            #expect(html.hasPrefix("<!DOCTYPE html>"))
            #expect(!html.contains("http:") && !html.contains("https:") && !html.contains("url("))
            #expect(parsed.all("script").isEmpty && parsed.all("link").isEmpty && parsed.all("img").isEmpty)
            #expect(parsed.all("style").count == 1)
            #expect(parsed.all("svg").count == 2)
            #expect(parsed.all("meta").contains { $0.attributes["name"] == "viewport" })
        }
    }

    @Test func hasARowPerTemplateStrokeWithItsNameAndVerdict() throws {
        let (_, parsed) = render(try RenderFixtures.mixed())
        let rows = parsed.all("tr", class: "stroke-row")
        #expect(rows.map { $0.attributes["data-stroke"] } == ["1", "2", "3"])
        #expect(
            rows.map { $0.attributes["class"] } == ["stroke-row passed", "stroke-row failed", "stroke-row missing"])
        let names = parsed.all("span", class: "hanzi").map(\.text)
        #expect(names == ["竖", "横折", "横"])
        let pinyin = parsed.all("span", class: "pinyin").map(\.text)
        #expect(pinyin == ["shù", "héngzhé", "héng"])
    }

    @Test func showsTheScoresErrorsTipsAndFeedback() throws {
        let (report, recording, template) = try RenderFixtures.mixed()
        let (html, parsed) = render((report, recording, template))
        let items = parsed.all("li").map(\.text)
        for error in report.errors { #expect(items.contains(error.message)) }
        #expect(items.contains("Start at the top left and draw from top left to bottom right"))
        let paragraphs = parsed.all("p").map(\.text)
        for sentence in report.feedback { #expect(paragraphs.contains(sentence)) }
        #expect(parsed.all("span", class: "grade").map(\.text) == ["try again"])
        #expect(parsed.all("dt").map(\.text) == ["Overall", "Strokes", "Speech", "Together"])
        #expect(html.contains("width:\(Markup.number(report.overall.strokeAccuracy))%"))
    }

    @Test func showsWhatWasHeardAndWhen() throws {
        let (html, _) = render(try RenderFixtures.mixed())
        #expect(html.contains("(sounds the same)"))
        #expect(html.contains("✗ wrong name"))
        #expect(html.contains("after the pen"))
        #expect(html.contains("voice +1.00 s from pen-down"))
        #expect(html.contains("nothing heard"))
    }

    @Test func escapesTheLearnerAndTheFileName() throws {
        let hostile = "<script>alert('x')</script> & \"co\""
        let (html, parsed) = render(try RenderFixtures.mixed(learner: hostile, file: "a<b>&c.json"))
        #expect(parsed.error == nil)
        #expect(!html.contains("<script>"))
        #expect(html.contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;co&quot;"))
        #expect(html.contains("File: a&lt;b&gt;&amp;c.json"))
        let meta = parsed.all("div", class: "meta").map(\.text)
        #expect(meta.contains("Learner: \(hostile)"))
    }

    @Test func withoutAudioSpeechSaysNotRecorded() throws {
        let (report, recording, template) = try RenderFixtures.mixed(audio: false)
        let (_, parsed) = render((report, recording, template))
        let notRecorded = parsed.all("span", class: "none").filter { $0.text == "not recorded" }
        #expect(notRecorded.count == 2 + 2 * report.strokes.count)
        #expect(parsed.all("text", class: "lane-note").map(\.text) == ["No voice was recorded"])
    }

    @Test func listsExtraStrokes() throws {
        let (_, parsed) = render(try RenderFixtures.mixed())
        #expect(parsed.all("p", class: "meta").contains { $0.text.hasSuffix(": +3") })
    }

    @Test func chinesePagesAreFramedInChinese() throws {
        let (report, recording, template) = try RenderFixtures.mixed()
        let html = HTMLReportRenderer(language: .zh).render(report, recording: recording, template: template)
        let parsed = ParsedMarkup(html)
        #expect(parsed.error == nil)
        #expect(parsed.all("html").first?.attributes["lang"] == "zh-Hans")
        #expect(parsed.all("h2").map(\.text) == ["你写的字", "得分", "错误", "笔和声音", "逐笔分析"])
        #expect(parsed.all("span", class: "grade").map(\.text) == ["再试一次"])
        #expect(parsed.all("title").first?.text == "口 · Write Out Loud 报告")
    }

    @Test func chinesePagesGiveStrokeMistakesAndTipsInChinese() throws {
        let fixtures = try RenderFixtures.recorded(language: .zh)
        let (report, recording, template) = try #require(fixtures.first { $0.0.file == "kou-reversed.json" })
        let parsed = ParsedMarkup(HTMLReportRenderer(language: .zh).render(report, recording: recording, template: template))
        let items = parsed.all("li").map(\.text)
        #expect(items.contains("第3笔写反了：应该从左往右写。"))
        #expect(items.contains("起笔在左边，从左往右写"))
        #expect(!items.contains { $0.contains("Start") || $0.contains("Stroke") })
    }

    @Test func everyFixtureRecordingRendersWithAColouredPathPerDrawnStroke() throws {
        let fixtures = try RenderFixtures.recorded()
        #expect(fixtures.count >= 8)
        for (report, recording, template) in fixtures {
            let (html, parsed) = render((report, recording, template))
            #expect(parsed.error == nil, "\(report.file)")
            #expect(!html.contains("http:"), "\(report.file)")
            #expect(parsed.all("path", class: "drawn").count == recording.ink.strokes.count, "\(report.file)")
            #expect(parsed.all("tr", class: "stroke-row").count == template.strokes.count, "\(report.file)")
            let svg = ParsedMarkup(SVGCharacterRenderer().render(report, recording: recording, template: template))
            #expect(svg.error == nil, "\(report.file)")
        }
    }

    @Test func aReportThatDisagreesWithItsInkAndTemplateStillRenders() throws {
        var (report, recording, template) = try RenderFixtures.mixed()
        report.strokes[0].drawn = 42
        report.strokes[2].index = 17
        report.strokes[1].concurrency?.lag = .nan
        recording.ink.strokes.append(InkStroke(points: []))
        recording.ink.strokes.append(
            InkStroke(points: [InkPoint(x: .infinity, y: 3, t: .nan), InkPoint(x: 5, y: 5, t: 4)]))
        let (html, parsed) = render((report, recording, template))
        #expect(parsed.error == nil)
        #expect(!html.contains("nan") && !html.contains("inf"))
        #expect(parsed.all("tr", class: "stroke-row").count == 3)
        #expect(parsed.all("tr", class: "missing").count == 2)
    }
}
