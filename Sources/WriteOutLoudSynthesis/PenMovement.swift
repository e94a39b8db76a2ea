import WriteOutLoud

/// One movement of the pen within a drawn stroke (a stroke, or the hairline the pen runs along to the next stroke
/// without lifting), sampled on its own by ``AttemptGenerator/place(movements:)``: the pen slows at its ends.
public struct PenMovement: Sendable {
    /// The movement's path in the template frame.
    public var path: [Point]
    /// How many points a sparse pen leaves of it (nil: every sample at the pen's rate).
    public var points: ClosedRange<Int>?

    public init(path: [Point], points: ClosedRange<Int>? = nil) {
        self.path = path
        self.points = points
    }
}
