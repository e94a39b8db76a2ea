import Foundation
import Testing
import WriteOutLoud

@Suite struct LessonAttemptTests {
    private let report = TestReports.report(
        file: "a.json", strokes: [.init(type: .heng, accuracy: 90, named: true, concurrency: 80)])

    @Test(arguments: [
        ("2026-03-02T10:00:00Z", "2026-03-02"), ("2026-03-02T23:59:59-08:00", "2026-03-02"),
        ("2026-03-02T00:30:00.250+09:00", "2026-03-02"), ("2026-03-02", "2026-03-02"),
    ])
    func theDayIsTheOneWrittenInTheRecording(recordedAt: String, day: String) throws {
        let attempt = try LessonAttempt(
            report: report, recording: TestReports.recording(recordedAt: recordedAt), recordingPath: "a.json")
        #expect(attempt.day == day)
        #expect(attempt.recordedAt == recordedAt)
    }

    @Test(arguments: [
        "yesterday", "2026-13-02T10:00:00Z", "2026-03-02T25:00:00Z", "2026/03/02", "2026-02-29", "2026-03-02T10:00:00",
        "2025-08-09T10:00:00Z<script>alert(1)</script>", "2026-03-02 trailing", "２０２６-03-02", "2026-03-02T10:00:00+1:00",
    ])
    func aTimeThatIsNotISO8601IsRefusedByName(recordedAt: String) {
        #expect(throws: LessonError.self) {
            try LessonAttempt(report: report, recording: TestReports.recording(recordedAt: recordedAt), recordingPath: "a.json")
        }
    }

    @Test func withoutATimeTheAnalysisTimeIsUsed() throws {
        let attempt = try LessonAttempt(
            report: report, recording: TestReports.recording(recordedAt: nil), recordingPath: "a.json",
            analysedAt: Date(timeIntervalSince1970: 0))
        #expect(attempt.recordedAt == "1970-01-01T00:00:00Z")
        #expect(attempt.day == "1970-01-01")
    }

    @Test func keepsTheVerdictsThatMatterForProgress() throws {
        let attempt = try LessonAttempt(report: report, recording: TestReports.recording(), recordingPath: "a.json")
        #expect(attempt.learner == "ana")
        #expect(attempt.character == "十")
        #expect(attempt.score == report.overall.score)
        #expect(attempt.concurrency == 80)
        #expect(attempt.strokes == [
            LessonStroke(
                type: .heng, drawn: true, accuracy: 90, passed: true,
                scores: DimensionScores(shape: 90, direction: 90, position: 90, proportion: 90), nameMatched: true,
                concurrency: 80)
        ])
    }
}
