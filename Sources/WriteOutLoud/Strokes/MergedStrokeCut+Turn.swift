import Foundation

extension MergedStrokeCut {
    /// How far along the path on each side of the cut (character sizes) the headings that meet there are taken.
    static let turnReach = 0.08
    /// The least turn (radians) at the cut for a drawn stroke to read as two strokes the pen ran on between.
    static let leastTurn = 35 * Double.pi / 180
    /// How far from the cut (character sizes) a point must be for its heading from the cut to count: nearer, the
    /// pen's jitter turns it any way.
    static let shortestLeave = 0.02

    /// Whether the pen turned where this cut divides its path: the heading of the first part's last stretch and the
    /// heading from the cut to some point of the path leaving it (the hairline to the second stroke, or the second
    /// stroke itself), up to ``turnReach`` on and at least ``shortestLeave`` from the cut, differ by at least
    /// ``leastTurn``.
    ///
    /// A pen running on from one stroke into the next has to change course to get there; a stroke drawn straight
    /// but far too long only looks like two strokes end to end, and is one stroke drawn wrong. The course may change
    /// only briefly: a pen that loops back up to where the next stroke starts, just above the first's end (齏's 撇
    /// and the 竖 under it), heads the first stroke's way again within the reach.
    /// - Parameter size: the character's size.
    func turnsAtCut(size: Double) -> Bool {
        guard end > 0, end < path.count - 1 else { return false }
        let reach = Self.turnReach * size
        let corner = path[end]
        let incoming = corner - Self.point(on: Array(path[...end].reversed()), reaching: reach)
        guard incoming.length > 0 else { return false }
        let leaving = path[end...]
        let beyond = leaving.firstIndex { $0.distance(to: corner) >= reach } ?? path.count - 1
        return leaving[...beyond].contains { point in
            let outgoing = point - corner
            guard outgoing.length >= Self.shortestLeave * size else { return false }
            return abs(remainder(atan2(outgoing.y, outgoing.x) - atan2(incoming.y, incoming.x), 2 * .pi))
                >= Self.leastTurn
        }
    }

    /// The first of `points` (two or more) at least `reach` from the first, else the last.
    private static func point(on points: [Point], reaching reach: Double) -> Point {
        points.first { $0.distance(to: points[0]) >= reach } ?? points[points.count - 1]
    }
}
