/// Where a 点 may sit along the stroke it rests on: a reader takes the top dot of 方, 文 or 言 a little left or
/// right over the 横 below it, and 心's dots a little along its 卧钩; writers place them so, and the font's exact
/// spot along that stroke is style (real hands, `BENCHMARKS.md`, "A dot along the stroke it rests on").
///
/// Each 点 rests on the template stroke nearest its end, when one lies within ``reach``. The drawn 点 is then also
/// judged against its model moved as that stroke was drawn and along it to where the drawn dot lies, when that is
/// at most ``farthest`` along and no nearer the stroke's ends than ``inset`` of its extent. The dot's distance
/// from the stroke is not forgiven, and a dot farther along is judged as drawn, so a dot drawn away from its
/// stroke or far along it still fails.
struct DotPlacement: Sendable {
    /// Greatest gap (share of the character size) between a 点's end and the stroke it rests on: the Kaiti font
    /// sets 礻's top dot about a sixth of the character above the 横 below it.
    static let reach = 0.25
    /// Farthest (share of the character size) the model is moved along the stroke: people's dots sit within it
    /// of the font's spot, while a dot moved a quarter of the character is out of its place and is not helped
    /// part of the way there.
    static let farthest = 0.1
    /// Share of the resting stroke's extent, at each end, that the dot may not slide into.
    static let inset = 0.1
    /// Share of the resting stroke's length either side of where the dot rests over which its direction is read.
    static let span = 0.05

    /// For each template stroke that is a 点 with a stroke within reach, that stroke and its point nearest the
    /// dot's end.
    private let rests: [(stroke: Int, point: Point)?]

    /// - Parameters:
    ///   - paths: the template strokes, cleaned.
    ///   - types: each template stroke's type.
    ///   - size: the character size.
    /// - Complexity: O(d · P) for d dots and P template points in all.
    init(paths: [[Point]], types: [StrokeType?], size: Double) {
        rests = paths.indices.map { index in
            guard types.indices.contains(index), types[index] == .dian, let end = paths[index].last else { return nil }
            return Polyline.nearestPath(to: end, among: paths, except: index, within: Self.reach * size)
                .map { ($0.index, $0.point) }
        }
    }

    /// Template 点 `index` (`model`) moved as its resting stroke was drawn and along it to where `drawn` lies; nil
    /// when the stroke is no 点 resting on another, that stroke was not drawn or cannot vouch for where it is, or
    /// the dot lies farther along it than ``farthest``.
    /// "Along" is the drawn resting stroke's direction over ``span`` of its length either side of the point the dot
    /// rests on, so a dot resting on a curve (心's on its 卧钩) follows the stroke's run there.
    /// - Parameters:
    ///   - size: the character size.
    ///   - neighbour: the drawn path standing for a template stroke, in the judging frame.
    func slid(_ model: [Point], stroke index: Int, drawn: [Point], size: Double, neighbour: (Int) -> [Point]?)
        -> [Point]?
    {
        guard rests.indices.contains(index), let rest = rests[index], let resting = neighbour(rest.stroke),
            let near = Polyline.nearest(to: rest.point, on: resting), !drawn.isEmpty, !model.isEmpty,
            let behind = Polyline.point(at: max(near.fraction - Self.span, 0), along: resting),
            let ahead = Polyline.point(at: min(near.fraction + Self.span, 1), along: resting)
        else { return nil }
        let chord = ahead - behind
        guard chord.length > 0 else { return nil }
        let along = chord / chord.length
        let extent = resting.map { $0.dot(along) }
        guard let low = extent.min(), let high = extent.max() else { return nil }
        let margin = Self.inset * (high - low)
        let here = near.point.dot(along)
        let wanted = (Polyline.centroid(drawn) - Polyline.centroid(model)).dot(along)
        let slide = min(max(here + wanted, low + margin), high - margin) - here
        guard abs(slide) <= Self.farthest * size else { return nil }
        let offset = near.point - rest.point + along * slide
        return model.map { $0 + offset }
    }
}
