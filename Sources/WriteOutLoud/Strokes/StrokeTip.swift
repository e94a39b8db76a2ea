/// One short piece of advice on how to draw a stroke better, as a fact the report layer puts into words
/// (``StrokeSentences/tip(_:)``) in the learner's language.
///
/// Amounts say by how much, so a writer can tell a nudge from a move: `by` in character sizes (0.1 is a tenth of
/// the character), `percent` of the stroke's own length. Nil where the amount is not known.
public enum StrokeTip: Hashable, Codable, Sendable {
    /// The stroke was drawn backwards: start where the model starts and draw its way.
    case startAndDraw(StrokeHeading)
    /// The stroke's main movement runs another way than the model's: draw it the model's way.
    case draw(StrokeHeading)
    /// The stroke runs the model's way but at an angle to it: turn it by about `degrees`.
    case turn(Rotation, degrees: Int)
    /// The stroke starts in the wrong place: start it further this way.
    case startFurther(Shift, by: Double? = nil)
    /// The whole stroke is in the wrong place: move it this way.
    case move(Shift, by: Double? = nil)
    case longer(percent: Int? = nil)
    case shorter(percent: Int? = nil)
    case narrower(by: Double? = nil)
    case wider(by: Double? = nil)
    /// Make it less tall.
    case lessTall(by: Double? = nil)
    case taller(by: Double? = nil)
    /// A different stroke type was drawn: draw `expected` here, not `drawn`.
    case drawType(expected: StrokeType, drawn: StrokeType)
    /// The shape is off in a way no simpler tip names.
    case followShape
    /// The stroke was not drawn: draw it (of this type, when it has one).
    case drawMissing(StrokeType?)
    /// Not a correction: the stroke was joined to the stroke before it or the one after it (an entry from the
    /// last stroke's end, a tail towards the next one's start), as a fluent hand writes. It was judged without
    /// the join and fails nothing.
    case joined(Join)
    /// The join into this cursive letter dips below the baseline, by `by` x-heights: keep it on the line.
    case joinSags(by: Double)
    /// Not a correction: the pen lifted between this cursive letter and the one before; cursive joins them.
    case notJoined

    /// A way to move a stroke or its start on the page.
    public enum Shift: String, Codable, Sendable, CaseIterable {
        case left
        case right
        case up
        case down
    }

    /// A way to turn a stroke on the page (as the hands of a clock turn, or against them).
    public enum Rotation: String, Codable, Sendable, CaseIterable {
        case clockwise
        case anticlockwise
    }

    /// Which strokes a stroke was joined to: by a tail or an entry, or written in one movement with its neighbour
    /// (the pen never lifting between them, as 口's 横折 and 横 run together), each judged from its own part.
    public enum Join: String, Codable, Sendable, CaseIterable {
        case fromPrevious
        case toNext
        case both
        case inOneWithPrevious
        case inOneWithNext
    }

    /// Whether this tip asks for a change (false for a note such as ``joined(_:)``).
    public var isCorrection: Bool {
        switch self {
        case .joined, .notJoined: false
        default: true
        }
    }
}
