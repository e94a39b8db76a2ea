import Foundation

/// Says which stroke a recogniser token names: by the lexicon, or else by its Mandarin reading, so that the
/// name in pinyin or Hanzi (`shu`, `shù`, `竖`) and its homophones (`树`) all stand for the stroke.
struct StrokeNameResolver: Sendable {
    let lexicon: StrokeNameLexicon
    let matcher: StrokeNameMatcher

    /// - Complexity: O(*s*) matcher calls for *s* stroke types when the token is not in the lexicon.
    func resolve(_ token: String) -> (stroke: StrokeType, language: SpokenLanguage)? {
        if let entry = lexicon.entry(for: token) { return (entry.stroke, entry.language) }
        let base = PronunciationDictionary.baseWord(token)
        guard StrokeNameMatcher.isHanzi(base) || Pinyin.syllables(in: base) != nil else { return nil }
        let literal = StrokeType.allCases.first { StrokeNameMatcher.isLiteralName(base, of: $0) }
        let stroke = literal ?? StrokeType.allCases.first { matcher.matchWord(base, expected: $0).matched }
        return stroke.map { ($0, .zh) }
    }
}
