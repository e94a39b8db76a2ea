/// A learner as the class roster knows them.
public struct ClassLearner: Hashable, Sendable, Codable {
    public var name: String
    /// Whose class they are in; nil for a learner with attempts but no class (stored before classes existed).
    public var teacher: String?
    /// Whether a practice link works for them now (false once revoked).
    public var hasLink: Bool
    /// Since when the learner lends their voice to train the engine's acoustic model (ISO 8601, set by their
    /// teacher: ``VoiceConsentStore``); nil when they do not.
    public var voiceLentSince: String?

    public init(name: String, teacher: String?, hasLink: Bool, voiceLentSince: String? = nil) {
        self.name = name
        self.teacher = teacher
        self.hasLink = hasLink
        self.voiceLentSince = voiceLentSince
    }
}
