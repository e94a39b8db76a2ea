import Foundation

/// One recording made for enrolment and the words said in it, in order.
public struct EnrollmentTake: Hashable, Sendable {
    public var audio: URL
    /// Dictionary words (Mandarin syllables such as `heng`, or English words), as said, pauses aside.
    public var words: [String]

    public init(audio: URL, words: [String]) {
        self.audio = audio
        self.words = words
    }

    /// The syllables of the stroke names, one each: the enrolment prompt a learner reads, with a short pause
    /// after each (héng shù piě nà diǎn tí zhé gōu wān xié wò).
    public static let strokeSyllables = ["heng", "shu", "pie", "na", "dian", "ti", "zhe", "gou", "wan", "xie", "wo"]
}
