import Foundation

/// How steeply a fluent hand lets a stroke of some type climb and have it still read as that type: a 横 written
/// fast climbs 10–20° to the right and is still a 横; a stroke climbing a good deal more is a 提.
///
/// The judged stroke is turned back about its centre towards its model's slope, before its type is recognised and
/// its shape and direction are scored; its place and length are not changed.
enum RisingStroke {
    /// Climb (radians from the horizontal, to the right) within which the stroke is levelled to its model's slope in
    /// full, and the climb from which it is judged as drawn: in between, less and less.
    private static let nativeRange: [StrokeType: (full: Double, none: Double)] = [
        .heng: (full: 20 * Double.pi / 180, none: 26 * Double.pi / 180)
    ]

    /// `drawn` turned back towards the model's slope as far as a stroke of `type` may climb in a fluent hand.
    /// - Parameters:
    ///   - drawn: the drawn stroke in the template frame.
    ///   - model: the template stroke it stands for.
    ///   - type: the template stroke's type; strokes of types with no native range are returned unchanged.
    static func levelled(_ drawn: [Point], model: [Point], type: StrokeType?) -> [Point] {
        guard let type, let range = nativeRange[type], let first = drawn.first, let last = drawn.last,
            let modelFirst = model.first, let modelLast = model.last, first != last, modelFirst != modelLast
        else { return drawn }
        // y grows downwards: a climb to the right is a positive angle here.
        let climb = atan2(first.y - last.y, last.x - first.x)
        let modelClimb = atan2(modelFirst.y - modelLast.y, modelLast.x - modelFirst.x)
        guard climb > modelClimb, climb < range.none else { return drawn }
        let share = climb <= range.full ? 1 : (range.none - climb) / (range.none - range.full)
        return Polyline.turnedAboutCentroid(drawn, by: (climb - modelClimb) * share)
    }
}
