import Foundation
import WriteOutLoud

/// The voices learners enrolled, read from the progress store at each attempt (so a voice enrolled or forgotten
/// through one server is heard at once through every other sharing the store): their own model when its MAP
/// means are kept and fit the server's acoustic model, else their speaker transform.
struct LearnerVoices: Sendable {
    let store: (any ProgressStore)?
    /// The acoustic model the server decodes with; a transform or model fitted to another is not used.
    let acousticModel: URL?
    /// Which learner models this server has built already (their means are then not read again); nil when it
    /// hears learners with their speaker transforms alone (``ServerLimits/learnerModels`` 0).
    let models: LearnerModelDecoders?

    /// How to hear `learner`'s attempts: ``LearnerVoice/standard`` for anonymous attempts, learners who have not
    /// enrolled, a server without a store or speech model, and voices fitted to another acoustic model.
    /// - Throws: ``APIError`` 503 or 500 when the store cannot be read.
    func voice(of learner: String?) async throws(APIError) -> LearnerVoice {
        guard let learner, let store, let acousticModel else { return .standard }
        do {
            guard let transform = try await store.speakerTransform(learner: learner),
                Self.same(transform.acousticModel, acousticModel)
            else { return .standard }
            guard let models, let model = try await store.learnerModel(learner: learner),
                Self.same(model.acousticModel, acousticModel), Self.isDigest(model.meansDigest)
            else { return .transform(transform.text) }
            if models.isBuilt(digest: model.meansDigest) {
                return .model(digest: model.meansDigest, means: nil, fallback: transform.text)
            }
            // Replaced or forgotten since it was looked up: the transform read just before is no fresher.
            guard let means = try await store.learnerModelMeans(learner: learner, digest: model.meansDigest) else {
                return .transform(transform.text)
            }
            return .model(digest: model.meansDigest, means: means, fallback: transform.text)
        } catch {
            throw APIError(storeError: error)
        }
    }

    static func same(_ path: String, _ model: URL) -> Bool {
        URL(fileURLWithPath: path).standardizedFileURL.path == model.standardizedFileURL.path
    }

    /// A digest names a folder: only 64 hex digits are taken from the store.
    private static func isDigest(_ text: String) -> Bool {
        text.count == 64 && text.allSatisfy { $0.isHexDigit && !$0.isUppercase }
    }
}
