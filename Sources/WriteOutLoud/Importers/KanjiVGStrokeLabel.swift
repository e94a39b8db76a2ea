/// Reading KanjiVG's `kvg:type` stroke labels as ``StrokeType``s.
///
/// A label is a CJK stroke character (U+31C0–U+31E3), sometimes with a variant letter (`㇕b`) or alternatives
/// separated by `/` (`㇔/㇏`). The first alternative counts; a variant letter is dropped unless the overrides map
/// that exact variant to another stroke.
enum KanjiVGStrokeLabel {
    /// The first alternative of a label, mapped through `labels` if listed, with any variant letters removed.
    static func base(of label: String, labels: [String: String]) -> String {
        let first = String(label.split(separator: "/").first ?? "")
        let mapped = labels[first] ?? first
        return String(mapped.prefix { !$0.isASCII })
    }

    /// The stroke type of a label, or nil when it is not a CJK stroke.
    static func type(of label: String, labels: [String: String]) -> StrokeType? {
        let base = base(of: label, labels: labels)
        guard base.count == 1, let character = base.first else { return nil }
        return StrokeType(cjkStroke: character)
    }
}
