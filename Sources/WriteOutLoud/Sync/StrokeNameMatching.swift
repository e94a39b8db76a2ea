/// Decides whether a heard word counts as a stroke's name.
///
/// The report and the aligner ask through this protocol, so a recogniser with another vocabulary (a Mandarin
/// model that outputs Hanzi) only needs a matcher that understands its words.
public protocol StrokeNameMatching: Sendable {
    func match(_ word: WordSegment, expected: StrokeType) -> NameMatchResult
}

/// Whether a word named the expected stroke, and whether only by sounding the same.
public struct NameMatchResult: Hashable, Sendable {
    public var matched: Bool
    /// The word is not the name itself but reads the same (树 for 竖).
    public var homophone: Bool

    public init(matched: Bool, homophone: Bool) {
        self.matched = matched
        self.homophone = homophone
    }
}
