import Foundation
import Testing
import WriteOutLoud

@Suite struct LessonReportBuilderTests {
    typealias Stroke = TestReports.Stroke

    private static func attempt(
        _ file: String, learner: String = "ana", character: String = "十", day: String, hour: Int = 10,
        strokes: [Stroke], errors: [AnalysisIssue] = []
    ) -> LessonAttempt {
        var report = TestReports.report(file: file, character: character, learner: learner, strokes: strokes, errors: errors)
        report.learner = learner
        let recording = TestReports.recording(
            character: character, learner: learner, recordedAt: "\(day)T\(hour < 10 ? "0" : "")\(hour):00:00Z")
        do {
            return try LessonAttempt(report: report, recording: recording, recordingPath: file)
        } catch {
            fatalError("test attempt \(file): \(error)")
        }
    }

    private static let order = AnalysisIssue(kind: .order, stroke: 1, message: "Stroke 2 was drawn before stroke 1.")
    private static func wrongName(stroke: Int) -> AnalysisIssue {
        AnalysisIssue(kind: .wrongName, stroke: stroke, message: "Stroke \(stroke + 1) is 竖 shù, but you said 点 diǎn.")
    }

    private let temporary = TemporaryFolder("lesson")

    /// Ana: two days of 十 and one 口; the vertical stroke is her weak point. Ben: one attempt.
    private let attempts: [LessonAttempt] = [
        attempt(
            "d2-b.json", day: "2026-03-03", hour: 11,
            strokes: [Stroke(type: .heng, accuracy: 96, named: true, concurrency: 90), Stroke(type: .shu, accuracy: 97, named: true, concurrency: 90)]),
        attempt(
            "d1-a.json", day: "2026-03-02",
            strokes: [
                Stroke(type: .heng, accuracy: 90, named: true, concurrency: 70),
                Stroke(type: .shu, accuracy: 40, scores: DimensionScores(shape: 60, direction: 20, position: 50, proportion: 30), named: false, concurrency: 30),
            ],
            errors: [order, wrongName(stroke: 1)]),
        attempt(
            "d1-b.json", character: "口", day: "2026-03-02", hour: 12,
            strokes: [
                Stroke(type: .shu, accuracy: 50, scores: DimensionScores(shape: 70, direction: 30, position: 60, proportion: 40), named: false, concurrency: 40),
                Stroke(type: .hengzhe, accuracy: 85, named: true, concurrency: 60), Stroke(type: .heng, accuracy: 88, named: true, concurrency: 60),
            ],
            errors: [wrongName(stroke: 0)]),
        attempt("d2-a.json", day: "2026-03-03", strokes: [Stroke(type: .heng, accuracy: 80), Stroke(type: .shu, accuracy: 82)]),
        attempt("ben.json", learner: "ben", day: "2026-03-01", strokes: [Stroke(type: .heng, accuracy: 30)]),
    ]

    private func ana() throws -> LearnerLesson {
        let report = LessonReportBuilder().build(attempts)
        #expect(report.learners.map(\.learner) == ["ana", "ben"])
        return try #require(report.learners.first)
    }

    @Test func tallysEachDay() throws {
        let lesson = try ana()
        #expect(lesson.days.map(\.day) == ["2026-03-02", "2026-03-03"])
        let first = lesson.days[0]
        #expect(first.attempts == 2)
        #expect(first.characters == 2)
        #expect(first.strokes == 5)
        #expect(first.strokesPassed == 3)
        #expect(first.passedPercent == 60)
        #expect(first.orderErrors == 1)
        #expect(first.orderErrorPercent == 20)
        #expect(first.wrongNames == 2)
        #expect(first.namedStrokes == 5)
        #expect(first.wrongNamePercent == 40)
        let second = lesson.days[1]
        #expect(second.strokesPassed == 4 && second.strokes == 4)
        // Only the attempt with audio has a concurrency.
        #expect(second.meanConcurrency == 90)
        #expect(second.wrongNamePercent == 0)
        #expect(lesson.total.attempts == 4 && lesson.total.strokes == 9 && lesson.total.strokesPassed == 7)
    }

    @Test func ranksStrokeTypesAndTheirWeakestDimensions() throws {
        let lesson = try ana()
        let vertical = try #require(lesson.strokeTypes.first)
        #expect(vertical.type == .shu)
        #expect(vertical.strokes == 4 && vertical.passed == 2)
        // Names: 2 of 3 judged were wrong → 33; timing: (30 + 40 + 90) / 3 = 53.3 (one attempt had no
        // audio); direction: (20 + 30 + 82 + 97) / 4 = 57.25.
        #expect(vertical.weakest == [.name, .timing])
        #expect(abs(vertical.dimensions[0].mean - 100.0 / 3) < 1e-9)
        #expect(abs(vertical.dimensions[1].mean - 160.0 / 3) < 1e-9)
        #expect(vertical.dimensions.first { $0.dimension == .direction }?.mean == 57.25)
        #expect(vertical.dimensions.map(\.dimension) == [.name, .timing, .direction, .proportion, .position, .shape])
        #expect(lesson.strokeTypes.map(\.type).contains(.hengzhe))
        #expect(lesson.strokeTypes.last?.passedPercent == 100)
    }

