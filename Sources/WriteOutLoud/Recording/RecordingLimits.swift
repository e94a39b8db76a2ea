/// The largest recording the engine accepts.
///
/// Far beyond any real attempt at one character (the largest template has 28 strokes; a 240 Hz pen writes
/// 10,000 points in 40 s), yet small enough that one hostile file cannot hold up a batch: matching strokes grows
/// steeply with their number (about a minute for 60 strokes in a debug build).
public struct RecordingLimits: Hashable, Sendable {
    /// The largest recording file, in bytes.
    public var maximumFileSize: Int
    public var maximumStrokes: Int
    public var maximumPointsPerStroke: Int
    /// Points over all strokes.
    public var maximumPoints: Int

    public init(maximumFileSize: Int, maximumStrokes: Int, maximumPointsPerStroke: Int, maximumPoints: Int) {
        self.maximumFileSize = maximumFileSize
        self.maximumStrokes = maximumStrokes
        self.maximumPointsPerStroke = maximumPointsPerStroke
        self.maximumPoints = maximumPoints
    }

    public static let `default` = RecordingLimits(
        maximumFileSize: 64 << 20, maximumStrokes: 100, maximumPointsPerStroke: 10_000, maximumPoints: 100_000)
}
