import Foundation

/// A 点 as writers make it: a short vertical, a tick, a comma, a dab slanting either way. A teacher judges a 点 by
/// its place and its size, not by how exactly it copies the model's slant.
///
/// A drawn stroke standing for a 点 that runs downwards, is short, and leans less than ``widestLean`` from its
/// model's direction is turned about its centre to its model's direction, before its type is recognised and its
/// shape and direction are scored; its place and length are not changed, so a 点 in the wrong place or of the wrong
/// size still fails, and a stroke running across or upwards (a 横, a 提) is judged as drawn.
enum DotStroke {
    /// Largest lean (radians either way from the model's start-to-end direction) of a drawn 点 that is forgiven.
    static let widestLean = 60 * Double.pi / 180
    /// Longest drawn 点, as a multiple of its model's length (plus a little, so a tiny model does not decide): a
    /// writer's tick or short vertical is about its model's size, while a 点 drawn twice its length or more is
    /// a stroke of the wrong size, whose slant is not forgiven (at twice, stretched 点 passed on the held-out
    /// seed for their turned shape alone).
    static let longest = (modelLengths: 1.5, character: 0.03)

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
        guard chord.y > 0, modelChord.y > 0,
            Polyline.length(body) <= longest.modelLengths * Polyline.length(model) + longest.character * size
        else { return drawn }
        var lean = atan2(chord.y, chord.x) - atan2(modelChord.y, modelChord.x)
        lean = atan2(sin(lean), cos(lean))
        guard abs(lean) <= widestLean else { return drawn }
        return Polyline.turnedAboutCentroid(body, by: -lean)
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
