/// Decides whether a piece of a recording holds the expected names, by a likelihood ratio rather than by
/// trusting one biased best path.
///
/// The piece is searched twice: once allowing only the expected names ("forced") and once allowing every
/// name on equal terms ("free"). The forced path can only explain the audio as well as the free one or worse;
/// how much worse, per frame of name it claims, says whether the learner said an expected name (a small loss:
/// another name fit a little better) or something else (a large loss). Names are accepted when the loss is at
/// most ``threshold``; otherwise the free words are reported, so a clearly different name is still heard.
struct ExpectedNameVerifier: Sendable {
    /// Largest accepted loss of log-likelihood (natural log) per frame of name.
    var threshold: Double

    /// The verification score of a forced search against a free one: log-likelihood ratio per frame of
    /// name (0 or above when the forced path is as good as the free one); nil when the forced path holds no
    /// name.
    static func score(forced: SearchedPiece, free: SearchedPiece) -> Double? {
        guard forced.nameFrames > 0 else { return nil }
        return (forced.acousticScore - free.acousticScore) / Double(forced.nameFrames)
    }

    /// The words to report for a piece: the forced search's, each carrying its score, when they pass; else the
    /// free search's.
    func words(forced: SearchedPiece, free: SearchedPiece) -> [WordSegment] {
        guard let score = Self.score(forced: forced, free: free), score >= -threshold else { return free.words }
        return forced.words.map { word in
            var verified = word
            verified.verification = score
            return verified
        }
    }
}
