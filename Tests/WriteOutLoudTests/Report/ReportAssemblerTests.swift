import Foundation
import Testing
@testable import WriteOutLoud

@Suite struct ReportAssemblerTests {
    /// A matcher that accepts a word only when the recogniser resolved it to the expected stroke, and calls
    /// the word "树" a homophone of 竖 — so these tests do not depend on Unihan.
    struct FakeMatcher: StrokeNameMatching {
        func match(_ word: WordSegment, expected: StrokeType) -> NameMatch {
            if word.word == "树", expected == .shu { return NameMatch(matched: true, homophone: true) }
            return NameMatch(matched: word.name == expected, homophone: false)
        }
    }

    let template = CharacterTemplate(
        character: "十", pinyin: ["shí"], source: "test",
        strokes: [
            TemplateStroke(type: .heng, points: [Point(x: 100, y: 500), Point(x: 900, y: 500)]),
            TemplateStroke(type: .shu, points: [Point(x: 500, y: 100), Point(x: 500, y: 900)]),
        ])

    /// Two strokes drawn at 0–0.6 s and 1–1.6 s.
    let recording = Recording(
        character: "十", audio: AudioReference(file: "x.wav"),
        ink: Ink(width: 1000, height: 1000, strokes: [
            InkStroke(points: [InkPoint(x: 100, y: 500, t: 0), InkPoint(x: 900, y: 500, t: 0.6)]),
            InkStroke(points: [InkPoint(x: 500, y: 100, t: 1.0), InkPoint(x: 500, y: 900, t: 1.6)]),
        ]))

    let analysis = StrokeAnalysis(
        strokes: [
            StrokeJudgement(templateIndex: 0, drawnIndex: 0, scores: .init(shape: 90, direction: 90, position: 90, proportion: 90),
                            accuracy: 90, passed: true),
            StrokeJudgement(templateIndex: 1, drawnIndex: 1, scores: .init(shape: 80, direction: 80, position: 80, proportion: 80),
                            accuracy: 80, passed: true),
        ],
        extraStrokes: [], issues: [])

    func word(_ text: String, _ name: StrokeType?, _ start: Double, _ end: Double) -> WordSegment {
        WordSegment(word: text, name: name, language: .zh, start: start, end: end, confidence: 0.9)
    }

    func assemble(_ speech: ReportAssembler.Speech) -> AnalysisReport {
        ReportAssembler().assemble(
            file: "t.json", recording: recording, template: template, analysis: analysis, speech: speech,
            matcher: FakeMatcher())
    }

    @Test func namesSpokenWhileWritingScoreFully() {
        let report = assemble(.words([word("heng", .heng, 0.05, 0.4), word("shu", .shu, 1.0, 1.3)]))
        #expect(report.overall.speechCorrectness == 100)
        #expect(report.overall.concurrency == 100)
        #expect(report.overall.strokeAccuracy == 85)
        #expect(abs(report.overall.score - (0.5 * 85 + 0.3 * 100 + 0.2 * 100)) < 1e-9)
        #expect(report.errors.isEmpty)
        #expect(report.strokes[1].speech?.start == 1.0)
    }

    @Test func aWrongNameIsReportedAtItsStroke() {
        let report = assemble(.words([word("heng", .heng, 0.05, 0.4), word("pie", .pie, 1.0, 1.3)]))
        #expect(report.strokes[1].speech?.matched == false)
        #expect(report.strokes[1].speech?.heardName == .pie)
        #expect(report.errors.map(\.kind) == [.wrongName])
        #expect(report.errors.first?.stroke == 1)
        #expect(report.overall.speechCorrectness == 50)
    }

    @Test func aHomophoneCountsAndIsFlagged() {
        let report = assemble(.words([word("heng", .heng, 0.05, 0.4), word("树", nil, 1.0, 1.3)]))
        #expect(report.strokes[1].speech?.matched == true)
        #expect(report.strokes[1].speech?.homophone == true)
        #expect(report.errors.isEmpty)
        #expect(report.strokes[1].feedback.speech?.contains("树") == true)
    }

    /// 月's first stroke is a 撇 that teachers also call 竖撇: either name counts, and no other.
    @Test func anotherNameTheTemplateGivesTheStrokeCounts() {
        var moon = template
        moon.strokes[1] = TemplateStroke(type: .pie, points: template.strokes[1].points, alsoNamed: [.shupie])
        func report(saying name: StrokeType) -> AnalysisReport {
            ReportAssembler().assemble(
                file: "t.json", recording: recording, template: moon, analysis: analysis,
                speech: .words([word("heng", .heng, 0.05, 0.4), word(name.rawValue, name, 1.0, 1.3)]), matcher: FakeMatcher())
        }
        for name in [StrokeType.pie, .shupie] {
            #expect(report(saying: name).strokes[1].speech?.matched == true, "\(name)")
            #expect(report(saying: name).errors.isEmpty, "\(name)")
        }
        #expect(report(saying: .shu).strokes[1].speech?.matched == false)
        #expect(report(saying: .shu).errors.map(\.kind) == [.wrongName])
    }

    @Test func speechLongAfterItsStrokeIsATimingMistake() {
        let report = assemble(.words([word("heng", .heng, 0.05, 0.4), word("shu", .shu, 3.5, 3.8)]))
        #expect(report.strokes[1].concurrency?.relation == .after)
        #expect(report.errors.contains { $0.kind == .timing && $0.stroke == 1 })
        #expect(report.overall.concurrency! < 100)
    }

