import Foundation

extension StrokeType {
    /// Looks a stroke up by any of its names: Hanzi (`横折`), token (`hengzhe`), pinyin with tone marks or
    /// numbers (`héngzhé`, `heng2zhe2`), or English (`horizontal turn`, `horizontal_turn`), in any letter case.
    /// - Returns: nil when the text names no stroke.
    public init?(spokenName text: String) {
        let name = text.trimmingCharacters(in: .whitespaces)
        let folded = name.lowercased()
        let english = folded.replacingOccurrences(of: "_", with: " ")
        let pinyin = Pinyin.syllables(in: folded)?.map(\.toneless).joined()
        let found = StrokeType.allCases.first { stroke in
            stroke.name == name || stroke.rawValue == folded || stroke.english == english || stroke.rawValue == pinyin
        }
        guard let found else { return nil }
        self = found
    }
}
