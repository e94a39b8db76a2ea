import Foundation
import WriteOutLoud

/// The fields an attempt carries besides its ink and voice, read alike from an upload's form and from a live
/// session's `start`, so that both accept and refuse the same values.
enum AttemptFields {
    /// The feedback language: `en` when absent, else `en` or `zh`.
    /// - Throws: ``APIError`` 422 on field `lang` for any other text.
    static func language(_ text: String?) throws(APIError) -> FeedbackLanguage {
        guard let text else { return .en }
        guard let language = FeedbackLanguage(rawValue: text.trimmingCharacters(in: .whitespaces)) else {
            throw APIError(.unprocessableContent, field: "lang", problem: "is \"\(text)\", expected en or zh")
        }
        return language
    }

    /// Who made the attempt, trimmed; nil when absent.
    /// - Throws: ``APIError`` 422 on field `learner` unless it is 1 to 100 characters.
    static func learner(_ text: String?) throws(APIError) -> String? {
        guard let trimmed = text?.trimmingCharacters(in: .whitespacesAndNewlines) else { return nil }
        guard (1...100).contains(trimmed.count) else {
            throw APIError(.unprocessableContent, field: "learner", problem: "must be 1 to 100 characters")
        }
        return trimmed
    }
}
