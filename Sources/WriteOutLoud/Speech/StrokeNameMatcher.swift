import Foundation

/// Decides whether a heard word names an expected stroke, counting words that sound the same in Mandarin.
///
/// A word's Mandarin readings come from its spelling when it is pinyin (`shu`, `shù`, `shu4`) and from Unihan
/// (kMandarin, kHanyuPinyin …) when it is Hanzi, so 树 (shù) counts for 竖 (shù) without any hand-made table.
/// Tones are ignored by default, since learners and recognisers often get them wrong; ``toneStrict`` makes
/// them count wherever the heard word states its tones (Hanzi, tone marks or numbers), and where the voice's
/// tones were heard (``WordSegment/tones``) and the tone classifier is sure they are not the name's.
public struct StrokeNameMatcher: StrokeNameMatching, Sendable {
    /// Most readings tried for one heard word (characters with several readings multiply).
    static let readingLimit = 64

    public var unihan: Unihan
    /// Whether tones must agree too.
    public var toneStrict: Bool

    /// - Parameters:
    ///   - unihan: where Hanzi readings come from; read only when a Hanzi word is matched.
    ///   - toneStrict: whether tones must agree where the heard word states them.
    public init(unihan: Unihan = .system, toneStrict: Bool = false) {
        self.unihan = unihan
        self.toneStrict = toneStrict
    }

    /// Matches a recognised word against the stroke expected.
    /// - Parameters:
    ///   - word: the recognised word; its ``WordSegment/name`` is trusted when its spelling says nothing
    ///     (an English token such as `vertical`).
    ///   - expected: the stroke whose name should have been said.
    public func match(_ word: WordSegment, expected: StrokeType) -> NameMatch {
        let match = matchWord(word.word, resolvedName: word.name, expected: expected)
        guard toneStrict, match.matched, let tones = word.tones else { return match }
        let verdict = ToneVerdict(syllables: expected.syllables.compactMap { Pinyin($0) }, heard: tones)
        return verdict.sure && !verdict.agrees ? NameMatch(matched: false, homophone: false) : match
    }

    /// Matches a word given as text.
    /// - Parameters:
    ///   - word: a lexicon token, pinyin or Hanzi.
    ///   - resolvedName: the stroke the recogniser already knows the word names, if any.
    ///   - expected: the stroke whose name should have been said.
    /// - Complexity: O(*r*·*s*) for *r* readings of *s* syllables.
    public func matchWord(_ word: String, resolvedName: StrokeType? = nil, expected: StrokeType) -> NameMatch {
        if Self.isLiteralName(word, of: expected) { return NameMatch(matched: true, homophone: false) }
        let target = expected.syllables.compactMap { Pinyin($0) }
        let written = Self.isHanzi(word)
        let tonesStated = Self.statesTones(word)
        for reading in readings(of: word) where reading.count == target.count {
            let sounds = zip(reading, target).allSatisfy { $0.toneless == $1.toneless }
            guard sounds else { continue }
            let tonesAgree = !tonesStated || zip(reading, target).allSatisfy { $0.tone == $1.tone }
            if toneStrict && !tonesAgree { continue }
            return NameMatch(matched: true, homophone: written || !tonesAgree)
        }
        return NameMatch(matched: resolvedName == expected, homophone: false)
    }

    /// Every way the word can be read in Mandarin, one syllable list per reading.
    func readings(of word: String) -> [[Pinyin]] {
        let base = PronunciationDictionary.baseWord(word)
        if Self.isHanzi(base) {
            var readings: [[Pinyin]] = [[]]
            for character in base {
                guard let entry = try? unihan.entry(for: character) else { return [] }
                let options = entry.mandarin.compactMap { Pinyin($0) }
                guard !options.isEmpty else { return [] }
                readings = readings.flatMap { prefix in options.map { prefix + [$0] } }
                if readings.count > Self.readingLimit { readings = Array(readings.prefix(Self.readingLimit)) }
            }
            return readings
        }
        return Pinyin.syllables(in: base).map { [$0] } ?? []
    }

    /// The word is the stroke's own name: its token, Hanzi or tone-marked pinyin.
    static func isLiteralName(_ word: String, of stroke: StrokeType) -> Bool {
        let base = PronunciationDictionary.baseWord(word)
        return base == stroke.rawValue || base == stroke.name || base == stroke.pinyin
    }

    /// Whether a word says its tones: Hanzi, tone marks or tone numbers.
    static func statesTones(_ word: String) -> Bool {
        word.unicodeScalars.contains { isHan($0) || ("1"..."5").contains($0) }
            || word.decomposedStringWithCanonicalMapping.unicodeScalars.contains { (0x300...0x30C).contains($0.value) }
    }

    /// Whether a word is written in Chinese characters.
    static func isHanzi(_ word: String) -> Bool {
        word.unicodeScalars.contains(where: isHan)
    }

    static func isHan(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isIdeographic
    }
}
