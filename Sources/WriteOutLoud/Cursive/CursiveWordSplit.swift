/// How a drawn word divides into its letters (``CursiveWordSplitter``): each letter's ink, the letters left
/// out or swapped, and how each join was written.
struct CursiveWordSplit: Sendable {
    /// The ink of one letter: pieces of the joined body (drawn stroke, sample range) and its marks.
    struct LetterInk: Sendable {
        /// Its part of the body, as samples of ``CursiveBodyPath`` from `first` through `last`.
        var first: Int
        var last: Int
        /// Its dots and cross bars, drawn stroke indices in drawing order.
        var marks: [Int]
    }

    /// How a join between two letters was written.
    enum JoinWriting: Equatable, Sendable {
        /// In one movement; `sag` is how far it dips below the baseline, in x-heights (0 when it does not).
        case joined(sag: Double)
        /// The pen lifted between the letters.
        case unjoined
        /// A letter either side is missing or out of place, so there is no join to judge.
        case notWritten
    }

    var body: CursiveBodyPath
    /// One per letter of the word, nil for a letter left out.
    var letters: [LetterInk?]
    /// Letter pairs (the first's index) written in each other's place.
    var swapped: [Int]
    /// One per join of the layout, in its order.
    var joins: [JoinWriting]
    /// Drawn strokes that belong to no letter: marks near no dotted or crossed letter, or ink between letters
    /// that matches none of them.
    var extra: [Int]
}
