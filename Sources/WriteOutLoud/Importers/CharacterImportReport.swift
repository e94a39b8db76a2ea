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
        /// The stroke-type table names the character but no source of stroke paths draws it.
        case notDrawn
        /// The stroke-type table and the stroke paths count different strokes, so types cannot be paired with paths.
        case strokeCountDisagreement
        /// A letter of the stroke-type table is not one the importer knows.
        case unknownStrokeLetter
        /// No source's labels, confirmed by the strokes' shapes, name every stroke of the character.
        case typesNotEstablished

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
            case .notDrawn: "no stroke paths in hanzi-writer-data"
            case .strokeCountDisagreement: "cnchar's stroke types and hanzi-writer-data's paths count different strokes"
            case .unknownStrokeLetter: "a cnchar stroke letter is unknown"
            case .typesNotEstablished: "stroke types not established (no KanjiVG drawing of the form, or it disagrees)"
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
    /// Every decision an import that combines sources made, by kind (e.g. `y → wogou`, `strokeCount`), one entry
    /// per character or stroke (`心2` = 心's second stroke, followed by the measured value where there is one).
    public var decisions: [String: [String]]?
    /// Figures the import measured on what it shipped (coverage of the most frequent characters, agreement
    /// between sources), name → value.
    public var measures: [String: String]?

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

    mutating func record(_ kind: String, _ entry: String) {
        decisions = decisions ?? [:]
        decisions?[kind, default: []].append(entry)
    }
}
