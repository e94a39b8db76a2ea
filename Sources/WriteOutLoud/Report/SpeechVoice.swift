/// Which acoustic model heard an attempt's words.
public enum SpeechVoice: String, Codable, Sendable {
    /// The learner's own voice: the speaker transform they enrolled (`PUT /api/v1/voice`, `wol enroll --store`).
    case learner
    /// The speaker-independent model: the learner has not enrolled (or is anonymous).
    case standard
}
