/// Which languages' stroke names the recogniser listens for.
public enum NameLanguages: String, Hashable, Codable, Sendable, CaseIterable {
    /// Mandarin names only (竖 shù, 横折 héngzhé …).
    case mandarin
    /// English names only ("vertical", "horizontal turn" …).
    case english
    /// Both; a learner may mix them.
    case both

    /// Whether words of this spoken language are listened for.
    public func includes(_ language: SpokenLanguage) -> Bool {
        switch self {
        case .mandarin: language == .zh
        case .english: language == .en
        case .both: true
        }
    }
}
