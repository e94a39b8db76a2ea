import Foundation

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

    /// A unit step the heading names (y down), nil when it is unknown.
    public var step: Point? {
        let x: Double = switch horizontal {
        case .leftToRight: 1
        case .rightToLeft: -1
        case nil: 0
        }
        let y: Double = switch vertical {
        case .topToBottom: 1
        case .bottomToTop: -1
        case nil: 0
        }
        let step = Point(x: x, y: y)
        return step.length > 0 ? step / step.length : nil
    }

    /// Largest angle between a movement and a heading it is said to follow: beyond it the heading names another
    /// way (left to right versus top left to bottom right are 45° apart).
    static let agreement = 45 * Double.pi / 180

    /// Whether a movement (`step`, y down) already runs this way: told to draw a stroke this way, a writer who
    /// moved like that would be contradicted. False for a heading or movement with no direction.
    public func isFollowed(by step: Point) -> Bool {
        guard let own = self.step, step.length > 0 else { return false }
        return own.dot(step) / step.length >= cos(Self.agreement) - 1e-9
    }
}
