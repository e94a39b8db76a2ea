import Foundation

extension MergedStrokeCut {
    /// How far along the path on each side of the cut (character sizes) the headings that meet there are taken.
    static let turnReach = 0.08
    /// The least turn (radians) at the cut for a drawn stroke to read as two strokes the pen ran on between.
    static let leastTurn = 35 * Double.pi / 180

    /// Whether the pen turned where this cut divides its path: the heading of the first part's last stretch and the
    /// heading of the path leaving the cut (the hairline to the second stroke, or the second stroke itself) differ by
    /// at least ``leastTurn``.
    ///
    /// A pen running on from one stroke into the next has to change course to get there; a stroke drawn straight
    /// but far too long only looks like two strokes end to end, and is one stroke drawn wrong.
    /// - Parameter size: the character's size.
    func turnsAtCut(size: Double) -> Bool {
        guard end > 0, end < path.count - 1 else { return false }
        let reach = Self.turnReach * size
        let before = Self.point(on: Array(path[...end].reversed()), reaching: reach)
        let after = Self.point(on: Array(path[end...]), reaching: reach)
        let corner = path[end]
        let incoming = corner - before
        let outgoing = after - corner
        guard incoming.length > 0, outgoing.length > 0 else { return false }
        let turn = abs(remainder(atan2(outgoing.y, outgoing.x) - atan2(incoming.y, incoming.x), 2 * .pi))
        return turn >= Self.leastTurn
    }

    /// The first of `points` (two or more) at least `reach` from the first, else the last.
    private static func point(on points: [Point], reaching reach: Double) -> Point {
        points.first { $0.distance(to: points[0]) >= reach } ?? points[points.count - 1]
    }
}
