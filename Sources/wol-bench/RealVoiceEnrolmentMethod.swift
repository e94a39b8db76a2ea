import ArgumentParser

/// How `wol-bench speech --real --enrol` fits a model to a voice's reading (`--enrol-method`), so that the
/// product's enrolment (MLLR) can be compared with MAP on the same held-out readings.
enum RealVoiceEnrolmentMethod: String, CaseIterable, ExpressibleByArgument {
    /// One MLLR transform of the means (``SpeakerEnrollment/enroll(_:writingTo:)``), as the practice page enrols.
    case mllr
    /// The means re-estimated by MAP (``SpeakerEnrollment/adaptModel(_:writingTo:after:)``): a learner model
    /// decoded in place of the model.
    case map
    /// An MLLR transform first, then MAP starting from the transformed means: the transform moves every Gaussian,
    /// MAP refines those the reading reaches.
    case mllrThenMap = "mllr+map"
}
