/// Which acoustic model heard an attempt's words.
public enum SpeechVoice: String, Codable, Sendable {
    /// The learner's own voice: the speaker transform they enrolled (`PUT /api/v1/voice`, `wol enroll --store`).
    case learner
    /// The learner's own model: the means re-estimated by MAP from their reading after the speaker transform
    /// (`PUT /api/v1/voice` fits it in the background); it hears a learner better than the transform alone.
    case learnerModel = "learner-model"
    /// The speaker-independent model: the learner has not enrolled (or is anonymous).
    case standard
}
