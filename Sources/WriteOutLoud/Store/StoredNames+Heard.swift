import Foundation

extension StoredNames {
    /// The words heard per stroke as `attemptReplay.heard` keeps them: a JSON array of strings and nulls.
    static func text(of heard: [String?]) throws(StoreError) -> String {
        do {
            return String(decoding: try JSONEncoder().encode(heard), as: UTF8.self)
        } catch {
            throw StoreError(file: "", field: "attemptReplay.heard", problem: "cannot be written: \(error)")
        }
    }

    /// The words heard per stroke in `attemptReplay.heard`.
    static func heard(_ text: String) throws(StoreError) -> [String?] {
        do {
            return try JSONDecoder().decode([String?].self, from: Data(text.utf8))
        } catch {
            throw StoreError(file: "", field: "attemptReplay.heard", problem: "is not a JSON array of words")
        }
    }

    /// The speech verdicts per stroke as `attemptReplay.speech` keeps them: a JSON array of verdicts and nulls.
    static func text(of speech: [SpeechVerdict?]) throws(StoreError) -> String {
        do {
            return String(decoding: try JSONEncoder().encode(speech), as: UTF8.self)
        } catch {
            throw StoreError(file: "", field: "attemptReplay.speech", problem: "cannot be written: \(error)")
        }
    }

    /// The speech verdicts per stroke in `attemptReplay.speech`; none for a replay kept before they were.
    static func speech(_ text: String?) throws(StoreError) -> [SpeechVerdict?] {
        guard let text else { return [] }
        do {
            return try JSONDecoder().decode([SpeechVerdict?].self, from: Data(text.utf8))
        } catch {
            throw StoreError(file: "", field: "attemptReplay.speech", problem: "is not a JSON array of speech verdicts")
        }
    }
}
