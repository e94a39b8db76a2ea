import Foundation

/// The joins of a fluent hand: the pen landing a little off and hooking into a stroke from where the last one
/// ended (an entry hook), or leaving a stroke with a short tail towards where the next one starts (an exit tail).
///
/// Such a piece is short and turns sharply into the stroke proper, or is aimed straight at the stroke it joins
/// and turns at least a little: a fast hand heading for the next stroke's start leaves gently and may run
/// further. It is cut off before a stroke's shape and direction are judged, unless its model turns at the same
/// end: the hook of a 竖钩 or a 横钩 is part of the stroke.
enum Ligature {
    /// Which ends of a stroke carry a join (drawn) or a hook of their own (template).
    struct Ends: Hashable, Sendable {
        var start: Bool
        var end: Bool
        /// How many points a join takes at the start and at the end (0 where there is none or it is not known).
        var startPoints = 0
        var endPoints = 0
        /// A drawn join found only as a gentle turn aimed closely at its neighbour; of a model, an end that bends
        /// that much of its own (a 撇's sweep), where a gentle join is the stroke itself.
        var gentleStart = false
        var gentleEnd = false
        /// Of a drawn join, the piece from where it turns off to the stroke's end (or start); of a model, its own
        /// leg from its turn nearest that end (a 横折's 折, or its 横 at the start), however long, or the whole
        /// stroke where it does not turn; zero for a drawn stroke without a join there.
        var startPiece = Point(x: 0, y: 0)
        var endPiece = Point(x: 0, y: 0)

        static let none = Ends(start: false, end: false)

        /// A model's ends for one drawn stroke standing for two template strokes written in one movement: the
        /// first stroke's start and the second's end, where the drawn stroke's entry and tail are.
        fileprivate static func pair(_ first: Ends, _ second: Ends) -> Ends {
            var ends = first
            (ends.end, ends.endPoints, ends.gentleEnd, ends.endPiece) =
                (second.end, second.endPoints, second.gentleEnd, second.endPiece)
            return ends
        }

        /// These joins with the entry kept as drawn, and with the tail kept, where there is one: for a stroke
        /// written in one movement with its neighbour whose cut reads a part only backwards, the piece cut off as a
        /// join may have been that part itself (a 点 drawn as a short vertical after a hairline climbing to it).
        var keepingEither: [Ends] {
            [start ? withoutStart : nil, end ? withoutEnd : nil].compactMap { $0 }
        }

        /// These joins with no join at the start (or the end): the piece there is kept as drawn.
        private var withoutStart: Ends {
            var kept = self
            (kept.start, kept.startPoints, kept.startPiece) = (false, 0, Point(x: 0, y: 0))
            return kept
        }

        private var withoutEnd: Ends {
            var kept = self
            (kept.end, kept.endPoints, kept.endPiece) = (false, 0, Point(x: 0, y: 0))
            return kept
        }

        /// These joins without those at the ends where `hooks` (a model's) has a hook of its own, bends of its own
        /// where the join is gentle, or a leg of its own there that the drawn piece could be.
        func keeping(_ hooks: Ends) -> Ends {
            var kept = self
            if hooks.start || (gentleStart && hooks.gentleStart) || Ligature.isOwnLeg(startPiece, of: hooks.startPiece) {
                kept = kept.withoutStart
            }
            if hooks.end || (gentleEnd && hooks.gentleEnd) || Ligature.isOwnLeg(endPiece, of: hooks.endPiece) {
                kept = kept.withoutEnd
            }
            return kept
        }
    }

    /// Whether a drawn stroke's piece at one end, found as a join, may be the model's own leg there instead: at
    /// least half as long and running within 45° of it. A squeezed hand draws a small 口's 横折 with a 折 as short as
    /// a tail, heading down where the next stroke starts, and its 横 as short as an entry from the 竖 before it;
    /// cut, either leaves a stroke that fits no 横折. A tail on a long 折 is far shorter than the 折, and is still cut.
    static func isOwnLeg(_ piece: Point, of leg: Point) -> Bool {
        guard piece.length > 0, leg.length > 0, piece.length >= ownLegShare * leg.length else { return false }
        return aimed(piece, at: leg, within: ownLegTolerance)
    }

    private static let ownLegShare = 0.5
    private static let ownLegTolerance = 45 * Double.pi / 180
    /// How a model's own leg at an end is found: its first turn of 65° or more from that end, anywhere along it.
    private static let ownLeg = Kind(
        longest: (1, 0.95), sharpestTurn: 65 * Double.pi / 180, aimTolerance: 0, firstTurn: true)

    /// How a join is told from the stroke proper: its longest length, the smallest turn into the stroke, and the
    /// largest angle between the join and the way to the stroke it joins.
    private struct Kind {
        var longest: (character: Double, stroke: Double)
        var sharpestTurn: Double
        var aimTolerance: Double
        /// Take the first turn sharp enough, not the sharpest.
        var firstTurn = false
    }

