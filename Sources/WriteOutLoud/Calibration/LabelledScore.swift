/// One engine score with a person's verdict on the same stroke: the raw material of a ROC curve.
public struct LabelledScore: Hashable, Codable, Sendable {
    /// The engine's score, higher meaning better (stroke accuracy, 0–100).
    public var score: Double
    /// True when the person judged the stroke acceptable.
    public var humanPass: Bool

    public init(score: Double, humanPass: Bool) {
        self.score = score
        self.humanPass = humanPass
    }
}
