import Foundation

/// A 点 as writers make it: a short vertical, a tick, a comma, a dab slanting either way. A teacher judges a 点 by
/// its place and its size, not by how exactly it copies the model's slant.
///
/// A drawn stroke standing for a 点 that runs downwards, is short, and leans less than ``widestLean`` from its
/// model's direction, or, for a short model, any way between its model's direction and a little past straight
/// down (``pastStraightDown``), is turned about its centre to its model's direction, before its type is recognised
/// and its shape and direction are scored; its place and length are not changed, so a 点 in the wrong place still
/// fails, and a stroke running across or upwards (a 横, a 提) is judged as drawn. Its size is judged leniently one
/// way only: drawn down to ``shortestForgiven`` of its model it loses nothing, while a speck or a 点 drawn too long
/// still fails.
enum DotStroke {
    /// Largest lean (radians either way from the model's start-to-end direction) of a drawn 点 that is forgiven.
    static let widestLean = 60 * Double.pi / 180
    /// How far past straight down (radians, away from the model's side) a drawn 点 may lean and still be forgiven,
    /// however flat its model, when that model is short (``longestShortModel``): a short vertical is a 点 as writers
    /// make it, and a writer's slant tips it further.
    /// A flat 点 (我's, 这's, about 30° below level) written as a slanted short vertical leans 60–70° from its
    /// model (issue 44, session 37).
    static let pastStraightDown = 25 * Double.pi / 180
    /// Longest model (a share of the character) that a short vertical stands for. A long flat 点 (各's, a quarter
    /// of 額) is a dab whose slant a vertical does not keep.
    static let longestShortModel = 0.2
    /// Longest drawn 点, as a multiple of its model's length (plus a little, so a tiny model does not decide): a
    /// writer's tick or short vertical is about its model's size, while a 点 drawn twice its length or more is
    /// a stroke of the wrong size, whose slant is not forgiven (at twice, stretched 点 passed on the held-out
    /// seed for their turned shape alone).
    static let longest = (modelLengths: 1.5, character: 0.03)
    /// The share of its model's length down to which a drawn 点 loses nothing on proportion: writers make 心's
    /// and a radical's dots far smaller than a font does (people's failed dots were told to be drawn 2–2.5 times
    /// as long), and a small dot in its place is a dot. Below it, a speck still fails; a drawn 点 too long is
    /// judged as before (`BENCHMARKS.md`, "点 drawn small").
    static let shortestForgiven = 0.4

    /// `drawn` turned to its model's direction when it is a 点 as writers make it, else unchanged. A tick's turn up
    /// to the right at its end is the writer's way of leaving a 点, and is cut off first.
    /// - Parameters:
    ///   - drawn: the drawn stroke in the template frame.
    ///   - model: the template stroke it stands for.
    ///   - type: the template stroke's type; strokes other than 点 are returned unchanged.
    ///   - size: the character's size.
    static func turned(_ drawn: [Point], model: [Point], type: StrokeType?, size: Double) -> [Point] {
        guard type == .dian else { return drawn }
        let body = withoutTick(drawn, size: size)
        guard let first = body.first, let last = body.last,
            let modelFirst = model.first, let modelLast = model.last, first != last, modelFirst != modelLast
        else { return drawn }
        let chord = last - first
        let modelChord = modelLast - modelFirst
        let modelLength = Polyline.length(model)
        guard chord.y > 0, modelChord.y > 0,
            Polyline.length(body) <= longest.modelLengths * modelLength + longest.character * size
        else { return drawn }
        let (heading, modelHeading) = (atan2(chord.y, chord.x), atan2(modelChord.y, modelChord.x))
        let isShort = modelLength <= longestShortModel * size
        guard isForgiven(heading: heading, modelHeading: modelHeading, shortModel: isShort) else { return drawn }
        return Polyline.turnedAboutCentroid(body, by: modelHeading - heading)
    }

    /// Whether a drawn 点 heading down at `heading` (radians, 0 to π, y down) stands for a model heading down at
    /// `modelHeading`: within ``widestLean`` of it, or, for a short model, between it and ``pastStraightDown``
    /// beyond straight down.
    static func isForgiven(heading: Double, modelHeading: Double, shortModel: Bool) -> Bool {
        let down = Double.pi / 2
        let towardDown = modelHeading <= down ? 1.0 : -1.0
        let lean = (heading - modelHeading) * towardDown
        let upright = shortModel ? (down - modelHeading) * towardDown + pastStraightDown : 0
        let reach = max(widestLean, upright)
        return lean >= -widestLean && lean <= reach
    }

    /// Largest lean (radians either way from straight down) of a tick's stem.
    static let steepestTickLean = 30 * Double.pi / 180

    /// `drawn` without its flick when it is a tick: a stem running about straight down (within
    /// ``steepestTickLean``) that turns sharply up to the right at its end (``Ligature/flickStart(of:size:)``).
    /// A diagonal ending in a hook is a small 斜钩 or 卧钩, not a tick, and keeps its hook.
    private static func withoutTick(_ drawn: [Point], size: Double) -> [Point] {
        guard let start = Ligature.flickStart(of: drawn, size: size), let first = drawn.first, let last = drawn.last
        else { return drawn }
        let (stem, flick) = (drawn[start] - first, last - drawn[start])
        guard stem.y > 0, abs(atan2(stem.x, stem.y)) <= steepestTickLean, flick.x > 0, flick.y < 0 else { return drawn }
        return Array(drawn[...start])
    }
}
