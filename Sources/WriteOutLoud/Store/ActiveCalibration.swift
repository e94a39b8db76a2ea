/// The calibration a progress store holds as active, with the store's id for it and when it was activated.
public struct ActiveCalibration: Hashable, Sendable {
    /// The store's id for this activation; a later activation always gets a larger one.
    public var id: Int
    /// When it was activated (ISO 8601, UTC).
    public var activatedAt: String
    public var calibration: Calibration

    public init(id: Int, activatedAt: String, calibration: Calibration) {
        self.id = id
        self.activatedAt = activatedAt
        self.calibration = calibration
    }

    /// What a report says about it when its strokes were judged with it.
    public var applied: AppliedCalibration {
        AppliedCalibration(id: id, activatedAt: activatedAt, passThreshold: calibration.passThreshold)
    }
}
