/// A person's verdict on one stroke of one recording, used to calibrate the pass thresholds.
public struct CalibrationLabel: Hashable, Codable, Sendable {
    /// The recording file; relative paths are relative to the labels file's folder.
    public var recording: String
    /// 0-based template stroke index, as `strokes[].index` in the report JSON.
    public var strokeIndex: Int
    /// True when the person judged the stroke acceptable.
    public var humanPass: Bool
    /// For a failed stroke, the dimension the person found wrong, if they said.
    public var dimension: StrokeDimension?
    /// Where the label stands in its file (`line 4`, `labels[3]`), for error messages.
    public var location: String

    public init(recording: String, strokeIndex: Int, humanPass: Bool, dimension: StrokeDimension? = nil, location: String) {
        self.recording = recording
        self.strokeIndex = strokeIndex
        self.humanPass = humanPass
        self.dimension = dimension
        self.location = location
    }
}
