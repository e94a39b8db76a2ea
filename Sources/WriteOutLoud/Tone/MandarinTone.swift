/// One of Mandarin's four tones or the neutral tone, numbered as pinyin numbers them.
public enum MandarinTone: Int, Hashable, Codable, Sendable, CaseIterable, CustomStringConvertible {
    /// High and level (ā).
    case first = 1
    /// Rising (á).
    case second = 2
    /// Low, dipping (ǎ).
    case third = 3
    /// Falling (à).
    case fourth = 4
    /// Short and light, its pitch set by the syllable before (a).
    case neutral = 5

    /// The tone of a pinyin syllable (0 and 5 are neutral).
    public init(pinyinTone: Int) {
        self = MandarinTone(rawValue: pinyinTone == 0 ? 5 : pinyinTone) ?? .neutral
    }

    public var description: String { String(rawValue) }
}
