import Foundation

/// How far a fluent hand lets a 竖 lean and have it still read as a 竖: a slanted hand leans every vertical
/// 10–20°, and before most of the character is on the canvas the frame cannot undo that slant. Used only while
/// the character is being written: a finished character's frame undoes the slant itself, and judges a lean it
/// does not explain.
///
/// The judged stroke is turned back about its centre towards its model's direction, before its type is recognised
/// and its shape and direction are scored; its place and length are not changed.
enum LeaningStroke {
    /// Lean (radians either way from the model's direction) within which the stroke is turned back in full, and
    /// the lean from which it is judged as drawn: in between, less and less.
    private static let nativeRange = (full: 12 * Double.pi / 180, none: 20 * Double.pi / 180)

    /// `drawn` turned back towards the model's direction as far as a fluent hand's 竖 may lean.
    /// - Parameters:
    ///   - drawn: the drawn stroke in the template frame.
    ///   - model: the template stroke it stands for.
    ///   - type: the template stroke's type; strokes other than 竖 are returned unchanged.
    static func uprighted(_ drawn: [Point], model: [Point], type: StrokeType?) -> [Point] {
        guard type == .shu, let first = drawn.first, let last = drawn.last,
            let modelFirst = model.first, let modelLast = model.last, first != last, modelFirst != modelLast
        else { return drawn }
        let chord = last - first
        let modelChord = modelLast - modelFirst
        var lean = atan2(chord.y, chord.x) - atan2(modelChord.y, modelChord.x)
        lean = atan2(sin(lean), cos(lean))
        guard abs(lean) < nativeRange.none else { return drawn }
        let share = abs(lean) <= nativeRange.full ? 1 : (nativeRange.none - abs(lean)) / (nativeRange.none - nativeRange.full)
        return Polyline.turnedAboutCentroid(drawn, by: -lean * share)
    }
}
