/// One of the four judged dimensions of a drawn stroke, by name, for labels and lesson reports.
public enum StrokeDimension: String, Codable, Sendable, CaseIterable {
    case shape
    case direction
    case position
    case proportion

    /// This dimension's score in a set of scores.
    public func score(in scores: DimensionScores) -> Double {
        switch self {
        case .shape: scores.shape
        case .direction: scores.direction
        case .position: scores.position
        case .proportion: scores.proportion
        }
    }
}
