import Foundation
import Synchronization
import Testing
@testable import WriteOutLoud

@Suite struct TimeBudgetTests {
    @Test func workThatFinishesInTimeGivesItsResult() {
        #expect(TimeBudget(seconds: 30).run { _ in (1...100).reduce(0, +) } == 5050)
    }

    @Test func workThatOverrunsIsGivenUpWithoutWaitingForIt() {
        let start = Date()
        let result = TimeBudget(seconds: 0.2).run { _ -> Int in
            Thread.sleep(forTimeInterval: 5)
            return 1
        }
        #expect(result == nil)
        #expect(Date().timeIntervalSince(start) < 3, "the caller waited for the abandoned work")
    }

    @Test func workWatchingItsDeadlineStopsSoonAfterTheBudget() {
        let stopped = Mutex(false)
        let result = TimeBudget(seconds: 0.1).run { deadline -> Int in
            while !deadline.hasPassed { Thread.sleep(forTimeInterval: 0.01) }
            stopped.withLock { $0 = true }
            return 1
        }
        #expect(result == nil || result == 1)
        let give = Date().addingTimeInterval(10)
        while !stopped.withLock({ $0 }), Date() < give { Thread.sleep(forTimeInterval: 0.01) }
        #expect(stopped.withLock { $0 })
        #expect(!Deadline.never.hasPassed)
        #expect(!Deadline(after: 3600).hasPassed)
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
