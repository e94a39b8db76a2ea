/// How a cursive stroke connects to its neighbours: the guide line its entry stroke comes from and the one its
/// exit stroke leaves at, so that letters can later be joined into words without gaps.
public struct StrokeJoins: Hashable, Codable, Sendable {
    /// Where the connector from the previous letter arrives: the stroke's start lies on this line.
    public var entry: JoinLine
    /// Where the connector to the next letter leaves: the stroke's end lies on this line.
    public var exit: JoinLine

    public init(entry: JoinLine, exit: JoinLine) {
        self.entry = entry
        self.exit = exit
    }
}

/// The guide line a cursive join lies on.
public enum JoinLine: String, Codable, Sendable, CaseIterable {
    /// The stroke does not join on this side (a dot, a cross bar, the start of a word).
    case none
    /// A low join, on the baseline (after a, c, d, e, i, l, t, u).
    case baseline
    /// A high join, at the x-height (after o, v, w, b).
    case xHeight
}
