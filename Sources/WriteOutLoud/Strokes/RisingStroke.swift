import Foundation

/// How steeply a fluent hand lets a stroke of some type climb and have it still read as that type: a 横 written
/// fast climbs 10–20° to the right and is still a 横; a stroke climbing a good deal more is a 提 — unless this
/// writer's other 横 climb as steeply, as they do in a narrow component or a hand that rises throughout. Once the
/// writer's other 横 are known, they alone set the range: among level 横, a stroke climbing 20° is judged as drawn,
/// and passes only if it still reads as a 横.
///
/// The judged stroke is turned back about its centre towards its model's slope, before its type is recognised and
/// its shape and direction are scored; its place and length are not changed.
enum RisingStroke {
    /// Climb (radians from the horizontal, to the right) within which the stroke is levelled to its model's slope in
    /// full when no other stroke of its type was drawn, and how much further, in every case, it is levelled less and
    /// less.
    private static let nativeRange: [StrokeType: (full: Double, fading: Double)] = [
        .heng: (full: 20 * Double.pi / 180, fading: 6 * Double.pi / 180)
    ]

    /// How far (radians) one stroke may climb beyond the writer's own rise and still be levelled in full: the
    /// spread of one hand's 横 about its usual slope.
    private static let ownSpread = 8 * Double.pi / 180

    /// The most of a writer's rise (radians beyond the models' slopes) that widens the range: past this the
    /// strokes that set it are not 横 written in a style but something else.
    private static let largestOwnRise = 20 * Double.pi / 180

    /// `drawn` turned back towards the model's slope as far as a stroke of `type` may climb in a fluent hand.
    /// - Parameters:
    ///   - drawn: the drawn stroke in the template frame.
    ///   - model: the template stroke it stands for.
    ///   - type: the template stroke's type; strokes of types with no native range are returned unchanged.
    ///   - ownRise: how much this writer's other strokes of the type climb beyond their models (``ownRise(of:)``),
    ///     nil when none were drawn (the type's native range applies). Given, it replaces that range: a stroke
    ///     climbing up to that much (at most ``largestOwnRise``) plus ``ownSpread`` beyond its model is levelled in full.
    static func levelled(_ drawn: [Point], model: [Point], type: StrokeType?, ownRise: Double? = nil) -> [Point] {
        guard let type, let range = nativeRange[type], let climb = chordClimb(drawn), let modelClimb = chordClimb(model)
        else { return drawn }
        let full = ownRise.map { modelClimb + min(max($0, 0), largestOwnRise) + ownSpread } ?? range.full
        guard climb > modelClimb, climb < full + range.fading else { return drawn }
        let share = climb <= full ? 1 : (full + range.fading - climb) / range.fading
        return Polyline.turnedAboutCentroid(drawn, by: (climb - modelClimb) * share)
    }

    /// A writer's rise: the median of how much each drawn stroke climbs beyond its model (radians), nil for none.
    /// - Parameter pairs: drawn strokes in the template frame, each with its model.
    static func ownRise(of pairs: [(drawn: [Point], model: [Point])]) -> Double? {
        let excess = pairs.compactMap { pair in chordClimb(pair.drawn).flatMap { drawn in chordClimb(pair.model).map { drawn - $0 } } }
            .sorted()
        guard !excess.isEmpty else { return nil }
        let middle = excess.count / 2
        return excess.count.isMultiple(of: 2) ? (excess[middle - 1] + excess[middle]) / 2 : excess[middle]
    }

    /// The angle (radians) the path's chord climbs to the right, y growing downwards; nil for a path with no chord.
    private static func chordClimb(_ path: [Point]) -> Double? {
        guard let first = path.first, let last = path.last, first != last else { return nil }
        return atan2(first.y - last.y, last.x - first.x)
    }
}
