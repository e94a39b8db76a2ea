import Foundation

/// Where a drawn stroke standing for two template strokes written in one movement (the pen never lifting between
/// them) is cut into the two: at the drawn turns nearest the first model's end and the second model's start. A
/// slanted or squeezed hand puts those ends a little off the template's, and the nearest point alone would leave a
/// piece of one stroke on the other.
enum WrittenAsOne {
    /// How much further (character sizes) than the point nearest a model's end a sharper turn may lie.
    static let slack = 0.12
    /// Reach (character sizes) over which a turn is measured on either side of a point.
    static let reach = 0.04

    /// The drawn path's two parts: up to the turn at the first stroke's end, and from the turn into the second.
    /// - Parameters:
    ///   - path: the drawn stroke in the template frame.
    ///   - firstEnd: where the first template stroke ends.
    ///   - secondStart: where the second template stroke starts.
    ///   - size: the character's size.
    static func parts(of path: [Point], firstEnd: Point, secondStart: Point, size: Double) -> (first: [Point], second: [Point]) {
        guard path.count >= 2 else { return (path, path) }
        let cut = sharpestTurn(in: path, range: path.indices, near: firstEnd, size: size)
        let resume = cut < path.count - 1 ? sharpestTurn(in: path, range: cut..<path.count, near: secondStart, size: size) : cut
        return (Array(path[...cut]), Array(path[resume...]))
    }

    /// The point of `range` turning most among those within ``slack`` of the distance of the nearest to `target`.
    private static func sharpestTurn(in path: [Point], range: Range<Int>, near target: Point, size: Double) -> Int {
        guard let nearest = range.min(by: { path[$0].distance(to: target) < path[$1].distance(to: target) }) else {
            return range.lowerBound
        }
        let limit = path[nearest].distance(to: target) + slack * size
        var best = (turn: turn(at: nearest, in: path, reach: reach * size), index: nearest)
        for index in range where path[index].distance(to: target) <= limit {
            let angle = turn(at: index, in: path, reach: reach * size)
            if angle > best.turn { best = (angle, index) }
        }
        return best.index
    }

    /// The angle (radians) between the way into `index` and the way out of it, each over `reach`; 0 at an end.
    private static func turn(at index: Int, in path: [Point], reach: Double) -> Double {
        guard index > 0, index < path.count - 1 else { return 0 }
        let before = (0..<index).last { path[$0].distance(to: path[index]) >= reach } ?? 0
        let after = ((index + 1)..<path.count).first { path[$0].distance(to: path[index]) >= reach } ?? path.count - 1
        let into = path[index] - path[before]
        let out = path[after] - path[index]
        guard into.length > 0, out.length > 0 else { return 0 }
        return acos(min(max(into.dot(out) / (into.length * out.length), -1), 1))
    }
}
