import Foundation
import WriteOutLoud

/// The speaker transforms learners enrolled, read from the progress store at each attempt (so a voice enrolled
/// or forgotten through one server is heard at once through every other sharing the store).
struct LearnerVoices: Sendable {
    let store: (any ProgressStore)?
    /// The acoustic model the server decodes with; a transform fitted to another is not used.
    let acousticModel: URL?

    /// The transform text to decode `learner`'s attempts with; nil for anonymous attempts, learners who have not
    /// enrolled, a server without a store or speech model, and transforms fitted to another acoustic model.
    /// - Throws: ``APIError`` 503 or 500 when the store cannot be read.
    func transform(of learner: String?) async throws(APIError) -> String? {
        guard let learner, let store, let acousticModel else { return nil }
        let stored: StoredSpeakerTransform?
        do {
            stored = try await store.speakerTransform(learner: learner)
        } catch {
            throw APIError(storeError: error)
        }
        guard let stored, Self.same(stored.acousticModel, acousticModel) else { return nil }
        return stored.text
    }

    static func same(_ path: String, _ model: URL) -> Bool {
        URL(fileURLWithPath: path).standardizedFileURL.path == model.standardizedFileURL.path
    }
}
