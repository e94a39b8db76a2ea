/// Which drawn strokes were meant as which template strokes, including two template strokes drawn
/// as one (merged) and one template stroke drawn in pieces (split).
struct StrokeCorrespondence: Sendable {
    /// What a template stroke was drawn as.
    enum Source: Hashable, Sendable {
        /// One drawn stroke on its own.
        case single(Int)
        /// Part of a drawn stroke that also covers the template stroke `partner`.
        case merged(Int, partner: Int)
        /// Several drawn strokes, in drawing order.
        case split([Int])
    }

    /// One entry per template stroke; nil when missing.
    var sources: [Source?]
    /// Drawn strokes used by no template stroke.
    var extra: [Int]

    /// How far the reading is from one drawn stroke per template stroke: template strokes missing, merged or split,
    /// and drawn strokes left over.
    var departures: Int {
        sources.count { source in
            guard case .single? = source else { return true }
            return false
        } + extra.count
    }
}

extension StrokeCorrespondence.Source {
    /// The drawn strokes this source uses, in drawing order.
    var drawnIndices: [Int] {
        switch self {
        case .single(let index), .merged(let index, _): [index]
        case .split(let pieces): pieces
        }
    }

    /// The first drawn stroke, which fixes the source's place in the drawing order.
    var firstDrawn: Int { drawnIndices.first ?? 0 }
}
