/// One sample of the pen: where it was and when (seconds on the ink clock).
public struct InkPoint: Hashable, Codable, Sendable {
    public var x: Double
    public var y: Double
    /// Seconds on the ink clock.
    public var t: Double
    public var force: Double?
    public var altitude: Double?
    public var azimuth: Double?

    public init(x: Double, y: Double, t: Double, force: Double? = nil, altitude: Double? = nil, azimuth: Double? = nil) {
        self.x = x
        self.y = y
        self.t = t
        self.force = force
        self.altitude = altitude
        self.azimuth = azimuth
    }

    public var point: Point { Point(x: x, y: y) }
}
