import Testing
@testable import WriteOutLoud

@Suite struct StrokeAnalyzerAttemptTests {
    let analyzer = StrokeAnalyzer()

    /// 王 stopped after three strokes, the second stretched to two and a half times its width.
    private func stoppedEarly() throws -> (ink: Ink, template: CharacterTemplate) {
        let template = try StrokeFixtures.template("王")
        let paths = StrokeFixtures.widened(Array(template.strokes.prefix(3).map(\.points)), stroke: 1, by: 2.5)
        return (StrokeFixtures.ink(paths), template)
    }

    @Test func anAttemptStoppedEarlyIsJudgedAsItsStrokesLandedWithTheRestMissing() throws {
        let (ink, template) = try stoppedEarly()
        let live = analyzer.analyzeUnfinished(ink, against: template)
        let attempt = analyzer.analyzeAttempt(ink, against: template)
        #expect(attempt.strokes.count == template.strokes.count)
        #expect(Array(attempt.strokes.prefix(3)) == live.strokes)
        #expect(!attempt.strokes[1].passed)
        #expect(attempt.strokes[3].drawnIndex == nil && !attempt.strokes[3].passed)
        #expect(attempt.strokes[3].tips == [.drawMissing(template.strokes[3].type)])
        #expect(attempt.issues == live.issues + [StrokeIssue(.missing(stroke: 3, type: template.strokes[3].type), stroke: 3)])
    }

    @Test func aFinishedAttemptIsJudgedWhole() throws {
        let template = try StrokeFixtures.template("王")
        let ink = StrokeFixtures.ink(StrokeFixtures.widened(template.strokes.map(\.points), stroke: 1, by: 2.5))
        #expect(analyzer.analyzeAttempt(ink, against: template) == analyzer.analyze(ink, against: template))
    }

    /// 王 without its 竖 is a finished character with a stroke left out, not one stopped after three strokes: the
    /// last 横 is not judged as the 竖 it replaced.
    @Test func aStrokeLeftOutOfAFinishedCharacterIsMissingWhereItBelongs() throws {
        let template = try StrokeFixtures.template("王")
        var paths = template.strokes.map(\.points)
        paths.remove(at: 2)
        let ink = StrokeFixtures.ink(paths)
        let attempt = analyzer.analyzeAttempt(ink, against: template)
        #expect(attempt == analyzer.analyze(ink, against: template))
        #expect(StrokeFixtures.kinds(attempt) == [.missing])
        #expect(attempt.issues.first?.stroke == 2)
    }

    @Test func theRecordingAnalyzerJudgesAnAttemptStoppedEarlyAsTheLivePageDid() throws {
        let (ink, template) = try stoppedEarly()
        let recordings = RecordingAnalyzer(library: StrokeFixtures.library, recognizer: nil, matcher: StrokeNameMatcher())
        let report = try recordings.analysis(
            of: Recording(character: "王", audio: nil, ink: ink), audio: nil, displayName: "early").report
        let live = analyzer.analyzeUnfinished(ink, against: template)
        #expect(report.strokes.map(\.passed) == live.strokes.map(\.passed) + [false])
        #expect(report.errors.contains { $0.kind == .missing && $0.stroke == 3 })
    }
}
