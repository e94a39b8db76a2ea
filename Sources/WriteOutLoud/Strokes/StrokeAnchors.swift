/// Where the ends of each template stroke meet other strokes.
///
/// A reader judges an inner 横 by whether it reaches the strokes it touches, not by its length on a ruler:
/// the inner 横 of 日 spans the box whether the box is drawn wide or narrow, and it may meet the right side
/// or stop just short of it (the Kaiti font leaves it open, KanjiVG closes it). Two hands draw the same
/// character with different proportions between strokes, so a stroke compared only with the template's
/// absolute geometry fails on the other hand's proportions. The anchors let the analyzer also judge a stroke
/// against the template as its drawn neighbours place it: each anchored end follows its neighbour along the
/// end's own direction, and may end anywhere from meeting the neighbour to a small gap short of it. A stroke
/// stretched past its neighbours, or moved away from them, still fails: its neighbours did not move with it,
/// and an end drawn across the stroke it meets loses its allowance.
struct StrokeAnchors: Sendable {
    /// The point of another stroke that one end of a stroke touches or nearly touches.
    struct Anchor: Sendable, Hashable {
        /// The touched template stroke.
        let stroke: Int
        /// The touched point in the template.
        let point: Point
        /// The end's outward direction (unit length).
        let outward: Point
        /// How far the end may reach out along `outward`, at the least (negative: it may stop this much
        /// shorter) and at the most (meeting the touched point); nil when the point is not ahead of the end.
        let reach: ClosedRange<Double>?
    }

    /// Greatest gap (share of the character size) between a stroke's end and another stroke that still
    /// counts as touching it; also how far short of a stroke it meets an end may stop.
    static let reach = 0.12
    /// The same limit as a share of the stroke's own length, so the ends of a short stroke move less.
    static let reachOfLength = 0.6
    /// How far (share of the character size) a drawn end may go past its reach before it loses it.
    static let margin = 0.01
    /// Cosine between an end's outward direction and the way to the touched point above which the point
    /// counts as ahead of the end (the end could be drawn on to meet it).
    private static let aheadCosine = 0.7
    /// Gap (share of the character size) under which a touched point counts as ahead whatever its direction.
    private static let contact = 0.02

    /// For each template stroke, the anchor of its start and of its end (nil when that end is free).
    let starts: [Anchor?]
    let ends: [Anchor?]
    /// Each template stroke's first and last point.
    private let tips: [(start: Point, end: Point)?]

    /// - Parameters:
    ///   - paths: the template strokes, cleaned.
    ///   - size: the character size.
    /// - Complexity: O(m · P) for m strokes of P points in all.
    init(paths: [[Point]], size: Double) {
        starts = paths.indices.map { Self.anchor(of: paths[$0].reversed(), stroke: $0, paths: paths, size: size) }
        ends = paths.indices.map { Self.anchor(of: paths[$0], stroke: $0, paths: paths, size: size) }
        tips = paths.map { path in path.first.flatMap { first in path.last.map { (first, $0) } } }
    }

    /// The anchor of the last point of `path` (a template stroke, or one reversed for its start).
    private static func anchor(of path: [Point], stroke: Int, paths: [[Point]], size: Double) -> Anchor? {
        guard let end = path.last, let inner = Polyline.point(at: 0.9, along: path) else { return nil }
        let direction = end - inner
        guard direction.length > 0 else { return nil }
        let outward = direction / direction.length
        let limit = min(reach * size, reachOfLength * Polyline.length(path))
        var nearest: (stroke: Int, point: Point, distance: Double)?
        for other in paths.indices where other != stroke {
            guard let near = Polyline.nearest(to: end, on: paths[other]), near.distance <= limit,
                near.distance < nearest?.distance ?? .infinity
            else { continue }
            nearest = (other, near.point, near.distance)
        }
        guard let nearest else { return nil }
        let way = nearest.point - end
        let gap = way.dot(outward)
        let ahead = nearest.distance <= contact * size || gap >= aheadCosine * nearest.distance
        return Anchor(
            stroke: nearest.stroke, point: nearest.point, outward: outward, reach: ahead ? (gap - limit)...gap : nil)
    }

