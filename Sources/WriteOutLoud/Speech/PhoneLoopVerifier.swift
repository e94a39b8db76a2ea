/// Decides whether the expected names the biased search heard in a piece were said, against a "not a name"
/// competitor: a free loop of the acoustic model's phones, which can explain any sound (a near word such as
/// 很 for 横, a cough, another language) as well as the audio allows.
///
/// The name verifier that compares names only with other names (``ExpectedNameVerifier``) cannot reject a near
/// word: the other names fit it no better than the expected one. The phone loop, searched with the grammar's
/// phone insertion penalty, fits any sound about as well every time; how the names do against it, per frame of
/// name, says whether they were said (on a syllable said clearly the names fit better, by 0.5 per frame on
/// pffy's shù).
struct PhoneLoopVerifier: Sendable {
    var margins: PhoneLoopMargins

    /// The score of the biased search's names against the competitor: log-likelihood ratio per frame of name,
    /// on the names' frames alone (higher: the names explain those frames better than the competitor does); nil
    /// when the biased search holds no name.
    /// - Parameter sounds: the competitor's log-likelihood of the names' frames (``SearchedPiece/scoreWithinNames(of:)``).
    static func score(named: SearchedPiece, sounds: Double) -> Double? {
        guard named.nameFrames > 0 else { return nil }
        return (named.nameScore - sounds) / Double(named.nameFrames)
    }

    /// Whether a piece needs the phone loop: it holds a word naming an expected stroke.
    static func needsCheck(_ piece: SearchedPiece, expected: Set<StrokeType>) -> Bool {
        piece.words.contains { $0.name.map(expected.contains) == true }
    }

    /// The piece's words to report: every word, the expected names carrying their score, when the expected
    /// names pass the margin of their longest name; else the words without the expected names.
    /// - Parameters:
    ///   - named: the biased search of the piece.
    ///   - sounds: the competitor's acoustic log-likelihood of the names' frames.
    ///   - expected: the names the learner should say.
    func words(named: SearchedPiece, sounds: Double, expected: Set<StrokeType>) -> [WordSegment] {
        let isExpected = { (word: WordSegment) in word.name.map(expected.contains) == true }
        guard let score = Self.score(named: named, sounds: sounds) else { return named.words }
        let syllables = named.words.filter(isExpected).compactMap { $0.name?.syllables.count }.max() ?? 1
        guard score >= -margins.margin(syllables: syllables) else { return named.words.filter { !isExpected($0) } }
        return named.words.map { word in
            guard isExpected(word) else { return word }
            var verified = word
            verified.verification = score
            return verified
        }
    }
}
