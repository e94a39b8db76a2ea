/// What one drawn stroke stands for in the report: its verdict and the number it is labelled with.
///
/// A drawn stroke matched to template stroke *k* is labelled *k* (1-based), the number the stroke table and
/// the error sentences use. One drawn stroke standing for two template strokes (a merge) carries both numbers
/// and passes only if both did. A drawn stroke matched to none is extra and labelled `+n`, *n* being its place
/// in drawing order.
struct DrawnStrokeMark: Hashable, Sendable {
    /// Index into the ink's strokes.
    var drawnIndex: Int
    var verdict: StrokeVerdict
    /// Template strokes (0-based) this drawn stroke was matched to, in template order; empty for an extra stroke.
    var templateIndices: [Int]

    /// The text of the stroke's number badge.
    var label: String {
        templateIndices.isEmpty
            ? "+\(drawnIndex + 1)"
            : templateIndices.map { String($0 + 1) }.joined(separator: ",")
    }

    /// One mark per drawn stroke of `ink`, in drawing order.
    ///
    /// Report entries naming a drawn stroke the ink does not have are ignored rather than trusted.
    /// - Complexity: O(d + t) for d drawn and t template strokes.
    static func marks(report: AnalysisReport, ink: Ink) -> [DrawnStrokeMark] {
        var matched = [[StrokeReport]](repeating: [], count: ink.strokes.count)
        for stroke in report.strokes {
            guard let drawn = stroke.drawn, matched.indices.contains(drawn) else { continue }
            matched[drawn].append(stroke)
        }
        return matched.enumerated().map { drawnIndex, strokes in
            let sorted = strokes.sorted { $0.index < $1.index }
            let verdict: StrokeVerdict =
                sorted.isEmpty ? .extra : (sorted.allSatisfy(\.passed) ? .passed : .failed)
            return DrawnStrokeMark(drawnIndex: drawnIndex, verdict: verdict, templateIndices: sorted.map(\.index))
        }
    }
}
