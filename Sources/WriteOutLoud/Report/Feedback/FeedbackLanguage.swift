/// The language of the sentences a report gives the learner.
public enum FeedbackLanguage: String, Codable, Sendable, CaseIterable {
    case en
    case zh
}
