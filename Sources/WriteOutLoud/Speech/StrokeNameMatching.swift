/// Decides whether a heard word counts as a stroke's name.
///
/// The report asks through this protocol, so a recogniser with another vocabulary (a Mandarin model that
/// outputs Hanzi) only needs a matcher that understands its words; ``StrokeNameMatcher`` is the engine's.
public protocol StrokeNameMatching: Sendable {
    func match(_ word: WordSegment, expected: StrokeType) -> NameMatch
}
