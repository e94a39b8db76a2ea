/// The engine's agreement with teachers on one dimension's verdicts held out of a calibration's fit: with the
/// engine's verdicts at the time, and with the calibration's thresholds where it fits any. Kept with the
/// calibration, so the lesson report and the review page can say what activating it changed.
public struct HeldOutAgreement: Hashable, Codable, Sendable {
    public var dimension: VerdictDimension
    /// The engine's verdicts when the teacher judged.
    public var before: Agreement
    /// The calibration's verdicts on the same strokes; nil for a dimension it fits no threshold for.
    public var after: Agreement?

    public init(dimension: VerdictDimension, before: Agreement, after: Agreement?) {
        self.dimension = dimension
        self.before = before
        self.after = after
    }
}
