/// The writing system a template belongs to, which decides what its strokes can be asked for.
public enum CharacterScript: String, Codable, Sendable, CaseIterable {
    /// Chinese characters: every stroke has a named ``StrokeType`` the learner says aloud.
    case han
    /// Latin cursive letters: strokes have no named type and nothing is said for them.
    case latin
}
