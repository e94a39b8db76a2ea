/// One decode with a single name expected, kept for calibrating the "was the expected name said?" decision:
/// whether the name was accepted and the verification score of the accepted word.
struct VerificationTrial {
    var speaker: String
    var condition: String
    var group: RealVoiceResults.Group
    /// Syllables of the expected name.
    var syllables: Int
    /// Whether the expected name is what was said (false: a confusable name or a near word was expected).
    var said: Bool
    /// Whether the engine accepted the expected name.
    var accepted: Bool
    /// The accepted word's log-likelihood ratio per frame against the best free names
    /// (``WordSegment/verification``); nil when not verified (then the acceptance stands at every threshold).
    var score: Double?

    /// Whether the name would be accepted with this verification threshold.
    func accepted(threshold: Double) -> Bool {
        accepted && (score.map { $0 >= -threshold } ?? true)
    }
}
