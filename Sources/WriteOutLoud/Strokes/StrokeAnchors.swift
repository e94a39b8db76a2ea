/// Where the ends of each template stroke meet other strokes.
///
/// A reader judges an inner 横 by whether it reaches the strokes it touches, not by its length on a ruler:
/// the inner 横 of 日 spans the box whether the box is drawn wide or narrow, and it may meet the right side
/// or stop just short of it (the Kaiti font leaves it open, KanjiVG closes it). Two hands draw the same
/// character with different proportions between strokes, so a stroke compared only with the template's
/// absolute geometry fails on the other hand's proportions. The anchors let the analyzer also judge a stroke
/// against the template as its drawn neighbours place it: each anchored end follows its neighbour along the
/// end's own direction, and may end anywhere from meeting the neighbour to a small gap short of it. An end
/// inside an enclosure that stops well short of the stroke ahead (the font's inner 横 of 日) may also be drawn
/// on to meet it. A stroke stretched past its neighbours, or moved away from them, still fails: its neighbours
/// did not move with it, and an end drawn across the stroke it meets loses its allowance.
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
    /// Greatest gap (share of the character size) between an end inside an enclosure and the stroke ahead of
    /// it that the end may be drawn on to meet.
    static let enclosureReach = 0.25
    /// The same limit as a share of the stroke's own length.
    static let enclosureReachOfLength = 1.0
    /// How far (share of the character size) a drawn end may go past its reach before it loses it.
    static let margin = 0.01
    /// How much of a stroke's end (share of the character size) sets the end's outward direction.
    private static let tangentSpan = 0.06
    /// Cosine between an end's outward direction and the way to the touched point above which the point
    /// counts as ahead of the end (the end could be drawn on to meet it).
    private static let aheadCosine = 0.7
    /// Gap (share of the character size) under which a touched point counts as ahead whatever its direction.
    private static let contact = 0.02

    /// For each template stroke, the anchor of its start and of its end (nil when that end is free): the
    /// nearest stroke it touches, or else the stroke ahead of it inside an enclosure.
    let starts: [Anchor?]
    let ends: [Anchor?]
    /// Each template stroke's first and last point.
    private let tips: [(start: Point, end: Point)?]

    /// - Parameters:
    ///   - paths: the template strokes, cleaned.
    ///   - size: the character size.
    /// - Complexity: O(m · P) for m strokes of P points in all.
    init(paths: [[Point]], size: Double) {
        let reversed = paths.map { Array($0.reversed()) }
        starts = paths.indices.map {
            Self.anchor(of: reversed[$0], stroke: $0, paths: paths, size: size)
                ?? Self.enclosedAnchor(of: reversed[$0], stroke: $0, paths: paths, size: size)
        }
        ends = paths.indices.map {
            Self.anchor(of: paths[$0], stroke: $0, paths: paths, size: size)
                ?? Self.enclosedAnchor(of: paths[$0], stroke: $0, paths: paths, size: size)
        }
        tips = paths.map { path in path.first.flatMap { first in path.last.map { (first, $0) } } }
    }

    /// The anchor of the last point of `path` (a template stroke, or one reversed for its start).
    private static func anchor(of path: [Point], stroke: Int, paths: [[Point]], size: Double) -> Anchor? {
        guard let end = path.last, let outward = outward(of: path, size: size) else { return nil }
        let limit = min(reach * size, reachOfLength * Polyline.length(path))
        guard let nearest = Polyline.nearestPath(to: end, among: paths, except: stroke, within: limit) else {
            return nil
        }
        let way = nearest.point - end
        let gap = way.dot(outward)
        let ahead = nearest.distance <= contact * size || gap >= aheadCosine * nearest.distance
        return Anchor(
            stroke: nearest.index, point: nearest.point, outward: outward, reach: ahead ? (gap - limit)...gap : nil)
    }

    /// The anchor of the last point of `path` when it meets no stroke within ``reach`` but lies inside an
    /// enclosure: the stroke's line, drawn on past its first point, meets a stroke within ``reach``, and a
    /// stroke lies ahead of this end within ``enclosureReach``. The inner 横 of the Kaiti font's 日 starts at
    /// the left side and stops well short of the right one; a reader accepts it drawn on to the right side but
    /// not across it. The end may stop as far short of its own place as an end that meets a stroke may stop
    /// short of it, or be drawn on to meet the stroke ahead. Only one end of a stroke gets this: an inner
    /// stroke floating free of both sides is judged by its length.
    private static func enclosedAnchor(of path: [Point], stroke: Int, paths: [[Point]], size: Double) -> Anchor? {
        guard let first = path.first, let end = path.last, first != end, let outward = outward(of: path, size: size)
        else { return nil }
        let length = Polyline.length(path)
        let shortfall = min(reach * size, reachOfLength * length)
        let backward = (first - end) / first.distance(to: end)
        let others = paths.indices.filter { $0 != stroke }
        let bounded = others.contains {
            distanceAhead(from: first, along: backward, to: paths[$0]) ?? .infinity <= shortfall
        }
        guard bounded else { return nil }
        let limit = min(enclosureReach * size, enclosureReachOfLength * length)
        var nearest: (stroke: Int, gap: Double)?
        for other in others {
            guard let gap = distanceAhead(from: end, along: outward, to: paths[other]), gap <= limit,
                gap < nearest?.gap ?? .infinity
            else { continue }
            nearest = (other, gap)
        }
        guard let nearest else { return nil }
        return Anchor(
            stroke: nearest.stroke, point: end + outward * nearest.gap, outward: outward,
            reach: -shortfall...nearest.gap)
    }

    /// Unit direction of the end of `path`, over its last ``tangentSpan`` of the character (at least its last
    /// tenth, at most its last half), so the little entry tick of a font's median does not turn a 横's start
    /// downwards; nil when it has no length.
    private static func outward(of path: [Point], size: Double) -> Point? {
        let length = Polyline.length(path)
        guard length > 0, let end = path.last,
            let inner = Polyline.point(at: 1 - min(max(tangentSpan * size / length, 0.1), 0.5), along: path)
        else { return nil }
        let direction = end - inner
        return direction.length > 0 ? direction / direction.length : nil
    }

    /// How far from `origin` along the unit direction `way` the ray first crosses `path`; nil when it never does.
    private static func distanceAhead(from origin: Point, along way: Point, to path: [Point]) -> Double? {
        var nearest: Double?
        for index in path.indices.dropFirst() {
            let a = path[index - 1]
            let edge = path[index] - a
            let denominator = way.x * edge.y - way.y * edge.x
            guard abs(denominator) > 1e-12 else { continue }
            let offset = a - origin
            let distance = (offset.x * edge.y - offset.y * edge.x) / denominator
            let along = (offset.x * way.y - offset.y * way.x) / denominator
            if distance >= 0, (0...1).contains(along), distance < nearest ?? .infinity { nearest = distance }
        }
        return nearest
    }

    /// Template stroke `index` as its drawn neighbours place it and with its anchored ends where the drawn
    /// stroke's ends are, within their reach; nil when neither end is anchored.
    ///
    /// Each anchored end moves along its own direction by as much as the drawn neighbour lies further out or
    /// in there than the template's (a 横 meeting a 竖 follows the 竖 left or right, not up or down); points
    /// between the ends move in proportion to how far along the stroke they lie, and an end with no anchor
    /// moves with the other end. Then each end whose touched point lies ahead is drawn on or cut back towards
    /// the drawn end, within its reach; it is not drawn on while the drawn stroke's other end runs across the
    /// stroke that end meets, so a stroke stretched through one side is not excused by a longer model.
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
        guard let drawnStart = drawn.first, let drawnEnd = drawn.last, let modelStart = model.first,
            let modelEnd = model.last
        else { return shifted }
        let margin = Self.margin * size
        let last = shifted[shifted.count - 1]
        let startCrosses =
            Self.crossing(start, tip: modelStart, target: drawnStart, margin: margin, neighbour: neighbour) > 0
        let endCrosses = Self.crossing(end, tip: modelEnd, target: drawnEnd, margin: margin, neighbour: neighbour) > 0
        var startReach =
            start.map { Self.allowance($0, tip: shifted[0], target: drawnStart, margin: margin, total: total) } ?? 0
        var endReach = end.map { Self.allowance($0, tip: last, target: drawnEnd, margin: margin, total: total) } ?? 0
        if endCrosses { startReach = min(startReach, 0) }
        if startCrosses { endReach = min(endReach, 0) }
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
        let margin = Self.margin * size
        return Self.crossing(starts[index], tip: model.start, target: drawnStart, margin: margin, neighbour: neighbour)
            + Self.crossing(ends[index], tip: model.end, target: drawnEnd, margin: margin, neighbour: neighbour)
    }

    /// How far the drawn end `target` runs across the stroke its template end `tip` meets, beyond `margin`,
    /// measured from where that stroke was drawn; 0 when it does not, or when that stroke was not drawn.
    private static func crossing(
        _ anchor: Anchor?, tip: Point, target: Point, margin: Double, neighbour: (Int) -> [Point]?
    ) -> Double {
        guard let anchor, let reach = anchor.reach, let moved = shift(anchor, neighbour: neighbour) else { return 0 }
        return max((target - tip - moved).dot(anchor.outward) - reach.upperBound - margin, 0)
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