    /// A short piece turning sharply, roughly towards the stroke it joins.
    private static let sharp = Kind(
        longest: (0.08, 0.4), sharpestTurn: 65 * Double.pi / 180, aimTolerance: 70 * Double.pi / 180)
    /// A longer piece turning less, aimed closely at the stroke it joins: generated and real tails run up to a
    /// tenth of the character.
    private static let aimedClosely = Kind(
        longest: (0.14, 0.45), sharpestTurn: 35 * Double.pi / 180, aimTolerance: 25 * Double.pi / 180)

    /// Shortest join worth cutting (character sizes): below it, it is pen noise the comparison ignores anyway.
    private static let shortest = 0.012
    /// Shortest hook of the model's own that keeps a drawn join in place (character sizes): the entry tick of a
    /// font's median is shorter.
    private static let shortestModelHook = 0.04

    /// The ends of a drawn stroke that carry a join: a short piece turning sharply into the stroke, aimed at
    /// the previous stroke's end (entry) or the next stroke's start (exit).
    /// - Parameters:
    ///   - path: the drawn stroke in the template frame.
    ///   - previousEnd: where the stroke drawn before it ended (nil for the first: any short entry hook counts).
    ///   - nextStart: where the stroke drawn after it starts (nil for the last: it has no exit tail).
    ///   - size: the character's size.
    static func joins(of path: [Point], previousEnd: Point?, nextStart: Point?, size: Double) -> Ends {
        var ends = Ends.none
        if let cut = join(at: path, towards: previousEnd, size: size) {
            (ends.start, ends.startPoints, ends.gentleStart) = (true, cut.index, cut.gentle)
            ends.startPiece = path[0] - path[cut.index]
        }
        guard let nextStart else { return ends }
        let reversed = Array(path.reversed())
        if let cut = join(at: reversed, towards: nextStart, size: size) {
            (ends.end, ends.endPoints, ends.gentleEnd) = (true, cut.index, cut.gentle)
            ends.endPiece = path[path.count - 1] - path[path.count - 1 - cut.index]
        }
        return ends
    }

    /// The vertex where a join at the start of `path` turns into the stroke, and whether it turns only gently,
    /// sought first on the path with its wavering smoothed away (a slow landing zigzags, and each zigzag would be a
    /// sharp turn that also lengthens the piece past a join's length), then, where that finds none, on the path as
    /// drawn: there a flick longer than the stroke's body, too long to be a join as a whole, is cut in part.
    private static func join(at path: [Point], towards target: Point?, size: Double) -> (index: Int, gentle: Bool)? {
        let corners = PolylineSimplifier.keptIndices(path, tolerance: wavering * size)
        return join(on: corners.map { path[$0] }, towards: target, size: size).map { (corners[$0.index], $0.gentle) }
            ?? join(on: path, towards: target, size: size)
    }

    /// A short sharp turn roughly towards `target`, or a longer piece aimed closely at it, whichever runs further
    /// into the stroke. With no target (a first stroke's landing) any short sharp hook counts.
    private static func join(on path: [Point], towards target: Point?, size: Double) -> (index: Int, gentle: Bool)? {
        let kinds = target == nil ? [sharp] : [sharp, aimedClosely]
        var found: (index: Int, gentle: Bool)?
        for kind in kinds {
            guard let cut = entryCut(path, size: size, shortest: shortest, kind: kind), cut.index > (found?.index ?? 0)
            else { continue }
            if let target {
                guard aimed(path[0] - path[cut.index], at: target - path[cut.index], within: kind.aimTolerance) else {
                    continue
                }
            }
            found = (cut.index, cut.turn < sharp.sharpestTurn)
        }
        return found
    }

    /// How far a pen may waver off its line (character sizes) before the wavering counts as a turn where joins are
    /// first sought.
    private static let wavering = 0.008

    /// Whether a stroke of `type` ends in a hook or a flick after a turn of its own (竖钩, 横折钩, 竖提, 卧钩 …), so a
    /// drawn stroke's turn at its end may be that hook, however short or wherever it points; true for unknown types.
    /// A stroke that ends going one way (横 竖 撇 捺 点 提, and compounds whose last stretch is plain: 横折, 竖折,
    /// 横撇 …) has no hook there, so a sharp turn at its end towards the next stroke can only be a tail.
    static func hooksAtEnd(_ type: StrokeType?) -> Bool {
        guard let type else { return true }
        return endingInHook.contains(type)
    }

