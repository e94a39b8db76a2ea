/// What an import did: how many characters it considered, shipped and left out, and why.
///
/// Stored beside the templates (`import-report.json`) so `wol characters stats` can explain the library offline.
public struct CharacterImportReport: Codable, Sendable, Equatable {
    /// Why a character of the source was not shipped.
    public enum Exclusion: String, Codable, CodingKeyRepresentable, Sendable, CaseIterable, Comparable {
        /// The SVG could not be parsed.
        case malformedFile
        /// Unihan does not know the character.
        case notInUnihan
        /// Unihan has no Mandarin reading for it: not used in Chinese.
        case noMandarinReading
        /// No mainland-Chinese standard has the character: a Japanese-only (or other non-Chinese) form.
        case noMainlandSource
        /// The source draws a different number of strokes than Unihan's Chinese `kTotalStrokes`: a Japanese form.
        case strokeCountMismatch
        /// A stroke's label is not a CJK stroke.
        case unmappedStrokeType
        /// A stroke's path collapses to a single point.
        case degenerateStroke
        /// The character passed every check but fell beyond the import's limit.
        case beyondLimit

        public static func < (lhs: Exclusion, rhs: Exclusion) -> Bool {
            (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
        }

        /// A few words for people.
        public var explanation: String {
            switch self {
            case .malformedFile: "SVG could not be read"
            case .notInUnihan: "not in Unihan"
            case .noMandarinReading: "no Mandarin reading in Unihan"
            case .noMainlandSource: "in no mainland-China standard (Japanese-only form)"
            case .strokeCountMismatch: "stroke count differs from Unihan kTotalStrokes (Japanese form)"
            case .unmappedStrokeType: "a stroke label is not a CJK stroke"
            case .degenerateStroke: "a stroke path collapses to a point"
            case .beyondLimit: "beyond the import limit"
            }
        }
    }

    /// The data source, e.g. `kanjivg`.
    public var source: String
    /// Character files looked at (variant files not counted).
    public var considered: Int
    /// Variant files (`XXXXX-Kaisho.svg` …) skipped without looking inside.
    public var variantFilesSkipped: Int
    /// Characters written.
    public var shipped: Int
    /// How many characters each reason excluded.
    public var excluded: [Exclusion: Int]
    /// Up to 20 excluded characters per reason, most frequent first, to check by eye.
    public var examples: [Exclusion: String]
    /// Stroke labels that named no CJK stroke, with how often each occurred (in excluded characters).
    public var unmappedLabels: [String: Int]
    /// Which override rule changed which shipped character (`田` component rule in 男 → `男: 田`).
    public var overridesApplied: [String: [String]]
    /// Override rules for characters that did not match KanjiVG's data and so were not applied.
    public var overridesNotMatched: [String]

    public init(source: String) {
        self.source = source
        considered = 0
        variantFilesSkipped = 0
        shipped = 0
        excluded = [:]
        examples = [:]
        unmappedLabels = [:]
        overridesApplied = [:]
        overridesNotMatched = []
    }

    mutating func exclude(_ character: Character, because reason: Exclusion) {
        excluded[reason, default: 0] += 1
        if examples[reason, default: ""].count < 20 { examples[reason, default: ""].append(character) }
    }
}
