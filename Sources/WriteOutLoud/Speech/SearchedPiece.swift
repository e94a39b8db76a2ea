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
}
