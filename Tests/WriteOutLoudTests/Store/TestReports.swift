import WriteOutLoud

/// Builds analysis reports and recordings for tests of the calibration, store and lesson code, which
/// read reports but do not produce them.
enum TestReports {
    /// What a test says about one stroke.
    struct Stroke {
        var type: StrokeType
        var accuracy: Double
        var passed: Bool? = nil
        var scores: DimensionScores? = nil
        /// nil: no audio; true/false: the name was heard right or wrong.
        var named: Bool? = nil
        var concurrency: Double? = nil
    }

    static func report(
        file: String, character: String = "十", learner: String? = "ana", strokes: [Stroke],
        errors: [AnalysisIssue] = []
    ) -> AnalysisReport {
        let reports = strokes.enumerated().map { index, stroke in
            let scores = stroke.scores
                ?? DimensionScores(
                    shape: stroke.accuracy, direction: stroke.accuracy, position: stroke.accuracy,
                    proportion: stroke.accuracy)
            let speech = stroke.named.map { named in
                SpeechVerdict(
                    heard: named ? stroke.type.name : "点", heardName: named ? stroke.type : .dian, matched: named,
                    homophone: false, language: nil, start: Double(index), end: Double(index) + 0.4, confidence: 0.9)
            }
            let concurrency = stroke.concurrency.map {
                ConcurrencyVerdict(overlap: $0 / 100, lag: 0.1, relation: .during, score: $0)
            }
            return StrokeReport(
                index: index, expected: ExpectedStroke(stroke.type), drawn: index, accuracy: stroke.accuracy,
                passed: stroke.passed ?? (stroke.accuracy >= 60), scores: scores, recognizedType: stroke.type,
                tips: [], speech: speech, concurrency: concurrency,
                feedback: StrokeMessages(stroke: "", speech: nil, timing: nil))
        }
        let count = Double(max(reports.count, 1))
        let accuracy = reports.reduce(0) { $0 + $1.accuracy } / count
        let hasSpeech = strokes.contains { $0.named != nil }
        let speech = hasSpeech ? 100 * Double(reports.count { $0.speech?.matched == true }) / count : nil
        let sync = hasSpeech ? reports.reduce(0) { $0 + ($1.concurrency?.score ?? 0) } / count : nil
        let score = ReportWeights.default.combine(strokeAccuracy: accuracy, speechCorrectness: speech, concurrency: sync)
        return AnalysisReport(
            file: file, character: character, learner: learner,
            overall: OverallScore(
                score: score, strokeAccuracy: accuracy, speechCorrectness: speech, concurrency: sync,
                grade: Grade(score: score)),
            strokes: reports, extraStrokes: [], errors: errors,
            speech: SpeechSummary(status: hasSpeech ? .recognised : .notRecorded, words: []), feedback: [])
    }

    /// A recording of `character` whose ink differs with `variant`, so that content hashes differ.
    static func recording(
        character: String = "十", learner: String? = "ana", recordedAt: String? = "2026-03-02T10:00:00Z",
        variant: Double = 0
    ) -> Recording {
        let stroke = InkStroke(points: [
            InkPoint(x: 100 + variant, y: 500, t: 0), InkPoint(x: 900, y: 500, t: 0.5),
        ])
        return Recording(
            character: character, audio: nil, ink: Ink(width: 1024, height: 1024, strokes: [stroke]), learner: learner,
            recordedAt: recordedAt)
    }
}
