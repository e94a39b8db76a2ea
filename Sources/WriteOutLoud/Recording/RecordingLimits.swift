/// The largest recording the engine accepts.
///
/// Beyond any real attempt at one character (no character has more than 64 strokes, the largest template
/// 28; a 240 Hz pen writes 10,000 points in 40 s), yet small enough that one hostile file cannot hold up a
/// batch: matching strokes grows about as the fourth power of their number (release build, 2 shared cores:
/// 64 strokes 7.8 s, 100 strokes 56 s; 10 strokes of 10,000 points 4.6 s).
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
        maximumFileSize: 64 << 20, maximumStrokes: 64, maximumPointsPerStroke: 10_000, maximumPoints: 100_000)
}
