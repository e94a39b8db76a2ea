/// Whose stroke order a template follows.
///
/// Learners of Chinese are taught mainland order (the GB standard). Templates from KanjiVG follow Japanese order,
/// corrected only where a rule says (`kanjivg-overrides.json`); they ship only for characters no mainland source
/// draws, and say so, so that a report or a teacher can warn that the order may differ.
public enum StrokeOrderConvention: String, Codable, Sendable {
    /// Mainland China's order (the default when a template does not say).
    case mainland
    /// Japanese order as KanjiVG draws it.
    case japanese
}
