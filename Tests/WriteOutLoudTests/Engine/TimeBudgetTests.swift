import Foundation
import Testing
@testable import WriteOutLoud

@Suite struct TimeBudgetTests {
    @Test func workThatFinishesInTimeGivesItsResult() {
        #expect(TimeBudget(seconds: 30).run { (1...100).reduce(0, +) } == 5050)
    }

    @Test func workThatOverrunsIsGivenUpWithoutWaitingForIt() {
        let start = Date()
        let result = TimeBudget(seconds: 0.2).run { () -> Int in
            Thread.sleep(forTimeInterval: 5)
            return 1
        }
        #expect(result == nil)
        #expect(Date().timeIntervalSince(start) < 3, "the caller waited for the abandoned work")
    }

    @Test func aRecordingOverTheTimeLimitIsAnErrorNamingIt() throws {
        let analyzer = RecordingAnalyzer(
            library: try CharacterLibrary(directory: Repository.characters), recognizer: nil,
            matcher: StrokeNameMatcher(), timeLimit: 0.000_001)
        let url = Repository.fixtures.appendingPathComponent("kou-correct.json")
        let error = try #require(throws: AnalysisError.self) { try analyzer.analyze(url, displayName: "kou-correct.json") }
        guard case .overTime(let file, _) = error else {
            Issue.record("expected overTime, got \(error)")
            return
        }
        #expect(file == "kou-correct.json")
        #expect(error.description.hasPrefix("kou-correct.json: ink: judging it took longer than"))
    }

    @Test func withoutARecogniserAMissingAudioFileDoesNotStopTheAnalysis() throws {
        let analyzer = RecordingAnalyzer(
            library: try CharacterLibrary(directory: Repository.characters), recognizer: nil,
            matcher: StrokeNameMatcher())
        let report = try analyzer.analyze(Repository.fixtures.appendingPathComponent("malformed/missing-audio.json"))
        #expect(report.character == "十")
        #expect(report.speech.status == .skipped)
    }
}
