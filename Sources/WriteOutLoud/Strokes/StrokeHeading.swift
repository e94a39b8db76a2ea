/// Which way a stroke runs from its start to its end, in the words a teacher would use: left to right,
/// top to bottom, or both for a slanted stroke.
///
/// A fact, not a sentence: the report layer (``StrokeSentences``) says it in the learner's language.
public struct StrokeHeading: Hashable, Codable, Sendable {
    /// Sideways sense of the stroke, nil when it runs (nearly) straight up or down.
    public var horizontal: Horizontal?
    /// Up-down sense of the stroke, nil when it runs (nearly) straight sideways.
    public var vertical: Vertical?

    public enum Horizontal: String, Codable, Sendable, CaseIterable {
        case leftToRight
        case rightToLeft
    }

    public enum Vertical: String, Codable, Sendable, CaseIterable {
        /// Downwards on the page (y grows).
        case topToBottom
        case bottomToTop
    }

    public init(horizontal: Horizontal?, vertical: Vertical?) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The heading of a path from its first to its last point; a component is dropped when the other is more
    /// than twice as large, and both are nil for an empty or zero-length path (its direction is unknown).
    public init(of path: [Point]) {
        guard let start = path.first, let end = path.last, (end - start).length > 0 else {
            self.init(horizontal: nil, vertical: nil)
            return
        }
        let step = end - start
        let horizontal: Horizontal = step.x >= 0 ? .leftToRight : .rightToLeft
        let vertical: Vertical = step.y >= 0 ? .topToBottom : .bottomToTop
        if abs(step.x) > 2 * abs(step.y) {
            self.init(horizontal: horizontal, vertical: nil)
        } else if abs(step.y) > 2 * abs(step.x) {
            self.init(horizontal: nil, vertical: vertical)
        } else {
            self.init(horizontal: horizontal, vertical: vertical)
        }
    }

    /// True when the path gave no direction to name.
    public var isUnknown: Bool { horizontal == nil && vertical == nil }
}
