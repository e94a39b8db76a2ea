extension IssueDetail {
    /// The same mistake with its template strokes and drawn strokes renumbered, as a letter's issues are when
    /// the letter is judged on its own and reported within its word (``CursiveWordJudge``).
    /// - Parameter character: what an extra stroke is said not to belong to.
    func renumbered(stroke: (Int) -> Int, drawn: (Int) -> Int, character: String) -> IssueDetail {
        switch self {
        case .order(let first, let other): .order(drawnFirst: stroke(first), shouldComeFirst: stroke(other))
        case .missing(let index, let type): .missing(stroke: stroke(index), type: type)
        case .extra(let index, _): .extra(drawn: drawn(index), character: character)
        case .merged(let index, let other): .merged(stroke: stroke(index), with: stroke(other))
        case .split(let index, let pieces): .split(stroke: stroke(index), pieces: pieces)
        case .reversed(let index, let heading): .reversed(stroke: stroke(index), heading: heading)
        case .wrongType(let index, let expected, let recognized):
            .wrongType(stroke: stroke(index), expected: expected, recognized: recognized)
        case .poorlyDrawn(let index, let type): .poorlyDrawn(stroke: stroke(index), type: type)
        case .letterMissing, .lettersSwapped: self
        }
    }
}
