/// Pairs the strokes of one character as hanzi-writer-data draws them (mainland order, no types) with KanjiVG's
/// strokes of the same character (labelled, possibly in Japanese order), by position and shape, so that KanjiVG's
/// labels can name hanzi-writer's strokes.
enum KanjiVGTypeTransfer {
    /// The largest mean distance between paired strokes, as a share of the character's longer side, at which the
    /// pairing is trusted (in 們, drawn alike by both, paired strokes lie 0.035–0.13 apart; a lone stroke, scaled to
    /// fill the box, up to about 0.1). The pairing only proposes labels: the strokes' shapes must confirm them.
    static let maximumDistance = 0.2
    /// Points each stroke is compared at.
    private static let samples = 8

    /// For each of `paths` (in order), the index of KanjiVG's stroke that draws it; nil when the stroke counts
    /// differ or some pair lies further apart than ``maximumDistance``.
    static func pair(_ paths: [[Point]], with kanjivg: CharacterTemplate) -> [Int]? {
        guard paths.count == kanjivg.strokes.count, !paths.isEmpty else { return nil }
        let mine = normalized(paths)
        let theirs = normalized(kanjivg.strokes.map(\.points))
        let costs = mine.map { stroke in theirs.map { distance(stroke, $0) } }
        let paired = OptimalAssignment.solve(costs: costs, unmatchedRowCost: 10, unmatchedColumnCost: 10)
        var result: [Int] = []
        for (row, column) in paired.enumerated() {
            guard let column, costs[row][column] <= maximumDistance else { return nil }
            result.append(column)
        }
        return result
    }

    /// Strokes resampled and scaled so the whole character's box has longer side 1, top left at the origin.
    private static func normalized(_ paths: [[Point]]) -> [[Point]] {
        guard let box = BoundingBox(paths.flatMap { $0 }) else { return paths }
        let scale = 1 / max(box.longerSide, 1)
        let origin = Point(x: box.minX, y: box.minY)
        return paths.map { Polyline.resample($0, count: samples).map { ($0 - origin) * scale } }
    }

    private static func distance(_ a: [Point], _ b: [Point]) -> Double {
        zip(a, b).reduce(0) { $0 + $1.0.distance(to: $1.1) } / Double(samples)
    }
}
