/// How a stroke is shown in the drawing and the timeline: the colour a reader tells verdicts apart by.
enum StrokeVerdict: String, Sendable, CaseIterable {
    /// Matched to a template stroke and drawn well enough: green.
    case passed
    /// Matched to a template stroke but drawn badly: red, with arrows showing the drawn direction.
    case failed
    /// Drawn but matched to no template stroke: grey.
    case extra
    /// A template stroke nobody drew: dashed, in the template's place.
    case missing

    /// The stroke colour. Colour is never the only cue: failed strokes also carry arrows, missing ones are
    /// dashed with hollow badges, extra ones are numbered `+n`, and the table says each verdict in words.
    var colour: String {
        switch self {
        case .passed: "#1f8a4c"
        case .failed: "#d1352b"
        case .extra: "#8c8c8c"
        case .missing: "#d1352b"
        }
    }
}
