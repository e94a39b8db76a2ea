/// How enrolment fits the acoustic model to one learner's reading: the choice `wol enroll --method` offers,
/// `wol-bench speech --enrol-method` measures and `GET /api/v1/voice` reports (`adaptation`).
public enum EnrollmentMethod: String, CaseIterable, Codable, Sendable {
    /// One MLLR transform of the means (``SpeakerEnrollment/enroll(_:writingTo:)``): a file applied to the model,
    /// as the practice page enrols.
    case mllr
    /// The means re-estimated by MAP (``SpeakerEnrollment/adaptModel(_:writingTo:after:)``): a learner model
    /// decoded in place of the model.
    case map
    /// An MLLR transform first, then MAP starting from the transformed means: the transform moves every Gaussian,
    /// MAP refines those the reading reaches. A learner model, as ``map``.
    case mllrThenMap = "mllr+map"
}
