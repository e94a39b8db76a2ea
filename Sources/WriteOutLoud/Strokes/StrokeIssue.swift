/// A mistake the stroke analyzer found, as facts (``IssueDetail``) that the report puts into words
/// (``StrokeSentences/issue(_:)``), and the template stroke it is reported against.
public struct StrokeIssue: Hashable, Codable, Sendable {
    public var detail: IssueDetail
    /// The template stroke it concerns (0-based); nil for a drawn stroke that belongs to none.
    public var stroke: Int?

    public init(_ detail: IssueDetail, stroke: Int?) {
        self.detail = detail
        self.stroke = stroke
    }

    /// The kind of mistake as `errors[].kind` reports it.
    public var kind: IssueKind { detail.kind }
}
