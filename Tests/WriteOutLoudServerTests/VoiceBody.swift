import WriteOutLoud

/// What `/api/v1/voice` answers, as the voice tests read it.
struct VoiceBody: Decodable {
    var learner: String
    var enrolled: Bool
    var enrolledAt: String?
    var model: String?
    var inUse: Bool
    var adaptation: String?
    var adapting: Bool
    var namesHeard: Int?
    var namesExpected: Int?
    var prompt: EnrollmentPrompt
}
