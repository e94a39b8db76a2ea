import WriteOutLoud

/// The verdict on one template stroke of a character still being written, shaped as a report's stroke entry
/// (without speech and timing, which only the finished attempt has).
struct LiveStrokeVerdict: Encodable, Hashable, Sendable {
    /// 0-based index of the template stroke.
    var index: Int
    /// Index of the drawn stroke matched to it.
    @ExplicitNull var drawn: Int?
    var expected: ExpectedStroke
    var passed: Bool
    var accuracy: Double
    var scores: DimensionScores
    @ExplicitNull var recognizedType: StrokeType?
    /// The judgement's tips in the session's language.
    var tips: [String]

    init(_ judgement: StrokeJudgement, template: CharacterTemplate, sentences: StrokeSentences) {
        index = judgement.templateIndex
        drawn = judgement.drawnIndex
        expected = ExpectedStroke(
            template.strokes[judgement.templateIndex].type,
            letter: LetterStroke(stroke: judgement.templateIndex, of: template))
        passed = judgement.passed
        accuracy = judgement.accuracy
        scores = judgement.scores
        recognizedType = judgement.recognizedType
        tips = judgement.tips.map(sentences.tip)
    }
}
