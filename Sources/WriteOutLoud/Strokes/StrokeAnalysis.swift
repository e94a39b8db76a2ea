/// The verdict on a character's strokes: one judgement per template stroke plus what went wrong overall.
public struct StrokeAnalysis: Hashable, Codable, Sendable {
    /// One per template stroke, in template order.
    public var strokes: [StrokeJudgement]
    /// Drawn strokes (indices into the ink) that match no template stroke.
    public var extraStrokes: [Int]
    /// Order, missing, extra, split, reversed and poorly drawn strokes, as facts the report words
    /// (``StrokeSentences``).
    public var issues: [StrokeIssue]

    public init(strokes: [StrokeJudgement], extraStrokes: [Int], issues: [StrokeIssue]) {
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
    /// What the recogniser says about the drawn stroke against the template's type; nil for a missing stroke or
    /// a template stroke with no named type.
    public var typeEvidence: TypeEvidence?
    /// The stroke type the drawn path looks like, when it could be recognised.
    public var recognizedType: StrokeType? { typeEvidence?.recognized }
    /// At most two short, specific tips from the weakest dimensions, as facts the report words in the
    /// learner's language (``StrokeSentences/tip(_:)``).
    public var tips: [StrokeTip]

    public init(
        templateIndex: Int, drawnIndex: Int?, scores: DimensionScores, accuracy: Double, passed: Bool,
        typeEvidence: TypeEvidence? = nil, tips: [StrokeTip] = []
    ) {
        self.templateIndex = templateIndex
        self.drawnIndex = drawnIndex
        self.scores = scores
        self.accuracy = accuracy
        self.passed = passed
        self.typeEvidence = typeEvidence
        self.tips = tips
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