    private static let endingInHook: Set<StrokeType> = [
        .wangou, .xiegou, .wogou, .hengzhegou, .hengzhewangou, .shuzhezhegou, .hengzheti, .hengpiewangou, .henggou,
        .shuti, .shugou, .shuwangou, .hengxiewangou, .hengzhezhezhegou, .piegou, .hengxiegou, .quan,
    ]

    /// The ends of a model stroke that turn sharply within a join's length (hooks of the stroke itself), those
    /// that bend as much as a gentle join turns, and its own leg at each end (``Ends/startPiece``, ``Ends/endPiece``):
    /// up to its turn nearest that end, or the whole stroke where it does not turn. A pen running a short 点 into
    /// the next stroke of a pair turns sharply into the hairline, so the whole 点 looks like an entry or a tail.
    static func hooks(of path: [Point], size: Double) -> Ends {
        let reversed = Array(path.reversed())
        var ends = Ends(
            start: entryCut(path, size: size, shortest: shortestModelHook, kind: sharp) != nil,
            end: entryCut(reversed, size: size, shortest: shortestModelHook, kind: sharp) != nil)
        ends.gentleStart = entryCut(path, size: size, shortest: shortestModelHook, kind: aimedClosely) != nil
        ends.gentleEnd = entryCut(reversed, size: size, shortest: shortestModelHook, kind: aimedClosely) != nil
        let last = path.count - 1
        let startLeg = entryCut(path, size: size, shortest: shortestModelHook, kind: ownLeg)?.index ?? last
        let endLeg = entryCut(reversed, size: size, shortest: shortestModelHook, kind: ownLeg)?.index ?? last
        ends.startPiece = path[0] - path[startLeg]
        ends.endPiece = path[last] - path[last - endLeg]
        return ends
    }

    /// A drawn stroke standing for the template strokes `first` and `first + 1` written in one movement, without
    /// its entry and its tail (`joins`), each kept where that end's template stroke has a hook or leg of its own.
    static func pairTrimmed(_ path: [Point], joins: Ends, first: Int, in character: PreparedCharacter) -> [Point] {
        trimmed(path, at: joins.keeping(.pair(character.hooks[first], character.hooks[first + 1])))
    }

    /// Where a short stroke's flick off its end begins (a vertex of `path`): a piece turning sharply off the stroke
    /// (65° or more), at most 0.4 of it, as a 点 written as a tick turns up to the right; nil when the stroke ends
    /// going its own way.
    static func flickStart(of path: [Point], size: Double) -> Int? {
        entryCut(path.reversed(), size: size, shortest: shortestFlick, kind: flick).map { path.count - 1 - $0.index }
    }

    private static let flick = Kind(longest: (0.1, 0.4), sharpestTurn: 65 * Double.pi / 180, aimTolerance: 0)
    /// Shortest flick (character sizes): a tick's turn may be a hundredth of the character; the pen's jitter is less.
    private static let shortestFlick = 0.005

    /// The path without the joins at `ends` (as ``joins(of:previousEnd:nextStart:size:)`` found them).
    static func trimmed(_ path: [Point], at ends: Ends) -> [Point] {
        let start = ends.start ? ends.startPoints : 0
        let end = ends.end ? ends.endPoints : 0
        guard start + end > 0, path.count - start - end >= 2 else { return path }
        return Array(path[start..<(path.count - end)])
    }

    private static func aimed(_ piece: Point, at target: Point, within tolerance: Double) -> Bool {
        guard piece.length > 0, target.length > 0 else { return false }
        return acos(min(max(piece.dot(target) / (piece.length * target.length), -1), 1)) <= tolerance
    }

    /// The vertex where the stroke proper starts after a short piece turning sharply into it (the sharpest such
    /// turn, or the first for a ``Kind/firstTurn`` kind) and how sharply it turns there, or nil.
    private static func entryCut(
        _ path: [Point], size: Double, shortest: Double, kind: Kind
    ) -> (index: Int, turn: Double)? {
        guard path.count >= 3 else { return nil }
        let total = Polyline.length(path)
        let longest = min(kind.longest.character * size, kind.longest.stroke * total)
        let reach = max(0.15 * total, 0.04 * size)
        var travelled = 0.0
        var best: (index: Int, turn: Double)?
        for index in 1..<(path.count - 1) {
            travelled += path[index].distance(to: path[index - 1])
            guard travelled <= longest else { break }
            let piece = path[index] - path[0]
            guard piece.length >= shortest * size else { continue }
            let onward = point(along: path, from: index, distance: reach) - path[index]
            guard onward.length > 0 else { continue }
            let turn = acos(min(max(piece.dot(onward) / (piece.length * onward.length), -1), 1))
            if turn >= kind.sharpestTurn, kind.firstTurn { return (index, turn) }
            if turn >= kind.sharpestTurn, turn > (best?.turn ?? 0) { best = (index, turn) }
        }
        return best
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
