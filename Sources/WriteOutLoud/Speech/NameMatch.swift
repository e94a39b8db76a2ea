/// Whether a heard word named the expected stroke, and whether only by sounding the same.
public struct NameMatch: Hashable, Sendable {
    /// The word counts as the expected stroke's name.
    public var matched: Bool
    /// It counts only because it reads the same: other characters (树 for 竖), or pinyin in another tone
    /// (`heng1` for 横 héng, tone-insensitive only). The name's own pinyin, toneless or not, is no homophone.
    public var homophone: Bool

    public init(matched: Bool, homophone: Bool) {
        self.matched = matched
        self.homophone = homophone
    }
}
