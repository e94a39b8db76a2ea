/// What the expected names are checked against when ``DecoderParameters/phoneLoopMargins`` is set: the "not a
/// name" competitor, searched over the same frames after the biased search heard an expected name.
public enum NameCompetitor: String, Hashable, Codable, Sendable, CaseIterable {
    /// A free loop of the acoustic model's phones: explains any sound, including sequences no language has.
    case phones
    /// A loop of every Mandarin syllable (``SyllableLoop``, `syllable-loop.dict` beside the stroke-name
    /// dictionary): explains anything a person could say in Mandarin (很 for 横) but no sound between syllables,
    /// so a name said clearly is not out-fitted by phones stitched together.
    case syllables
}
