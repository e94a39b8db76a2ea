/// A word for the overall score: excellent ≥ 90, good ≥ 75, ok ≥ 60, try again below.
public enum Grade: String, Codable, Sendable, CaseIterable {
    case excellent
    case good
    case ok
    case tryAgain = "try again"

    public init(score: Double) {
        self =
            switch score {
            case 90...: .excellent
            case 75..<90: .good
            case 60..<75: .ok
            default: .tryAgain
            }
    }
}
