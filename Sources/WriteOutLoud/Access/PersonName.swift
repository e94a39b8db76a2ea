/// A teacher's or learner's name as the store keeps it: trimmed, 1 to 100 characters, one line.
public enum PersonName {
    /// - Parameter field: the field to name in the error (`name`, `learner`, `--teacher` …).
    /// - Throws: ``AccessError`` on `field` for an empty, overlong or multi-line name, or for a learner named
    ///   like the attempts of nobody in particular (``LessonAttempt/anonymousLearner``).
    public static func checked(_ text: String, field: String) throws(AccessError) -> String {
        let name = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard (1...100).contains(name.count) else { throw AccessError(field: field, problem: "must be 1 to 100 characters") }
        guard !name.contains(where: \.isNewline) else { throw AccessError(field: field, problem: "must be one line") }
        guard name != LessonAttempt.anonymousLearner else {
            throw AccessError(field: field, problem: "\"\(name)\" is kept for attempts of nobody in particular")
        }
        return name
    }
}
