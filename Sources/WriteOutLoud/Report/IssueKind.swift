/// The kinds of mistake the engine reports in `errors[]`.
public enum IssueKind: String, Codable, Sendable, CaseIterable {
    /// A stroke was drawn before one that should come first.
    case order
    /// A template stroke has no drawn stroke.
    case missing
    /// A drawn stroke matches no template stroke.
    case extra
    /// Two template strokes were drawn as one connected stroke: found in reports of earlier versions only; such
    /// strokes are now judged each on its own and noted as joined.
    case merged
    /// One template stroke was drawn in two or more pieces.
    case split
    /// A stroke was drawn from its end to its start.
    case reversed
    /// A stroke was drawn badly enough to fail.
    case poorlyDrawn
    /// A name other than the stroke's was spoken for it.
    case wrongName
    /// No name was heard for a stroke.
    case unspoken
    /// The name was spoken too far from the stroke in time.
    case timing
}