    @Test func listsTheMostFrequentMistakesWithTheLatestExample() throws {
        let mistakes = try ana().mistakes
        #expect(mistakes.count == 2)
        #expect(mistakes[0].kind == .wrongName && mistakes[0].strokeType == .shu && mistakes[0].count == 2)
        #expect(mistakes[0].example == "Stroke 1 is 竖 shù, but you said 点 diǎn.")
        #expect(mistakes[0].exampleCharacter == "口")
        #expect(mistakes[1].kind == .order && mistakes[1].strokeType == .shu && mistakes[1].count == 1)
        #expect(mistakes[1].example == "Stroke 2 was drawn before stroke 1.")
        #expect(mistakes[1].exampleRecording == "d1-a.json")
        #expect(mistakes[1].exampleDay == "2026-03-02")
    }

    @Test func groupsMistakesByKindAndStrokeType() throws {
        // A wrong name on 口's stroke 1 (横折) and on 十's stroke 1 (竖): two groups of one each.
        let strokes = [Stroke(type: .shu, accuracy: 90), Stroke(type: .hengzhe, accuracy: 90), Stroke(type: .heng, accuracy: 90)]
        let mouth = Self.attempt("k.json", character: "口", day: "2026-03-05", strokes: strokes, errors: [Self.wrongName(stroke: 1)])
        let lesson = LessonReportBuilder().build([attempts[1], mouth])
        let names = lesson.learners[0].mistakes.filter { $0.kind == .wrongName }
        #expect(Set(names.compactMap(\.strokeType)) == [.shu, .hengzhe])
        #expect(names.map(\.count) == [1, 1])
    }

    @Test func starsAndXPFollowTheAttemptsInTimeOrder() throws {
        let lesson = try ana()
        #expect(lesson.characters.map(\.character) == ["十", "口"])
        let ten = lesson.characters[0]
        #expect(ten.attempts == 3)
        #expect(ten.lastScore == attempts[0].score)
        #expect(ten.bestScore == attempts.prefix(4).filter { $0.character == "十" }.map(\.score).max())
        #expect(ten.stars == LessonScoring.stars(score: ten.bestScore))
        // In time order: d1-a, d1-b, d2-a, d2-b; XP earned with the streak before each.
        let ordered = [attempts[1], attempts[2], attempts[3], attempts[0]]
        var run = 0
        var expected = 0
        for attempt in ordered {
            expected += LessonScoring.xp(score: attempt.score, earlierPasses: run)
            run = attempt.score >= 60 ? run + 1 : 0
        }
        #expect(lesson.xp == expected)
        #expect(lesson.streak == run)
        #expect(lesson.characters.reduce(0) { $0 + $1.xp } == lesson.xp)
    }

    @Test func suggestsTheWeakestTypeTheTopMistakeAndACharacter() throws {
        let practice = try ana().practice
        #expect(practice.count >= 3)
        #expect(practice[0].hasPrefix("Practise 竖 shù: 2 of 4 passed in the last 7 days; weakest: name 33, timing 53."))
        #expect(practice[1].hasPrefix("Watch for wrong stroke names (2 times lately)"))
        #expect(practice.contains { $0.hasPrefix("Write ") })
    }

    @Test func onlyRecentDaysDriveSuggestions() throws {
        // The weak vertical strokes were on 2026-03-02; with a one-day window only 2026-03-03 counts.
        let lesson = LessonReportBuilder(recentDays: 1).build(attempts).learners[0]
        #expect(!lesson.practice.contains { $0.hasPrefix("Practise") })
        #expect(!lesson.practice.contains { $0.hasPrefix("Watch for") })
    }

    @Test func inputOrderDoesNotMatter() {
        #expect(LessonReportBuilder().build(attempts) == LessonReportBuilder().build(attempts.reversed()))
    }

    @Test func noAttemptsNoLearners() {
        #expect(LessonReportBuilder().build([]).learners.isEmpty)
        #expect(LessonTextRenderer.render(LessonReportBuilder().build([])) == "No attempts yet.\n")
    }

    @Test func theSameReportComesFromTheStore() throws {
        let path = temporary.url.appendingPathComponent("lesson.sqlite").path
        let store = try SQLiteProgressStore(path: path)
        for (index, attempt) in attempts.enumerated() {
            var report = TestReports.report(file: attempt.recordingPath, strokes: [])
            report.learner = attempt.learner
            report.character = attempt.character
            report.overall.score = attempt.score
            report.overall.concurrency = attempt.concurrency
            report.errors = attempt.issues
            report.strokes = attempt.strokes.enumerated().map { strokeIndex, stroke in
                StrokeReport(
                    index: strokeIndex, expected: ExpectedStroke(stroke.type), drawn: stroke.drawn ? strokeIndex : nil,
                    accuracy: stroke.accuracy, passed: stroke.passed, scores: stroke.scores, recognizedType: nil, tips: [],
                    speech: stroke.nameMatched.map {
                        SpeechVerdict(heard: "x", heardName: nil, matched: $0, homophone: false, language: nil, start: nil, end: nil, confidence: nil)
                    },
                    concurrency: stroke.concurrency.map { ConcurrencyVerdict(overlap: 0, lag: 0, relation: .during, score: $0) },
                    feedback: StrokeMessages(stroke: "", speech: nil, timing: nil))
            }
            let recording = TestReports.recording(
                character: attempt.character, learner: attempt.learner, recordedAt: attempt.recordedAt, variant: Double(index))
            try store.record(report, recording: recording, recordingPath: attempt.recordingPath)
        }
        let stored = try store.attempts()
        #expect(Set(stored) == Set(attempts))
        #expect(LessonReportBuilder().build(stored) == LessonReportBuilder().build(attempts))
        #expect(try store.attempts(learner: "ben").map(\.recordingPath) == ["ben.json"])
    }
}
