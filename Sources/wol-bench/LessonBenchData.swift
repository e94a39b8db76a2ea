import Foundation
import WriteOutLoud

/// Seeded synthetic history for the lesson benchmark: learners who write common characters over many
/// days and slowly get better, with the mistakes a real history has (poor strokes, wrong names, order).
struct LessonBenchData {
    /// Characters and their stroke types, as in the shipped templates.
    static let characters: [(character: String, strokes: [StrokeType])] = [
        ("十", [.heng, .shu]), ("口", [.shu, .hengzhe, .heng]), ("日", [.shu, .hengzhe, .heng, .heng]),
        ("人", [.pie, .na]), ("大", [.heng, .pie, .na]), ("中", [.shu, .hengzhe, .heng, .shu]),
        ("木", [.heng, .shu, .pie, .na]), ("天", [.heng, .heng, .pie, .na]), ("小", [.shugou, .dian, .dian]),
        ("山", [.shu, .shuzhe, .shu]), ("月", [.pie, .henggou, .heng, .heng]), ("水", [.shugou, .hengpie, .pie, .na]),
    ]

    /// One generated attempt: what `ProgressStore.record` takes.
    struct Attempt {
        var report: AnalysisReport
        var recording: Recording
        var path: String
    }

    /// - Parameters:
    ///   - count: attempts in all.
    ///   - learners: learners sharing them.
    ///   - days: the span of days they are spread over.
    ///   - seed: the same seed gives the same history.
    static func attempts(count: Int, learners: Int, days: Int, seed: UInt64) -> [Attempt] {
        var random = SplitMix64(seed: seed)
        let skills = (0..<learners).map { _ in Double.random(in: 0.55...0.85, using: &random) }
        let start = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01
        let formatter = ISO8601DateFormatter()
        return (0..<count).map { index in
            let learner = index % learners
            let day = index * days / max(count, 1)
            let progress = Double(day) / Double(max(days - 1, 1))
            let skill = min(skills[learner] + 0.25 * progress, 0.98)
            let (character, types) = characters[Int.random(in: characters.indices, using: &random)]
            let time = start.addingTimeInterval(Double(day) * 86_400 + Double(index % 600) * 60)
            let report = report(
                file: "bench/\(learner)/\(index).json", character: character, learner: "learner-\(learner)", types: types,
                skill: skill, random: &random)
            let ink = Ink(
                width: 1024, height: 1024,
                strokes: [InkStroke(points: [InkPoint(x: Double(index), y: 0, t: 0), InkPoint(x: 500, y: 500, t: 0.5)])])
            let recording = Recording(
                character: character, audio: AudioReference(file: "\(index).wav"), ink: ink,
                learner: "learner-\(learner)", recordedAt: formatter.string(from: time))
            return Attempt(report: report, recording: recording, path: "/bench/learner-\(learner)/\(index).json")
        }
    }

    private static func report(
        file: String, character: String, learner: String, types: [StrokeType], skill: Double,
        random: inout SplitMix64
    ) -> AnalysisReport {
        var errors: [AnalysisIssue] = []
        let strokes = types.enumerated().map { index, type in
            let good = Double.random(in: 0...1, using: &random) < skill
            let accuracy = good ? Double.random(in: 62...100, using: &random) : Double.random(in: 15...60, using: &random)
            func dimension() -> Double { min(100, max(0, accuracy + Double.random(in: -15...15, using: &random))) }
            let scores = DimensionScores(shape: dimension(), direction: dimension(), position: dimension(), proportion: dimension())
            let named = Double.random(in: 0...1, using: &random) < skill + 0.1
            let timing = min(100, max(0, 100 * skill + Double.random(in: -30...20, using: &random)))
            if !good {
                errors.append(AnalysisIssue(kind: .poorlyDrawn, stroke: index, message: "Stroke \(index + 1) (\(type.name)) needs more care."))
            }
            if !named {
                errors.append(
                    AnalysisIssue(kind: .wrongName, stroke: index, message: "Stroke \(index + 1) is \(type.name) \(type.pinyin), but you said something else."))
            }
            return StrokeReport(
                index: index, expected: ExpectedStroke(type), drawn: index, accuracy: accuracy, passed: accuracy >= 60,
                scores: scores, recognizedType: type, tips: [],
                speech: SpeechVerdict(
                    heard: named ? type.name : "点", heardName: named ? type : .dian, matched: named, homophone: false,
                    language: nil, start: Double(index), end: Double(index) + 0.4, confidence: 0.8),
                concurrency: ConcurrencyVerdict(overlap: timing / 100, lag: 0.1, relation: .during, score: timing),
                feedback: StrokeMessages(stroke: "", speech: nil, timing: nil))
        }
        if types.count > 1, Double.random(in: 0...1, using: &random) > skill + 0.15 {
            errors.append(AnalysisIssue(kind: .order, stroke: 1, message: "Stroke 2 was drawn before stroke 1."))
        }
        let count = Double(strokes.count)
        let accuracy = strokes.reduce(0) { $0 + $1.accuracy } / count
        let speech = 100 * Double(strokes.count { $0.speech?.matched == true }) / count
        let sync = strokes.reduce(0) { $0 + ($1.concurrency?.score ?? 0) } / count
        let score = ReportWeights.default.combine(strokeAccuracy: accuracy, speechCorrectness: speech, concurrency: sync)
        return AnalysisReport(
            file: file, character: character, learner: learner,
            overall: OverallScore(
                score: score, strokeAccuracy: accuracy, speechCorrectness: speech, concurrency: sync, grade: Grade(score: score)),
            strokes: strokes, extraStrokes: [], errors: errors, speech: SpeechSummary(status: .recognised, words: []),
            feedback: [])
    }
}
