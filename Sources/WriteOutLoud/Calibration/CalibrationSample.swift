/// A human verdict joined with the engine's judgement of the same stroke.
public struct CalibrationSample: Hashable, Codable, Sendable {
    /// The template stroke's type; nil for a stroke with no named type, which counts towards the overall
    /// threshold only.
    public var strokeType: StrokeType?
    /// The engine's stroke accuracy, 0–100.
    public var accuracy: Double
    public var scores: DimensionScores
    public var humanPass: Bool
    /// The dimension the person found wrong, if they said.
    public var dimension: StrokeDimension?

    public init(
        strokeType: StrokeType?, accuracy: Double, scores: DimensionScores, humanPass: Bool,
        dimension: StrokeDimension? = nil
    ) {
        self.strokeType = strokeType
        self.accuracy = accuracy
        self.scores = scores
        self.humanPass = humanPass
        self.dimension = dimension
    }

    /// Joins labels with the reports of their recordings.
    /// - Parameters:
    ///   - labels: human verdicts, their `recording` paths as keys of `reports`.
    ///   - reports: the analysis of each labelled recording, by path.
    ///   - labelsFile: the labels file's name, for errors.
    /// - Throws: ``CalibrationError`` for a label whose recording has no report or whose stroke index is
    ///   beyond the character's strokes.
    public static func join(
        _ labels: [CalibrationLabel], with reports: [String: AnalysisReport], labelsFile: String
    ) throws(CalibrationError) -> [CalibrationSample] {
        try labels.map { label throws(CalibrationError) in
            guard let report = reports[label.recording] else {
                throw CalibrationError(
                    file: labelsFile, field: "\(label.location), recording",
                    problem: "\(label.recording) was not analysed")
            }
            guard report.strokes.indices.contains(label.strokeIndex) else {
                throw CalibrationError(
                    file: labelsFile, field: "\(label.location), stroke index",
                    problem: "is \(label.strokeIndex) but \(report.character) has \(report.strokes.count) strokes (0-based)")
            }
            let stroke = report.strokes[label.strokeIndex]
            return CalibrationSample(
                strokeType: stroke.expected.type, accuracy: stroke.accuracy, scores: stroke.scores,
                humanPass: label.humanPass, dimension: label.dimension)
        }
    }

    var labelledScore: LabelledScore { LabelledScore(score: accuracy, humanPass: humanPass) }
}
