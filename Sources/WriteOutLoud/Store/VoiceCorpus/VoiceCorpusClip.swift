/// One clip of a consenting learner's voice for training the acoustic model: a stroke name heard in one of their
/// stored attempts, where the kept voice says it, labelled with the name the stroke expected.
public struct VoiceCorpusClip: Hashable, Sendable {
    /// Why the label is trusted.
    public enum Label: String, Hashable, Sendable {
        /// The teacher's standing verdict on the stroke's name is pass.
        case teacher
        /// No teacher judged it, and the engine heard the expected name (or a homophone) confidently.
        case engine
    }

    public var learner: String
    public var attempt: Int64
    /// 0-based template stroke index.
    public var stroke: Int
    /// The stroke's expected name: the clip's label.
    public var name: StrokeType
    public var label: Label
    /// Where to cut, in seconds of the kept voice (margin included).
    public var start: Double
    public var end: Double

    public init(learner: String, attempt: Int64, stroke: Int, name: StrokeType, label: Label, start: Double, end: Double) {
        self.learner = learner
        self.attempt = attempt
        self.stroke = stroke
        self.name = name
        self.label = label
        self.start = start
        self.end = end
    }

    /// The label as the training pipeline reads it: tone-numbered syllables, e.g. `heng2 zhe2`.
    public var pinyin: String {
        name.syllables.compactMap { Pinyin($0)?.numbered }.joined(separator: " ")
    }

    /// The clip's file name without extension, unique within its learner: attempt, stroke and name
    /// (`a12-s3-hengzhe`).
    public var identifier: String { "a\(attempt)-s\(stroke + 1)-\(name.rawValue)" }
}
