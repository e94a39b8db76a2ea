import Foundation
import WriteOutLoud

/// A reimplementation of the original app's stroke scorer, as the benchmark's baseline.
///
/// As described in the brief: the i-th drawn stroke is compared with the i-th template stroke; the
/// canvas is taken to be the template box; for shape, each stroke is normalised to its own bounding
/// box; weights shape 35, direction 30, position 25, proportion 10; pass at 60. The brief does not
/// give the per-dimension scales, so each dimension falls linearly to 0 at a generous limit
/// (documented in `docs/stroke-analysis.md`).
struct StrokesBaselineScorer {
    static let passThreshold = 60.0
    private static let samples = 32

    /// Accuracy (0–100) of every template stroke; 0 where no i-th drawn stroke exists.
    /// - Parameter writingBox: the grid the learner wrote in, taken as the template box, as a quiz that draws
    ///   the grid knows it; the whole canvas when nil, as the original app did.
    func score(_ ink: Ink, against template: CharacterTemplate, writingBox: WritingBox? = nil) -> [Double] {
        let origin = writingBox.map { Point(x: $0.x, y: $0.y) } ?? .zero
        let toBox = Point(
            x: CharacterTemplate.boxSize / (writingBox?.side ?? ink.width),
            y: CharacterTemplate.boxSize / (writingBox?.side ?? ink.height))
        return template.strokes.indices.map { index in
            guard index < ink.strokes.count else { return 0 }
            let drawn = ink.strokes[index].path.map { Point(x: ($0.x - origin.x) * toBox.x, y: ($0.y - origin.y) * toBox.y) }
            return compare(drawn, with: template.strokes[index].points)
        }
    }

    /// One stroke pair, both in the template box.
    func compare(_ drawn: [Point], with model: [Point]) -> Double {
        let a = Polyline.resample(drawn, count: Self.samples)
        let b = Polyline.resample(model, count: Self.samples)
        guard !a.isEmpty, !b.isEmpty else { return 0 }
        let box = CharacterTemplate.boxSize
        let ownA = ownBox(a)
        let ownB = ownBox(b)
        var distance = 0.0
        for index in a.indices { distance += ownA[index].distance(to: ownB[index]) }
        let shape = 100 * max(0, 1 - distance / Double(a.count) / 0.5)

        let chordA = a[a.count - 1] - a[0]
        let chordB = b[b.count - 1] - b[0]
        let lengths = chordA.length * chordB.length
        let angle = lengths > 0 ? acos(min(max(chordA.dot(chordB) / lengths, -1), 1)) : .pi
        let direction = 100 * (1 - angle / .pi)

        let centreDistance = boxCentre(a).distance(to: boxCentre(b)) / box
        let position = 100 * max(0, 1 - centreDistance / 0.5)

        let lengthA = Polyline.length(a)
        let lengthB = Polyline.length(b)
        let proportion = max(lengthA, lengthB) > 0 ? 100 * min(lengthA, lengthB) / max(lengthA, lengthB) : 0

        return (35 * shape + 30 * direction + 25 * position + 10 * proportion) / 100
    }

    /// Points moved to their own box's corner and divided by its longer side.
    private func ownBox(_ points: [Point]) -> [Point] {
        let xs = points.map(\.x)
        let ys = points.map(\.y)
        let minimum = Point(x: xs.min() ?? 0, y: ys.min() ?? 0)
        let side = max((xs.max() ?? 0) - minimum.x, (ys.max() ?? 0) - minimum.y)
        return points.map { side > 0 ? ($0 - minimum) / side : .zero }
    }

    private func boxCentre(_ points: [Point]) -> Point {
        let xs = points.map(\.x)
        let ys = points.map(\.y)
        return Point(x: ((xs.min() ?? 0) + (xs.max() ?? 0)) / 2, y: ((ys.min() ?? 0) + (ys.max() ?? 0)) / 2)
    }
}
