/// The verdict on a character's strokes: one judgement per template stroke plus what went wrong overall.
public struct StrokeAnalysis: Hashable, Codable, Sendable {
    /// One per template stroke, in template order.
    public var strokes: [StrokeJudgement]
    /// Drawn strokes (indices into the ink) that match no template stroke.
    public var extraStrokes: [Int]
    /// Order, missing, extra, merged, split and reversed strokes, each with a sentence for the learner.
    public var issues: [AnalysisIssue]

    public init(strokes: [StrokeJudgement], extraStrokes: [Int], issues: [AnalysisIssue]) {
        self.strokes = strokes
        self.extraStrokes = extraStrokes
        self.issues = issues
    }
}

/// How well one template stroke was drawn.
public struct StrokeJudgement: Hashable, Codable, Sendable {
    /// Index of the template stroke (0-based).
    public var templateIndex: Int
    /// Index of the drawn stroke matched to it, or nil when it is missing.
    public var drawnIndex: Int?
    public var scores: DimensionScores
    /// Weighted combination of ``scores``, 0–100.
    public var accuracy: Double
    public var passed: Bool
    /// The stroke type the drawn path looks like, when it could be recognised.
    public var recognizedType: StrokeType?
    /// At most two short, specific tips from the weakest dimensions, in English (``advice`` worded by
    /// ``StrokeSentences``).
    public var tips: [String]
    /// The tips as facts, for wording them in another language; empty when the judgement was built from
    /// sentences only.
    public var advice: [StrokeTip]

    public init(
        templateIndex: Int, drawnIndex: Int?, scores: DimensionScores, accuracy: Double, passed: Bool,
        recognizedType: StrokeType? = nil, tips: [String] = []
    ) {
        self.init(
            templateIndex: templateIndex, drawnIndex: drawnIndex, scores: scores, accuracy: accuracy, passed: passed,
            recognizedType: recognizedType, tips: tips, advice: [])
    }

    /// A judgement whose tips are facts; ``tips`` holds them in English.
    public init(
        templateIndex: Int, drawnIndex: Int?, scores: DimensionScores, accuracy: Double, passed: Bool,
        recognizedType: StrokeType? = nil, advice: [StrokeTip]
    ) {
        let english = StrokeSentences(language: .en)
        self.init(
            templateIndex: templateIndex, drawnIndex: drawnIndex, scores: scores, accuracy: accuracy, passed: passed,
            recognizedType: recognizedType, tips: advice.map(english.tip), advice: advice)
    }

    private init(
        templateIndex: Int, drawnIndex: Int?, scores: DimensionScores, accuracy: Double, passed: Bool,
        recognizedType: StrokeType?, tips: [String], advice: [StrokeTip]
    ) {
        self.templateIndex = templateIndex
        self.drawnIndex = drawnIndex
        self.scores = scores
        self.accuracy = accuracy
        self.passed = passed
        self.recognizedType = recognizedType
        self.tips = tips
        self.advice = advice
    }

    /// The tips in `language`: ``advice`` worded by ``StrokeSentences``, or ``tips`` as given when there are no facts.
    public func tips(in language: FeedbackLanguage) -> [String] {
        guard !advice.isEmpty else { return tips }
        let sentences = StrokeSentences(language: language)
        return advice.map(sentences.tip)
    }
}

/// The four judged dimensions of a stroke, each 0–100.
public struct DimensionScores: Hashable, Codable, Sendable {
    public var shape: Double
    public var direction: Double
    public var position: Double
    public var proportion: Double

    public init(shape: Double, direction: Double, position: Double, proportion: Double) {
        self.shape = shape
        self.direction = direction
        self.position = position
        self.proportion = proportion
    }

    public static let zero = DimensionScores(shape: 0, direction: 0, position: 0, proportion: 0)
}

/// Something wrong with a recording that a learner should be told about.
public struct AnalysisIssue: Hashable, Codable, Sendable {
    public var kind: IssueKind
    /// The template stroke it concerns (0-based), if any.
    public var stroke: Int?
    /// A sentence a learner understands, in English for the stroke analyzer's issues (the report's `errors[]`
    /// follow `--lang`, see ``message(in:)``).
    public var message: String
    /// The facts behind a stroke-analysis issue, for wording it in another language; nil for issues made from
    /// a sentence (speech and timing issues, stored attempts). Not part of the report's JSON.
    public var detail: IssueDetail?

    public init(kind: IssueKind, stroke: Int?, message: String) {
        self.kind = kind
        self.stroke = stroke
        self.message = message
        self.detail = nil
    }

    /// An issue from its facts; ``kind`` comes from them and ``message`` is their English sentence.
    public init(_ detail: IssueDetail, stroke: Int?) {
        self.kind = detail.kind
        self.stroke = stroke
        self.message = StrokeSentences(language: .en).issue(detail)
        self.detail = detail
    }

    /// The sentence in `language`: ``detail`` worded by ``StrokeSentences``, or ``message`` when there are no facts.
    public func message(in language: FeedbackLanguage) -> String {
        detail.map(StrokeSentences(language: language).issue) ?? message
    }

    private enum CodingKeys: String, CodingKey { case kind, stroke, message }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            kind: try container.decode(IssueKind.self, forKey: .kind),
            stroke: try container.decodeIfPresent(Int.self, forKey: .stroke),
            message: try container.decode(String.self, forKey: .message))
    }
}

/// The kinds of mistake the engine reports in `errors[]`.
public enum IssueKind: String, Codable, Sendable, CaseIterable {
    /// A stroke was drawn before one that should come first.
    case order
    /// A template stroke has no drawn stroke.
    case missing
    /// A drawn stroke matches no template stroke.
    case extra
    /// Two template strokes were drawn as one connected stroke.
    case merged
    /// One template stroke was drawn in two or more pieces.
    case split
    /// A stroke was drawn from its end to its start.
    case reversed
    /// A stroke was drawn badly enough to fail.
    case poorlyDrawn
    /// A name other than the stroke's was spoken for it.
    case wrongName
    /// No name was heard for a stroke.
    case unspoken
    /// The name was spoken too far from the stroke in time.
    case timing
}
