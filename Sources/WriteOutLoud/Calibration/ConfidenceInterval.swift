/// A range that holds the true value of a statistic with the stated confidence.
public struct ConfidenceInterval: Hashable, Codable, Sendable {
    public var lower: Double
    public var upper: Double
    /// Confidence level, e.g. 0.95.
    public var level: Double

    public init(lower: Double, upper: Double, level: Double) {
        self.lower = lower
        self.upper = upper
        self.level = level
    }

    public func contains(_ value: Double) -> Bool { (lower...upper).contains(value) }
}
