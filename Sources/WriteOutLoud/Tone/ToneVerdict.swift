/// The tones heard in a spoken name beside the name's own: "heard tī; the name is tí".
///
/// Evidence, not a judgement by default: a name whose tone was heard otherwise still counts as said unless the
/// caller asks for strict tones (``ReportAssembler/toneStrict``), and then only when the verdict is ``sure``.
public struct ToneVerdict: Hashable, Codable, Sendable {
    /// The name's syllables with the tones heard, e.g. `tī`; a syllable whose tone could not be read is written
    /// without a mark.
    public var heard: String
    /// The name's syllables with their own tones, e.g. `tí`.
    public var expected: String
    /// Each syllable's heard tone, nil where none could be read.
    public var heardTones: [MandarinTone?]
    public var expectedTones: [MandarinTone]
    /// Every syllable's tone was read and is the name's.
    public var agrees: Bool
    /// How likely the heard tones are all right, 0–1 (the classifier's probabilities multiplied; 0 when a
    /// syllable's tone could not be read).
    public var confidence: Double
    /// The verdict is sure enough to act on (``confidence`` ≥ ``sureProbability``).
    public var sure: Bool

    /// On held-out voices said alone, verdicts at least this sure were right 9 times in 10 (BENCHMARKS.md, "Tones
    /// heard").
    public static let sureProbability = 0.8

    public init(syllables: [Pinyin], heard: [HeardTone?]) {
        let expectedTones = syllables.map { MandarinTone(pinyinTone: $0.tone) }
        self.expectedTones = expectedTones
        heardTones = heard.map { $0?.tone }
        expected = syllables.map(\.marked).joined()
        self.heard = zip(syllables, heard).map { syllable, tone in
            (Pinyin(toneless: syllable.toneless, tone: tone?.tone.rawValue ?? Pinyin.neutralTone) ?? syllable).marked
        }.joined()
        agrees = heard.count == syllables.count && zip(heard, expectedTones).allSatisfy { $0?.tone == $1 }
        confidence = heard.count == syllables.count ? heard.reduce(1.0) { $0 * ($1?.probability ?? 0) } : 0
        sure = confidence >= Self.sureProbability
    }
}

/// One syllable's tone as the classifier heard it.
public struct HeardTone: Hashable, Codable, Sendable {
    public var tone: MandarinTone
    /// The classifier's probability for it, 0–1.
    public var probability: Double

    public init(tone: MandarinTone, probability: Double) {
        self.tone = tone
        self.probability = probability
    }
}
