/// One short piece of advice on how to draw a stroke better, as a fact the report layer puts into words
/// (``StrokeSentences/tip(_:)``) in the learner's language.
public enum StrokeTip: Hashable, Codable, Sendable {
    /// The stroke was drawn backwards: start where the model starts and draw its way.
    case startAndDraw(StrokeHeading)
    /// The stroke's direction is off: draw it the model's way.
    case draw(StrokeHeading)
    /// The stroke starts in the wrong place: start it further this way.
    case startFurther(Shift)
    /// The whole stroke is in the wrong place: move it this way.
    case move(Shift)
    case longer
    case shorter
    case narrower
    case wider
    /// Make it less tall.
    case lessTall
    case taller
    /// A different stroke type was drawn: draw `expected` here, not `drawn`.
    case drawType(expected: StrokeType, drawn: StrokeType)
    /// The shape is off in a way no simpler tip names.
    case followShape
    /// The stroke was not drawn: draw it (of this type, when it has one).
    case drawMissing(StrokeType?)

    /// A way to move a stroke or its start on the page.
    public enum Shift: String, Codable, Sendable, CaseIterable {
        case left
        case right
        case up
        case down
    }
}