    /// Template stroke `index` as its drawn neighbours place it and with its anchored ends where the drawn
    /// stroke's ends are, within their reach; nil when neither end is anchored.
    ///
    /// Each anchored end moves along its own direction by as much as the drawn neighbour lies further out or
    /// in there than the template's (a 横 meeting a 竖 follows the 竖 left or right, not up or down); points
    /// between the ends move in proportion to how far along the stroke they lie, and an end with no anchor
    /// moves with the other end. Then each end whose touched point lies ahead is drawn on or cut back towards
    /// the drawn end, within its reach.
    /// - Parameters:
    ///   - model: the template stroke's points.
    ///   - drawn: the drawn stroke judged against it, in the same frame.
    ///   - size: the character size.
    ///   - neighbour: the drawn path standing for a template stroke, in the judging frame; nil when that
    ///     stroke was not drawn on its own or cannot vouch for where it is.
    func placed(
        _ model: [Point], stroke index: Int, drawn: [Point], size: Double, neighbour: (Int) -> [Point]?
    ) -> [Point]? {
        let start = starts[index]
        let end = ends[index]
        let total = Polyline.length(model)
        guard start != nil || end != nil, total > 0 else { return nil }
        let startShift = Self.shift(start, neighbour: neighbour) ?? Self.shift(end, neighbour: neighbour) ?? .zero
        let endShift = Self.shift(end, neighbour: neighbour) ?? startShift
        var travelled = 0.0
        var shifted: [Point] = []
        for k in model.indices {
            if k > 0 { travelled += model[k - 1].distance(to: model[k]) }
            let t = total > 0 ? travelled / total : 0
            shifted.append(model[k] + startShift * (1 - t) + endShift * t)
        }
        guard let drawnStart = drawn.first, let drawnEnd = drawn.last else { return shifted }
        let margin = Self.margin * size
        let last = shifted[shifted.count - 1]
        let startReach =
            start.map { Self.allowance($0, tip: shifted[0], target: drawnStart, margin: margin, total: total) } ?? 0
        let endReach = end.map { Self.allowance($0, tip: last, target: drawnEnd, margin: margin, total: total) } ?? 0
        var result = Polyline.section(shifted, from: max(-startReach, 0) / total, to: 1 - max(-endReach, 0) / total)
        if startReach > 0, let anchor = start { result.insert(result[0] + anchor.outward * startReach, at: 0) }
        if endReach > 0, let anchor = end { result.append(result[result.count - 1] + anchor.outward * endReach) }
        return result
    }

    /// How far the drawn stroke runs across the strokes its template's ends meet, beyond `margin` at each end
    /// (template units, summed over both ends): a 横 drawn through both sides of 日 is wrong however long the
    /// template's 横 is. Only ends whose neighbour was drawn count, measured from where the drawn neighbour is.
    func overrun(stroke index: Int, drawn: [Point], size: Double, neighbour: (Int) -> [Point]?) -> Double {
        guard let drawnStart = drawn.first, let drawnEnd = drawn.last, let model = tips[index] else { return 0 }
        var total = 0.0
        for (anchor, tip, target) in [(starts[index], model.start, drawnStart), (ends[index], model.end, drawnEnd)] {
            guard let anchor, let reach = anchor.reach, let moved = Self.shift(anchor, neighbour: neighbour)
            else { continue }
            let out = (target - tip - moved).dot(anchor.outward) - reach.upperBound
            total += max(out - Self.margin * size, 0)
        }
        return total
    }

    /// How far a drawn neighbour lies out or in from the template's, along the anchored end's direction; nil
    /// when the neighbour was not drawn or cannot vouch for where it is.
    private static func shift(_ anchor: Anchor?, neighbour: (Int) -> [Point]?) -> Point? {
        guard let anchor, let path = neighbour(anchor.stroke), let near = Polyline.nearest(to: anchor.point, on: path)
        else { return nil }
        return anchor.outward * (near.point - anchor.point).dot(anchor.outward)
    }

    /// How far to draw an end on (positive) or cut it back (negative) towards the drawn end: as far as the
    /// drawn end lies out along the end's direction, within the anchor's reach and never cutting more than a
    /// quarter of the stroke. A drawn end beyond the reach by more than `margin` gets less of it, by as much as
    /// the excess, so an end drawn far across the stroke it meets, or far short of it, is judged against the
    /// template's end.
    private static func allowance(
        _ anchor: Anchor, tip: Point, target: Point, margin: Double, total: Double
    ) -> Double {
        guard let range = anchor.reach, total > 0 else { return 0 }
        let wanted = (target - tip).dot(anchor.outward)
        let low = max(range.lowerBound, -total / 4)
        let high = range.upperBound
        if wanted > high { return max(high - max(wanted - high - margin, 0), min(high, 0)) }
        if wanted < low { return min(low + max(low - margin - wanted, 0), 0) }
        return wanted
    }
}
