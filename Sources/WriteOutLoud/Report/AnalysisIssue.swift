/// Something wrong with a recording that a learner should be told about: an entry of the report's `errors[]`,
/// worded in the report's language.
public struct AnalysisIssue: Hashable, Codable, Sendable {
    public var kind: IssueKind
    /// The template stroke it concerns (0-based), if any.
    public var stroke: Int?
    /// A sentence a learner understands.
    public var message: String

    public init(kind: IssueKind, stroke: Int?, message: String) {
        self.kind = kind
        self.stroke = stroke
        self.message = message
    }
}
