import Foundation

/// The joins of a fluent hand: the pen landing a little off and hooking into a stroke from where the last one
/// ended (an entry hook), or leaving a stroke with a short tail towards where the next one starts (an exit tail).
///
/// Such a piece is short and turns sharply into the stroke proper. It is cut off before a stroke's shape and
/// direction are judged, unless its model turns at the same end: the hook of a 竖钩 or a 横钩 is part of the stroke.
enum Ligature {
    /// Which ends of a stroke carry a join (drawn) or a hook of their own (template).
    struct Ends: Hashable, Sendable {
        var start: Bool
        var end: Bool

        static let none = Ends(start: false, end: false)
    }

    /// Longest join, as a share of the character and of the stroke.
    private static let longestShare = (character: 0.08, stroke: 0.4)
    /// Shortest join worth cutting (character sizes): below it, it is pen noise the comparison ignores anyway.
    private static let shortest = 0.012
    /// Shortest hook of the model's own that keeps a drawn join in place (character sizes): the entry tick of a
    /// font's median is shorter.
    private static let shortestModelHook = 0.04
    /// Smallest turn (radians) between a join and the stroke proper.
    private static let sharpestTurn = 65 * Double.pi / 180
    /// Largest angle (radians) between a join and the way to the stroke it joins.
    private static let aimTolerance = 70 * Double.pi / 180

    /// The ends of a drawn stroke that carry a join: a short piece turning sharply into the stroke, aimed at
    /// the previous stroke's end (entry) or the next stroke's start (exit).
    /// - Parameters:
    ///   - path: the drawn stroke in the template frame.
    ///   - previousEnd: where the stroke drawn before it ended (nil for the first: any short entry hook counts).
    ///   - nextStart: where the stroke drawn after it starts (nil for the last: it has no exit tail).
    ///   - size: the character's size.
    static func joins(of path: [Point], previousEnd: Point?, nextStart: Point?, size: Double) -> Ends {
        var ends = Ends.none
        if let cut = entryCut(path, size: size, shortest: shortest) {
            let piece = path[0] - path[cut]
            ends.start = previousEnd.map { aimed(piece, at: $0 - path[cut]) } ?? true
        }
        if let nextStart, let cut = entryCut(path.reversed(), size: size, shortest: shortest) {
            let joint = path[path.count - 1 - cut]
            ends.end = aimed(path[path.count - 1] - joint, at: nextStart - joint)
        }
        return ends
    }

    /// Whether a stroke of `type` goes one way with no turn or hook of its own (横 竖 撇 捺 点 提), so a sharp turn at
    /// its end can only be a tail; false for compound and unknown types.
    static func movesOneWay(_ type: StrokeType?) -> Bool {
        guard let type else { return false }
        return [.heng, .shu, .pie, .na, .dian, .ti].contains(type)
    }

    /// The ends of a model stroke that turn sharply within a join's length: hooks of the stroke itself.
    static func hooks(of path: [Point], size: Double) -> Ends {
        Ends(
            start: entryCut(path, size: size, shortest: shortestModelHook) != nil,
            end: entryCut(path.reversed(), size: size, shortest: shortestModelHook) != nil)
    }

    /// The path without the joins at `ends`.
    static func trimmed(_ path: [Point], at ends: Ends, size: Double) -> [Point] {
        var result = path
        if ends.end, let cut = entryCut(path.reversed(), size: size, shortest: shortest) {
            result.removeLast(cut)
        }
        if ends.start, let cut = entryCut(result, size: size, shortest: shortest) {
            result.removeFirst(cut)
        }
        return result
    }

    private static func aimed(_ piece: Point, at target: Point) -> Bool {
        guard piece.length > 0, target.length > 0 else { return false }
        return acos(min(max(piece.dot(target) / (piece.length * target.length), -1), 1)) <= aimTolerance
    }

    /// The vertex where the stroke proper starts after a short piece turning sharply into it, or nil.
    private static func entryCut(_ path: [Point], size: Double, shortest: Double) -> Int? {
        guard path.count >= 3 else { return nil }
        let total = Polyline.length(path)
        let longest = min(longestShare.character * size, longestShare.stroke * total)
        let reach = max(0.15 * total, 0.04 * size)
        var travelled = 0.0
        var best: (turn: Double, index: Int)?
        for index in 1..<(path.count - 1) {
            travelled += path[index].distance(to: path[index - 1])
            guard travelled <= longest else { break }
            let piece = path[index] - path[0]
            guard piece.length >= shortest * size else { continue }
            let onward = point(along: path, from: index, distance: reach) - path[index]
            guard onward.length > 0 else { continue }
            let turn = acos(min(max(piece.dot(onward) / (piece.length * onward.length), -1), 1))
            if turn >= sharpestTurn, turn > (best?.turn ?? 0) { best = (turn, index) }
        }
        return best?.index
    }

    /// The point `distance` further along the path than vertex `start` (the last point when it is shorter).
    private static func point(along path: [Point], from start: Int, distance: Double) -> Point {
        var left = distance
        for index in (start + 1)..<path.count {
            let step = path[index].distance(to: path[index - 1])
            if step >= left, step > 0 { return path[index - 1] + (path[index] - path[index - 1]) * (left / step) }
            left -= step
        }
        return path[path.count - 1]
    }
}
