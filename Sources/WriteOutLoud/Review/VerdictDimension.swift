/// What of a stroke a teacher's verdict is about: how it was drawn, whether its name was said, or whether the
/// name was said in time with the pen.
public enum VerdictDimension: String, Codable, Sendable, CaseIterable {
    case drawing
    case name
    case timing
}
