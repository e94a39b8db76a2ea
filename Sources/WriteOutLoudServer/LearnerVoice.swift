import WriteOutLoud

/// How the server hears one attempt's speaker, as ``LearnerVoices`` found it in the store.
enum LearnerVoice: Sendable, Equatable {
    /// The speaker-independent model: anonymous, not enrolled, or enrolled on another acoustic model.
    case standard
    /// The learner's speaker transform (its text).
    case transform(String)
    /// The learner's own model (MLLR then MAP means) named by its means' digest; `means` are given when this
    /// server has not built the model yet, and `fallback` is the transform to hear with if it cannot be loaded.
    case model(digest: String, means: LearnerMeans?, fallback: String)

    /// The speaker transform this voice applies to the standard model, or falls back on.
    var transform: String? {
        switch self {
        case .standard: nil
        case .transform(let text), .model(_, _, let text): text
        }
    }
}
