import WriteOutLoud

/// A speech decoder loaded from one learner model, lent by ``LearnerModelDecoders`` to one engine slot at a time.
/// `@unchecked Sendable`: the cache hands it to one borrower and takes it back before lending it again.
final class LearnerDecoder: @unchecked Sendable {
    /// The digest of the means it was loaded with.
    let digest: String
    let recognizer: SpeechRecognizer

    init(digest: String, recognizer: SpeechRecognizer) {
        self.digest = digest
        self.recognizer = recognizer
    }
}
