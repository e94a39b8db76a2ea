/// The store's active calibration that judged a report's strokes (`wol calibrate --store --activate`), so a
/// reader can tell which thresholds a verdict came from.
public struct AppliedCalibration: Hashable, Codable, Sendable {
    /// The store's id for the activation (``ActiveCalibration/id``).
    public var id: Int
    /// When it was activated (ISO 8601, UTC).
    public var activatedAt: String
    /// The threshold for stroke types without their own.
    public var passThreshold: Double

    public init(id: Int, activatedAt: String, passThreshold: Double) {
        self.id = id
        self.activatedAt = activatedAt
        self.passThreshold = passThreshold
    }
}
