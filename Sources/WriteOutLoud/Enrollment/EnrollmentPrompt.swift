/// What a learner reads aloud to enrol on the practice page (about 20 s): each stroke syllable once, in a tone
/// no stroke name gives it, then a few names, with a short pause after each.
public struct EnrollmentPrompt: Hashable, Sendable, Codable {
    /// The words as the learner sees them (pinyin with tones).
    public var shown: [String]
    /// The same words as the enrolment dictionaries spell them, for aligning the recording (`heng`, `hengzhe`).
    public var words: [String]

    /// The practice page's prompt: hēng shū piē nā diān tī zhē góu wán xiè wō, then héngzhé shùgōu héngpiě.
    public static let practicePage = EnrollmentPrompt(
        shown: ["hēng", "shū", "piē", "nā", "diān", "tī", "zhē", "góu", "wán", "xiè", "wō", "héngzhé", "shùgōu", "héngpiě"],
        words: EnrollmentTake.strokeSyllables + ["hengzhe", "shugou", "hengpie"])

    /// The stroke names among the words, in order: what a recogniser should hear in a good reading of the prompt
    /// (syllables such as `zhe` that name no stroke on their own are left out).
    public var names: [StrokeType] { words.compactMap { StrokeType(spokenName: $0) } }
}
