/// What one search of one piece of a recording found: the words that passed the checks, and how well its best
/// path explained the audio, for comparing two searches of the same piece (``ExpectedNameVerifier``).
struct SearchedPiece {
    /// The words of the best path that pass the confidence and loudness checks.
    var words: [WordSegment]
    /// Log-likelihood (natural log) of the piece's audio along the best path, acoustic model only: the
    /// grammar's weights are left out so that searches with different grammars compare.
    var acousticScore: Double
    /// Frames the best path spends in stroke names (not in pauses, silence or noise words), before any check.
    var nameFrames: Int
    /// The frames of each stroke name on the best path, counted from the piece's first frame.
    var nameSpans: [ClosedRange<Int>] = []
    /// Log-likelihood of the audio of ``nameSpans`` along the best path, acoustic model only: what the "not a
    /// name" competitor is measured against (``PhoneLoopVerifier``), on the name's frames alone.
    var nameScore = 0.0

    /// The part of a search's best path that falls within ``nameSpans``: the sum of its words' acoustic scores,
    /// each word counted by the share of its frames inside the spans.
    func scoreWithinNames(of path: [PocketSphinxDecoder.Segment]) -> Double {
        path.reduce(0) { sum, segment in
            let length = segment.lastFrame - segment.firstFrame + 1
            guard length > 0 else { return sum }
            let inside = nameSpans.reduce(0) { count, span in
                count + max(0, min(span.upperBound, segment.lastFrame) - max(span.lowerBound, segment.firstFrame) + 1)
            }
            return sum + segment.acousticScore * Double(inside) / Double(length)
        }
    }
}
