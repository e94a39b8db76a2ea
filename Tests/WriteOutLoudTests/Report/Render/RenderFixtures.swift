import Foundation
import WriteOutLoud

/// Reports, recordings and templates for the renderer tests, built the way the engine builds them: a hand-made
/// stroke analysis put through ``ReportAssembler`` with real templates from `Characters/templates/`.
enum RenderFixtures {
    /// A name counts when the word stands for the expected stroke; 树 is the homophone of 竖.
    struct NameMatcher: StrokeNameMatching {
        func match(_ word: WordSegment, expected: StrokeType) -> NameMatch {
            NameMatch(matched: word.name == expected, homophone: word.name == expected && word.word == "树")
        }
    }

    /// The checkout this test file lives in.
    static let root = Repository.root

    /// A template from the checkout's `Characters/` folder.
    static func template(_ character: String) throws -> CharacterTemplate {
        try CharacterLibrary(directory: root.appendingPathComponent("Characters")).template(for: character)
    }

    /// Every recording in `Fixtures/`, judged by the real stroke analyzer with the voice left out, so the
    /// renderers meet ink as the engine really sees it; the report's sentences are in `language`.
    static func recorded(language: FeedbackLanguage = .en) throws -> [(AnalysisReport, Recording, CharacterTemplate)] {
        let folder = root.appendingPathComponent("Fixtures")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
            .sorted()
        return try files.map { file in
            let recording = try RecordingLoader.load(folder.appendingPathComponent(file), displayName: file).recording
            let template = try template(recording.character)
            let analysis = StrokeAnalyzer().analyze(recording.ink, against: template)
            let report = ReportAssembler(feedback: FeedbackWriter(language: language)).assemble(
                file: file, recording: recording, template: template, analysis: analysis, speech: .notRecorded,
                matcher: NameMatcher())
            return (report, recording, template)
        }
    }

    /// A stroke on a 300×400 phone canvas, from `from` to `to` in `samples` steps over `start`…`end` seconds.
    static func line(_ from: Point, _ to: Point, start: Double, end: Double, samples: Int = 6) -> InkStroke {
        InkStroke(
            points: (0..<samples).map { step in
                let share = samples > 1 ? Double(step) / Double(samples - 1) : 0
                let point = from + (to - from) * share
                return InkPoint(x: point.x, y: point.y, t: start + (end - start) * share)
            })
    }

    static func judgement(_ template: Int, drawn: Int?, accuracy: Double, tips: [StrokeTip] = []) -> StrokeJudgement {
        let scores =
            drawn == nil
            ? DimensionScores.zero
            : DimensionScores(shape: accuracy, direction: accuracy, position: accuracy - 5, proportion: accuracy + 3)
        return StrokeJudgement(
            templateIndex: template, drawnIndex: drawn, scores: scores, accuracy: drawn == nil ? 0 : accuracy,
            passed: drawn != nil && accuracy >= 60, tips: tips)
    }

    /// 口 with every kind of stroke: 竖 drawn well, 横折 drawn badly, the bottom 横 missing, one extra dot.
    /// The voice says 树 during the first stroke, the wrong name late for the second, and a filler word.
    static func mixed(learner: String? = "amy", file: String = "amy-kou.json", audio: Bool = true) throws -> (
        AnalysisReport, Recording, CharacterTemplate
    ) {
        let template = try template("口")
        let ink = Ink(
            width: 300, height: 400,
            strokes: [
                line(Point(x: 60, y: 120), Point(x: 62, y: 260), start: 0.2, end: 0.9),
                InkStroke(
                    points: line(Point(x: 205, y: 262), Point(x: 200, y: 122), start: 1.3, end: 1.8).points
                        + line(Point(x: 195, y: 118), Point(x: 62, y: 122), start: 1.85, end: 2.1).points),
                line(Point(x: 130, y: 190), Point(x: 131, y: 191), start: 2.6, end: 2.7, samples: 2),
            ])
        let recording = Recording(
            character: "口", audio: audio ? AudioReference(file: "amy-kou.wav") : nil, ink: ink, learner: learner,
            recordedAt: "2025-03-01T10:00:00Z")
        let analysis = StrokeAnalysis(
            strokes: [
                judgement(0, drawn: 0, accuracy: 88),
                judgement(1, drawn: 1, accuracy: 41, tips: [.startAndDraw(StrokeHeading(horizontal: .leftToRight, vertical: .topToBottom))]),
                judgement(2, drawn: nil, accuracy: 0),
            ],
            extraStrokes: [2],
            issues: [
                StrokeIssue(.reversed(stroke: 1, heading: StrokeHeading(horizontal: .leftToRight, vertical: .topToBottom)), stroke: 1),
                StrokeIssue(.missing(stroke: 2, type: .heng), stroke: 2),
                StrokeIssue(.extra(drawn: 2, character: "口"), stroke: nil),
            ])
        let words = [
            WordSegment(word: "树", name: .shu, language: .zh, start: 0.3, end: 0.7, confidence: 0.8),
            WordSegment(word: "heng", name: .heng, language: .zh, start: 2.3, end: 2.6, confidence: 0.6),
            WordSegment(word: "um", name: nil, language: .en, start: 3.0, end: 3.2, confidence: 0.3),
        ]
        let report = ReportAssembler().assemble(
            file: file, recording: recording, template: template, analysis: analysis,
            speech: audio ? .words(words) : .notRecorded, matcher: NameMatcher())
        return (report, recording, template)
    }

    /// 十 drawn perfectly in order with both names said while drawing.
    static func perfect() throws -> (AnalysisReport, Recording, CharacterTemplate) {
        let template = try template("十")
        let ink = Ink(
            width: 1000, height: 700,
            strokes: [
                line(Point(x: 300, y: 350), Point(x: 700, y: 345), start: 0, end: 0.6),
                line(Point(x: 500, y: 150), Point(x: 505, y: 600), start: 1.0, end: 1.7),
            ])
        let recording = Recording(character: "十", audio: AudioReference(file: "shi.wav"), ink: ink)
        let analysis = StrokeAnalysis(
            strokes: [judgement(0, drawn: 0, accuracy: 95), judgement(1, drawn: 1, accuracy: 92)], extraStrokes: [],
            issues: [])
        let words = [
            WordSegment(word: "horizontal", name: .heng, language: .en, start: 0.05, end: 0.5, confidence: 0.9),
            WordSegment(word: "vertical", name: .shu, language: .en, start: 1.05, end: 1.6, confidence: 0.9),
        ]
        let report = ReportAssembler().assemble(
            file: "shi.json", recording: recording, template: template, analysis: analysis, speech: .words(words),
            matcher: NameMatcher())
        return (report, recording, template)
    }

    /// 人 whose first stroke is a single tap: one point, zero duration.
    static func zeroDuration() throws -> (AnalysisReport, Recording, CharacterTemplate) {
        let template = try template("人")
        let ink = Ink(
            width: 500, height: 500,
            strokes: [
                InkStroke(points: [InkPoint(x: 250, y: 100, t: 1.0)]),
                line(Point(x: 250, y: 200), Point(x: 400, y: 400), start: 1.5, end: 1.5),
            ])
        let recording = Recording(character: "人", audio: nil, ink: ink)
        let analysis = StrokeAnalysis(
            strokes: [judgement(0, drawn: 0, accuracy: 20), judgement(1, drawn: 1, accuracy: 70)], extraStrokes: [],
            issues: [])
        let report = ReportAssembler().assemble(
            file: "ren.json", recording: recording, template: template, analysis: analysis, speech: .notRecorded,
            matcher: NameMatcher())
        return (report, recording, template)
    }
}
