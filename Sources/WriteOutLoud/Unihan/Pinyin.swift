import Foundation

/// One Mandarin syllable in Hanyu Pinyin: its toneless spelling and its tone.
///
/// Reads the spellings learners and data files use — tone-marked (`héng`), tone-numbered (`heng2`), with `ü`,
/// `v` or `u:` for ü, any letter case — and writes them back in either form, so readings from Unihan, from
/// a speech recogniser's lexicon and from a learner's typing compare equal.
public struct Pinyin: Hashable, Sendable, CustomStringConvertible {
    /// The syllable without tone, lower case, with `ü` spelled `ü` (e.g. `heng`, `lü`).
    public let toneless: String
    /// The tone: 1 to 4, or 5 for the neutral tone.
    public let tone: Int

    /// The neutral ("light") tone's number.
    public static let neutralTone = 5

    /// Makes a syllable from its toneless spelling and tone number.
    /// - Parameters:
    ///   - toneless: the spelling without tone; `v` and `u:` are read as `ü`.
    ///   - tone: 1 to 4, or 5 (or 0) for the neutral tone.
    /// - Returns: nil when the spelling is empty or contains something other than pinyin letters,
    ///   or the tone is out of range.
    public init?(toneless: String, tone: Int) {
        guard (0...5).contains(tone), let spelling = Self.normalizedSpelling(toneless) else { return nil }
        self.toneless = spelling
        self.tone = tone == 0 ? Self.neutralTone : tone
    }

    /// Reads one syllable written with a tone mark (`héng`), a tone number (`heng2`) or neither (neutral tone).
    /// - Parameter text: the syllable; surrounding whitespace is ignored.
    /// - Returns: nil when `text` is not a single syllable's spelling.
    public init?(_ text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        guard !trimmed.isEmpty else { return nil }
        if let last = trimmed.last, let number = last.wholeNumberValue {
            guard let syllable = Pinyin(toneless: String(trimmed.dropLast()), tone: number) else { return nil }
            self = syllable
            return
        }
        var tone = Self.neutralTone
        var letters = String.UnicodeScalarView()
        for scalar in trimmed.decomposedStringWithCanonicalMapping.unicodeScalars {
            if let markTone = Self.toneMarks[scalar] {
                guard tone == Self.neutralTone else { return nil }
                tone = markTone
            } else {
                letters.append(scalar)
            }
        }
        guard let syllable = Pinyin(toneless: String(letters).precomposedStringWithCanonicalMapping, tone: tone)
        else { return nil }
        self = syllable
    }

    /// The spelling with the tone number appended and `ü` written `v`, e.g. `heng2`, `lv4`, `ma5`.
    public var numbered: String { toneless.replacingOccurrences(of: "ü", with: "v") + String(tone) }

    /// The toneless spelling in plain ASCII, `ü` written `v`, e.g. `lv`.
    public var ascii: String { toneless.replacingOccurrences(of: "ü", with: "v") }

    /// The spelling with its tone mark on the right vowel, e.g. `héng`, `lǜ`, `ma` (neutral tone has no mark).
    ///
    /// The mark goes on `a` or `e` if present, on the `o` of `ou`, otherwise on the last vowel;
    /// syllabic `m`/`n` (as in `ń`, `ňg`) carry it themselves.
    public var marked: String {
        guard let combining = Self.combiningMark(for: tone) else { return toneless }
        let scalars = Array(toneless.unicodeScalars)
        guard let index = Self.markIndex(in: scalars) else { return toneless }
        var view = String.UnicodeScalarView()
        for (position, scalar) in scalars.enumerated() {
            view.append(scalar)
            if position == index { view.append(combining) }
        }
        return String(view).precomposedStringWithCanonicalMapping
    }

    public var description: String { marked }

    /// Splits a run of syllables written without separators, e.g. `hengzhegou` or `héngzhégōu`, into syllables.
    ///
    /// Apostrophes, hyphens and spaces are treated as syllable boundaries. Within a run, as pinyin spelling rules
    /// require, only the first syllable may start with `a`, `e` or `o` (so `wangou` is `wan gou`, not `wang ou`),
    /// and the split uses the fewest syllables, preferring longer ones first (`xian` rather than `xi an`).
    /// - Parameter word: the word; tone marks and tone numbers after each syllable are kept.
    /// - Returns: the syllables, or nil if the word cannot be split into valid Mandarin syllables.
    /// - Complexity: O(n × k) for a word of n letters, with k the length of the longest syllable (6).
    public static func syllables(in word: String) -> [Pinyin]? {
        let parts = word.lowercased().split(whereSeparator: { " '’-".contains($0) })
        guard !parts.isEmpty else { return nil }
        var result: [Pinyin] = []
        for part in parts {
            guard let split = splitRun(String(part)) else { return nil }
            result += split
        }
        return result
    }