    @Test func silenceForAStrokeIsUnspoken() {
        let report = assemble(.words([word("heng", .heng, 0.05, 0.4)]))
        #expect(report.strokes[1].speech == .silent)
        #expect(report.strokes[1].concurrency == nil)
        #expect(report.errors.map(\.kind) == [.unspoken])
    }

    @Test func withoutAudioTheSpeechPartsAreNullAndTheScoreIsTheStrokes() {
        let report = assemble(.notRecorded)
        #expect(report.speech.status == .notRecorded)
        #expect(report.strokes.allSatisfy { $0.speech == nil && $0.concurrency == nil && $0.feedback.speech == nil })
        #expect(report.overall.score == 85)
        #expect(report.overall.grade == .good)
    }

    @Test func chineseFeedbackIsChinese() {
        let report = ReportAssembler(feedback: FeedbackWriter(language: .zh)).assemble(
            file: "t.json", recording: recording, template: template, analysis: analysis,
            speech: .words([word("heng", .heng, 0.05, 0.4), word("pie", .pie, 1.0, 1.3)]), matcher: FakeMatcher())
        #expect(report.strokes[1].feedback.speech == "念成了「撇」，应该念「竖」。")
        #expect(report.feedback.first?.hasPrefix("很好") == true)
    }
}

extension ReportAssemblerTests {
    @Test func speechMistakesFollowTheFeedbackLanguage() {
        let report = ReportAssembler(feedback: FeedbackWriter(language: .zh)).assemble(
            file: "t.json", recording: recording, template: template, analysis: analysis,
            speech: .words([word("heng", .heng, 0.05, 0.4), word("pie", .pie, 1.0, 1.3)]), matcher: FakeMatcher())
        #expect(report.errors.map(\.message) == ["第2笔是「竖」，但念成了「撇」。"])
    }

    @Test func strokesWithoutANameExpectNothingSaid() throws {
        let letter = CharacterTemplate(
            character: "t", pinyin: [], source: "test", script: .latin,
            strokes: template.strokes.map { TemplateStroke(type: nil, points: $0.points) })
        let report = ReportAssembler().assemble(
            file: "t.json", recording: recording, template: letter, analysis: analysis,
            speech: .words([word("heng", .heng, 0.05, 0.4)]), matcher: FakeMatcher())
        #expect(report.errors.isEmpty, "\(report.errors.map(\.message))")
        #expect(report.strokes.allSatisfy { $0.speech == nil && $0.concurrency == nil })
        #expect(report.strokes.allSatisfy { $0.expected == ExpectedStroke(nil) })
        #expect(report.strokes.allSatisfy { $0.feedback.speech == nil })
        #expect(report.overall.speechCorrectness == nil)
        #expect(report.overall.concurrency == nil)
        #expect(report.overall.score == 85)
        #expect(report.speech.words.count == 1)
        #expect(report.feedback.last == "These strokes have no names to say, so only the writing was judged.")
        let json = String(decoding: try JSONEncoder().encode(report.strokes[0].expected), as: UTF8.self)
        #expect(json.contains(#""type":null"#) && json.contains(#""name":null"#) && json.contains(#""pinyin":null"#))
    }
}

extension ReportAssemblerTests {
    /// The stroke analyzer's verdict on 十 with the 竖 drawn backwards and too short.
    var reversedAnalysis: StrokeAnalysis {
        let heading = StrokeHeading(horizontal: nil, vertical: .topToBottom)
        return StrokeAnalysis(
            strokes: [
                analysis.strokes[0],
                StrokeJudgement(
                    templateIndex: 1, drawnIndex: 1, scores: .init(shape: 90, direction: 0, position: 90, proportion: 60),
                    accuracy: 50, passed: false, tips: [.startAndDraw(heading), .longer()]),
            ],
            extraStrokes: [], issues: [StrokeIssue(.reversed(stroke: 1, heading: heading), stroke: 1)])
    }

    @Test func strokeMistakesAndTipsFollowTheFeedbackLanguage() throws {
        let chinese = ReportAssembler(feedback: FeedbackWriter(language: .zh)).assemble(
            file: "t.json", recording: recording, template: template, analysis: reversedAnalysis, speech: .notRecorded,
            matcher: FakeMatcher())
        #expect(chinese.errors.map(\.message) == ["第2笔写反了：应该从上往下写。"])
        #expect(chinese.errors.map(\.kind) == [.reversed])
        #expect(chinese.strokes[1].tips == ["起笔在上边，从上往下写", "再长一点"])
        let json = String(decoding: try JSONEncoder().encode(chinese.errors), as: UTF8.self)
        #expect(json.contains("第2笔写反了") && !json.contains("detail"))
    }

    @Test func strokeMistakesAndTipsAreWordedInEnglishByDefault() {
        let english = ReportAssembler().assemble(
            file: "t.json", recording: recording, template: template, analysis: reversedAnalysis, speech: .notRecorded,
            matcher: FakeMatcher())
        #expect(english.errors.map(\.message) == ["Stroke 2 was drawn backwards: draw it from top to bottom."])
        #expect(english.strokes[1].tips == ["Start at the top and draw from top to bottom", "Make it longer"])
    }
}
