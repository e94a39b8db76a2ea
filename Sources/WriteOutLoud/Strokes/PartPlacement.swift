import Foundation

/// Where a hand put each of a character's two parts (氵 beside 昷 in 温, 相 over 心 in 想): a learner's 氵 may sit a
/// little lower beside 昷 than the font's while its strokes keep their places to one another. The whole-character
/// frame, fitted mostly on the bigger part, leaves the smaller one displaced as a block: its strokes are matched to
/// each other's places (温's dots crosswise, an order error that was not) and each is told to move. Each part's
/// drawn strokes moved by their median offset from their models, within ``largestShift``, undo that before the
/// strokes are matched and judged again; a stroke drawn out of place within its part still is.
struct PartPlacement: Sendable {
    /// How far (share of the character size) the two parts' boxes may overlap and still count as apart: the
    /// font lets the tip of 氵's 提 reach under the part beside it.
    static let overlap = 0.03
    /// Fewest template strokes a part must have: a lone stroke (the first 横 of 三) is no part of its own.
    static let fewestStrokes = 2
    /// Fewest strokes of a part matched one to one before it is moved: the median of three offsets is not moved by
    /// one stroke drawn out of place, so a single displaced stroke is not excused by its part.
    static let fewestMatched = 3
    /// Farthest a part is moved (share of the character size): what a part lies further off than that is judged.
    static let largestShift = 0.12
    /// Nearest a part is left as drawn (share of the character size).
    static let smallestShift = 0.01

    /// The first template stroke of the second part; nil when the character does not divide.
    let boundary: Int?

    /// - Parameters:
    ///   - paths: every template stroke of the character, cleaned, in order.
    ///   - size: the character size.
    init(paths: [[Point]], size: Double) {
        var best: (stroke: Int, gap: Double)?
        for stroke in paths.indices
        where stroke >= Self.fewestStrokes && paths.count - stroke >= Self.fewestStrokes {
            guard let first = BoundingBox(paths[..<stroke].joined()), let second = BoundingBox(paths[stroke...].joined())
            else { continue }
            let gap = max(second.minX - first.maxX, second.minY - first.maxY)
            if gap >= -Self.overlap * size, gap > best?.gap ?? -.infinity { best = (stroke, gap) }
        }
        boundary = best?.stroke
    }

    /// The drawn strokes with each part's moved by the median offset of its singly matched strokes from their
    /// models (centroid to centroid), capped at ``largestShift``; nil when the character does not divide or no
    /// part moves.
    func placed(_ framed: [[Point]], sources: [StrokeCorrespondence.Source?], character: PreparedCharacter) -> [[Point]]? {
        guard let boundary else { return nil }
        var moved = framed
        var changed = false
        for part in [0..<boundary, boundary..<character.strokes.count] {
            var offsets: [Point] = []
            var drawnInPart: Set<Int> = []
            for template in part {
                guard let source = sources[template] else { continue }
                drawnInPart.formUnion(source.drawnIndices)
                guard case .single(let drawn) = source, framed[drawn].count > 1 else { continue }
                let centre = Polyline.centroid(Polyline.resample(framed[drawn], count: PreparedCharacter.coarseCount))
                offsets.append(centre - Polyline.centroid(character.coarse[template]))
            }
            guard offsets.count >= Self.fewestMatched else { continue }
            var shift = Point(x: Self.median(offsets.map(\.x)), y: Self.median(offsets.map(\.y)))
            let length = (shift.x * shift.x + shift.y * shift.y).squareRoot()
            let cap = Self.largestShift * character.size
            if length > cap { shift = shift * (cap / length) }
            guard length > Self.smallestShift * character.size else { continue }
            for drawn in drawnInPart { moved[drawn] = framed[drawn].map { $0 - shift } }
            changed = true
        }
        return changed ? moved : nil
    }

    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
