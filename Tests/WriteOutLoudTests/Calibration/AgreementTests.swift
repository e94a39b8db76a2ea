import Testing
import WriteOutLoud

/// Agreement between the engine and teachers, and the held-out split of stored verdicts it is measured on.
@Suite struct AgreementTests {
    @Test func kappaIsAgreementBeyondChance() throws {
        let pairs = Array(repeating: (true, true), count: 20) + Array(repeating: (false, false), count: 15)
            + Array(repeating: (true, false), count: 5) + Array(repeating: (false, true), count: 10)
        let agreement = Agreement(pairs.map { (engine: $0.0, teacher: $0.1) })
        #expect(agreement.count == 50)
        #expect([agreement.bothPass, agreement.bothFail, agreement.engineOnlyPass, agreement.teacherOnlyPass] == [20, 15, 5, 10])
        // Observed 0.7; chance 0.5 × 0.6 + 0.5 × 0.4 = 0.5; kappa (0.7 − 0.5) / 0.5.
        #expect(abs(try #require(agreement.kappa) - 0.4) < 1e-12)
        #expect(Agreement([(true, true), (false, false)]).kappa == 1)
        #expect(Agreement([(true, true), (true, true)]).kappa == nil)
        #expect(Agreement([]).kappa == nil)
    }

    static func attempt(_ accuracies: [Double]) -> LessonAttempt {
        LessonAttempt(
            learner: "ana", character: "十", recordingPath: "http", recordedAt: "2026-03-02T10:00:00Z",
            day: "2026-03-02", score: 50, concurrency: nil,
            strokes: accuracies.map { accuracy in
                LessonStroke(
                    type: .heng, drawn: true, accuracy: accuracy, passed: accuracy >= 65,
                    scores: DimensionScores(shape: accuracy, direction: accuracy, position: accuracy, proportion: accuracy),
                    nameMatched: nil, concurrency: nil)
            }, issues: [])
    }

    static func verdict(_ attempt: Int64, stroke: Int, passed: Bool, engine: Bool, at time: String) -> TeacherVerdict {
        TeacherVerdict(
            attempt: attempt, stroke: stroke, dimension: .drawing, teacher: "Ms Wang", givenAt: time,
            enginePassed: engine, engineScore: nil, passed: passed, note: nil, engineVersion: EngineVersion.current)
    }

    @Test func everyNthAttemptIsHeldOutAndTheLatestVerdictStands() {
        let attempts = (1...4).map { ReviewedAttempt(id: Int64($0), attempt: Self.attempt([55, 80]), verdicts: []) }
        let verdicts = [
            Self.verdict(1, stroke: 0, passed: false, engine: false, at: "2026-03-03T00:00:00Z"),
            Self.verdict(1, stroke: 0, passed: true, engine: false, at: "2026-03-04T00:00:00Z"),
            Self.verdict(2, stroke: 1, passed: true, engine: true, at: "2026-03-04T00:00:00Z"),
            Self.verdict(4, stroke: 0, passed: true, engine: false, at: "2026-03-04T00:00:00Z"),
            Self.verdict(4, stroke: 1, passed: true, engine: true, at: "2026-03-04T00:00:00Z"),
            Self.verdict(9, stroke: 0, passed: true, engine: true, at: "2026-03-04T00:00:00Z"),
        ]
        let samples = StoredVerdictSamples(verdicts, attempts: attempts, heldOutEvery: 4)
        #expect(samples.training.map(\.verdict.attempt) == [1, 2])
        #expect(samples.training.first?.verdict.passed == true, "the later verdict on attempt 1's stroke 0")
        #expect(samples.heldOut.map(\.verdict.attempt) == [4, 4])
        #expect(samples.drawingSamples.map(\.accuracy) == [55, 80])
        let before = samples.agreementBefore(.drawing)
        #expect([before.bothPass, before.teacherOnlyPass] == [1, 1])
    }
}