    /// Whether `toneless` (e.g. `zhe`, `lü`) is a syllable of Mandarin.
    public static func isSyllable(_ toneless: String) -> Bool {
        guard let spelling = normalizedSpelling(toneless) else { return false }
        return PinyinInventory.syllables.contains(spelling)
    }

    // MARK: - Splitting

    /// A letter of a run with the tone that was written on or after it.
    private struct Letter {
        var scalar: Unicode.Scalar
        var tone: Int?
    }

    private static func splitRun(_ run: String) -> [Pinyin]? {
        let letters = lettersWithTones(run)
        guard let letters, !letters.isEmpty else { return nil }
        let count = letters.count
        let longest = PinyinInventory.longestSyllable
        // best[i]: fewest syllables covering letters[i...]; next[i]: where the first of them ends.
        var best = [Int?](repeating: nil, count: count + 1)
        var next = [Int](repeating: 0, count: count + 1)
        best[count] = 0
        for start in stride(from: count - 1, through: 0, by: -1) {
            for end in stride(from: min(count, start + longest), to: start, by: -1) {
                guard let rest = best[end] else { continue }
                let spelling = String(String.UnicodeScalarView(letters[start..<end].map(\.scalar)))
                guard PinyinInventory.syllables.contains(spelling),
                    start == 0 || !["a", "e", "o"].contains(letters[start].scalar)
                else { continue }
                if best[start].map({ rest + 1 < $0 }) ?? true {
                    best[start] = rest + 1
                    next[start] = end
                }
            }
        }
        guard best[0] != nil else { return nil }
        var syllables: [Pinyin] = []
        var start = 0
        while start < count {
            let end = next[start]
            let slice = letters[start..<end]
            let tones = slice.compactMap(\.tone)
            guard tones.count <= 1 else { return nil }
            let spelling = String(String.UnicodeScalarView(slice.map(\.scalar)))
            guard let syllable = Pinyin(toneless: spelling, tone: tones.first ?? neutralTone) else { return nil }
            syllables.append(syllable)
            start = end
        }
        return syllables
    }

    /// The letters of a run with tone marks and tone digits attached to the letter they follow.
    private static func lettersWithTones(_ run: String) -> [Letter]? {
        let normalized = run.replacingOccurrences(of: "u:", with: "ü").replacingOccurrences(of: "v", with: "ü")
        var letters: [Letter] = []
        for scalar in normalized.decomposedStringWithCanonicalMapping.unicodeScalars {
            if let tone = toneMarks[scalar] ?? digitTone(scalar) {
                guard !letters.isEmpty else { return nil }
                letters[letters.count - 1].tone = tone
            } else if scalar == "\u{0308}" {
                guard let last = letters.last, last.scalar == "u" else { return nil }
                letters[letters.count - 1].scalar = "ü"
            } else {
                guard ("a"..."z").contains(scalar) || scalar == "ü" else { return nil }
                letters.append(Letter(scalar: scalar, tone: nil))
            }
        }
        return letters
    }

    private static func digitTone(_ scalar: Unicode.Scalar) -> Int? {
        guard ("0"..."5").contains(scalar) else { return nil }
        let value = Int(scalar.value - 0x30)
        return value == 0 ? neutralTone : value
    }

    // MARK: - Spelling and marks

    /// Lower-cases, reads `v`/`u:` as `ü` and checks the letters; nil if anything else remains.
    private static func normalizedSpelling(_ text: String) -> String? {
        let spelling = text.lowercased()
            .replacingOccurrences(of: "u:", with: "ü")
            .replacingOccurrences(of: "v", with: "ü")
            .precomposedStringWithCanonicalMapping
        guard !spelling.isEmpty,
            spelling.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || $0 == "ü" || $0 == "ê" })
        else { return nil }
        return spelling
    }

    /// Combining diacritics that mark tones 1–4.
    private static let toneMarks: [Unicode.Scalar: Int] = [
        "\u{0304}": 1, "\u{0301}": 2, "\u{030C}": 3, "\u{0300}": 4,
    ]

    private static func combiningMark(for tone: Int) -> Unicode.Scalar? {
        toneMarks.first(where: { $0.value == tone })?.key
    }

    /// Which letter of the spelling carries the tone mark.
    private static func markIndex(in scalars: [Unicode.Scalar]) -> Int? {
        let vowels: Set<Unicode.Scalar> = ["a", "e", "i", "o", "u", "ü", "ê"]
        if let index = scalars.firstIndex(where: { $0 == "a" || $0 == "e" || $0 == "ê" }) { return index }
        if let index = scalars.firstIndex(of: "o"), index + 1 < scalars.count, scalars[index + 1] == "u" {
            return index
        }
        if let index = scalars.lastIndex(where: { vowels.contains($0) }) { return index }
        return scalars.firstIndex(where: { $0 == "m" || $0 == "n" })
    }
}
