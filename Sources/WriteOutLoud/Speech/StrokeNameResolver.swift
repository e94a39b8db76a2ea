import Foundation

/// Says which stroke a recogniser token names: by the lexicon, or else by being the name itself in pinyin or
/// Hanzi (`shu`, `shù`, `竖`).
struct StrokeNameResolver: Sendable {
    let lexicon: StrokeNameLexicon

    func resolve(_ token: String) -> (stroke: StrokeType, language: SpokenLanguage)? {
        if let entry = lexicon.entry(for: token) { return (entry.stroke, entry.language) }
        let base = PronunciationDictionary.baseWord(token)
        if let stroke = StrokeType.allCases.first(where: { $0.name == base }) { return (stroke, .zh) }
        let toneless = base.applyingTransform(.stripDiacritics, reverse: false)?.lowercased() ?? base
        if let stroke = StrokeType(rawValue: toneless) { return (stroke, .zh) }
        return nil
    }
}
