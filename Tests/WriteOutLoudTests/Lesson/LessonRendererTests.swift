import Foundation
import Testing
import WriteOutLoud

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite struct LessonRendererTests {
    private let report: LessonReport = {
        let days = ["2026-03-01", "2026-03-02", "2026-03-04"]
        let attempts = days.enumerated().map { index, day in
            let accuracy = 50 + Double(index) * 20
            var report = TestReports.report(
                file: "r\(index).json", strokes: [.init(type: .heng, accuracy: accuracy, named: true, concurrency: 50), .init(type: .shu, accuracy: 95)],
                errors: [AnalysisIssue(kind: .reversed, stroke: 0, message: "Stroke 1 was drawn backwards <right to left>.")])
            report.learner = "ana & co"
            do {
                return try LessonAttempt(
                    report: report, recording: TestReports.recording(recordedAt: day), recordingPath: "r\(index).json")
            } catch {
                fatalError("\(error)")
            }
        }
        return LessonReportBuilder().build(attempts)
    }()

    @Test func textShowsEveryDayTheTotalAndTheAdvice() {
        let text = LessonTextRenderer.render(report)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.first == "Lesson report: ana & co")
        #expect(lines.contains { $0.hasPrefix("2026-03-01") && $0.contains("1 (50%)") })
        #expect(lines.contains { $0.hasPrefix("all") && $0.contains("6 ") })
        #expect(text.contains("3× strokes drawn backwards on 横 héng"))
        #expect(text.contains("Practise next:"))
        #expect(text.contains("十  ★☆☆  best 66"))
        #expect(lines[1].hasPrefix("250 XP, 1 star, 2 passed in a row"))
    }

    @Test func jsonRoundTrips() throws {
        let data = try report.encoded()
        #expect(try JSONDecoder().decode(LessonReport.self, from: data) == report)
        #expect(String(decoding: data, as: UTF8.self).contains("\"schemaVersion\" : 1"))
    }

    @Test func htmlIsSelfContainedWithTwoWellFormedCharts() throws {
        let html = LessonHTMLRenderer.render(report)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(!html.contains("<script"))
        #expect(!html.contains("src="))
        #expect(!html.contains("href="))
        #expect(html.contains("ana &amp; co"))
        #expect(html.contains("backwards &lt;right to left&gt;"))
        let charts = html.components(separatedBy: "<svg").dropFirst().map { "<svg" + $0.components(separatedBy: "</svg>")[0] + "</svg>" }
        #expect(charts.count == 2)
        for chart in charts { #expect(XMLParser(data: Data(chart.utf8)).parse(), "\(chart.prefix(200))") }
        // One dot per day per line, and one bar per stroke type.
        #expect(charts[0].components(separatedBy: "<circle").count - 1 == 6)
        #expect(charts[1].components(separatedBy: "%</text>").count - 1 == 2)
    }
}
