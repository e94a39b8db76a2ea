/// A learner's consent to lend their voice to train the engine's acoustic model: what `wol corpus export`
/// exports their clips on (docs/security.md, "Lending a voice").
public struct VoiceConsent: Hashable, Sendable, Codable {
    public var learner: String
    /// When it was given, ISO 8601.
    public var givenAt: String
    /// The teacher who recorded it (the learner's teacher when it was given).
    public var givenBy: String

    public init(learner: String, givenAt: String, givenBy: String) {
        self.learner = learner
        self.givenAt = givenAt
        self.givenBy = givenBy
    }
}
