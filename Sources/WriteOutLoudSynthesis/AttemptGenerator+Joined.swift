import Foundation
import WriteOutLoud

/// How a fluent writer joins strokes on one attempt, over the slant, rise and squeeze of a ``NativeHand``: exit
/// tails that curve towards where the next stroke starts, entries from where the last one ended, 点 written as a
/// short vertical, a tick or a comma, and some pairs of strokes run together without lifting the pen.
public struct JoinedHand: Sendable {
    /// The slant, rise, squeeze and pen of the hand (its own hook and tail chances are not used).
    public var native: NativeHand
    /// Chance of each stroke leaving with a tail towards the next stroke, and of landing with an entry from the
    /// last one.
    public var tailChance: Double
    public var entryChance: Double
    /// Chance of each 点 being written as a short vertical, a tick or a comma rather than as the model's dab.
    public var dotVariantChance: Double
    /// Chance of each pair of strokes close enough to join (the next starting within half the character of where
    /// this one ends) being written in one movement.
    public var runTogetherChance: Double

    /// A writer's joins drawn from `random`, those not in `kinds` never made (their chances drawn all the same,
    /// so the hand is otherwise the one all kinds would give).
    public init(random: inout SplitMix64, kinds: JoinKinds = .all) {
        native = NativeHand(random: &random)
        tailChance = random.uniform(0.3...0.8) * (kinds.contains(.tails) ? 1 : 0)
        entryChance = random.uniform(0.2...0.6) * (kinds.contains(.entries) ? 1 : 0)
        dotVariantChance = random.uniform(0.3...1) * (kinds.contains(.dotVariants) ? 1 : 0)
        runTogetherChance = random.uniform(0.05...0.3) * (kinds.contains(.pairs) ? 1 : 0)
    }
}

/// The kinds of join a ``JoinedHand`` makes: all of them, or some, to measure what each costs the judge.
public struct JoinKinds: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let tails = JoinKinds(rawValue: 1)
    public static let entries = JoinKinds(rawValue: 2)
    public static let dotVariants = JoinKinds(rawValue: 4)
    public static let pairs = JoinKinds(rawValue: 8)
    public static let all: JoinKinds = [.tails, .entries, .dotVariants, .pairs]
}

/// A correct attempt in a joined hand, and which strokes it wrote together with the next one.
public struct JoinedAttempt: Sendable {
    public var ink: Ink
    public var hand: JoinedHand
    /// Template strokes written in one movement with the stroke after them (the first of each pair).
    public var runTogether: [Int]
    /// Each template stroke as the writer drew it on the canvas, without its tail, entry or the hairline to its
    /// partner (and without the pen's noise): the way the writer moved for that stroke, which a tip must not
    /// contradict.
    public var strokePaths: [[Point]]

    /// The drawn stroke (pen lift) holding template stroke `index`: the second of a pair run together is in the
    /// drawn stroke of the first, so each pair before it moves it back by one.
    public func drawnStroke(holding index: Int) -> Int {
        index - runTogether.filter { $0 < index }.count
    }
}

extension AttemptGenerator {
    /// A correct attempt written the way a fluent writer joins strokes: every stroke right and in order, slanted,
    /// risen and squeezed as in ``native()``, with tails and entries, 点 variants and pairs run together
    /// (``JoinedHand``), of the `kinds` given.
    public mutating func joined(kinds: JoinKinds = .all) -> JoinedAttempt {
        let hand = JoinedHand(random: &random, kinds: kinds)
        var paths = template.strokes.map { natural($0.points) }
        for index in paths.indices {
            switch template.strokes[index].type {
            case .heng?: paths[index] = risen(paths[index], by: hand.native.rise + random.normal(3 * .pi / 180))
            case .dian? where random.uniform(0...1) < hand.dotVariantChance: paths[index] = dotVariant(paths[index])
            default: break
            }
        }
        paths = squeezed(paths, hand: hand.native)
        let runTogether = pairsRunTogether(paths, chance: hand.runTogetherChance)
        let written = slanted(paths, hand: hand.native)
        let movements = joinedMovements(paths, hand: hand, runTogether: Set(runTogether)).map { stroke in
            stroke.map { PenMovement(path: slanted([$0.path], hand: hand.native)[0], points: $0.points) }
        }
        let ink = place(movements: movements)
        let strokePaths = written.map { canvasTransform.apply($0) }
        return JoinedAttempt(ink: ink, hand: hand, runTogether: runTogether, strokePaths: strokePaths)
    }

    /// A 点 as fast hands write it, in its model's place and about its size: a short vertical, a tick (down, then
    /// a little up to the right) or a comma (down to the right, curling down to the left).
    private mutating func dotVariant(_ path: [Point]) -> [Point] {
        guard let first = path.first, let last = path.last else { return path }
        let centre = Polyline.centroid(path)
        let length = max(Polyline.length(path), 0.02 * characterSize) * random.uniform(0.7...1.3)
        let down = Point(x: random.normal(0.08), y: 1)
        let variant: [Point]
        switch Int.random(in: 0..<3, using: &random) {
        case 0:
            variant = (0...4).map { down * (length * Double($0) / 4) }
        case 1:
            let stem = (0...3).map { down * (0.8 * length * Double($0) / 3) }
            variant = stem + [stem[3] + Point(x: 0.15, y: -0.1) * length]
        default:
            let sweep = last - first
            let lean = sweep.length > 0 ? sweep / sweep.length : Point(x: 0.6, y: 0.8)
            variant = [.zero, lean * (0.4 * length), lean * (0.75 * length), lean * (0.9 * length) + Point(x: -0.15, y: 0.15) * length]
        }
        let offset = centre - Polyline.centroid(variant)
        return variant.map { $0 + offset }
    }

    /// Longest tail or entry for the length of its stroke. In real hands (Tegaki's two writers, both halves:
    /// `scripts/bench/end_pieces.py`) the pieces turning off the ends of strokes shorter than a fifth of the
    /// character are 13–20 % of their stroke (median) and a third at the 90th percentile (43 such pieces). Those
    /// writers lift the pen between strokes and a fluent hand's joins run longer, but a tail longer than its stroke
    /// is a hairline to the next one, which ``pairsRunTogether(_:chance:)`` writes.
    static let longestJoinShare = 0.6

    /// Which strokes to write in one movement with the next: each pair whose gap is under half the character, by
    /// `chance`, never three strokes in a row.
    private mutating func pairsRunTogether(_ paths: [[Point]], chance: Double) -> [Int] {
        var pairs: [Int] = []
        for index in paths.indices.dropLast() {
            guard let end = paths[index].last, let next = paths[index + 1].first else { continue }
            let free = pairs.last.map { $0 < index - 1 } ?? true
            if free, end.distance(to: next) <= 0.5 * characterSize, random.uniform(0...1) < chance {
                pairs.append(index)
            }
        }
        return pairs
    }

    /// The strokes with their joins, each as the pen's movements: a pair run together becomes one drawn stroke of
    /// three movements, the first stroke, a hairline bowing a little off the straight way, and the second stroke;
    /// elsewhere an exit tail curving towards the next stroke's start and an entry curving in from the last
    /// stroke's end, each 4–12 % of the character and at most ``longestJoinShare`` of its stroke. A sparse pen
    /// leaves its few points for each stroke of a pair, as it would had the pen lifted between them (the pair takes
    /// as long to write), and two or three on the hairline.
    private mutating func joinedMovements(_ paths: [[Point]], hand: JoinedHand, runTogether: Set<Int>)
        -> [[PenMovement]]
    {
        let sparse = hand.native.sparsePoints
        let hairlinePoints: ClosedRange<Int>? = sparse == nil ? nil : 2...3
        var withJoins = paths
        for index in paths.indices {
            let path = paths[index]
            guard let start = path.first, let end = path.last, path.count > 1 else { continue }
            if index > 0, !runTogether.contains(index - 1), let from = paths[index - 1].last,
                random.uniform(0...1) < hand.entryChance
            {
                withJoins[index] = curved(from: start, towards: from, stroke: path).reversed() + withJoins[index]
            }
            if index + 1 < paths.count, !runTogether.contains(index), let next = paths[index + 1].first,
                random.uniform(0...1) < hand.tailChance
            {
                withJoins[index] += curved(from: end, towards: next, stroke: path)
            }
        }
        var result: [[PenMovement]] = []
        var index = 0
        while index < withJoins.count {
            if runTogether.contains(index), index + 1 < withJoins.count, let end = withJoins[index].last,
                let next = withJoins[index + 1].first
            {
                let bow = random.normal(0.03) * characterSize
                let across = unit(Point(x: -(next - end).y, y: (next - end).x), otherwise: Point(x: 0, y: 1))
                let hairline = (0...5).map { step -> Point in
                    let t = Double(step) / 5
                    return end + (next - end) * t + across * (bow * sin(.pi * t))
                }
                result.append([
                    PenMovement(path: withJoins[index], points: sparse),
                    PenMovement(path: hairline, points: hairlinePoints),
                    PenMovement(path: withJoins[index + 1], points: sparse),
                ])
                index += 2
            } else {
                result.append([PenMovement(path: withJoins[index], points: sparse)])
                index += 1
            }
        }
        return result
    }

    /// A short piece leaving `point` towards `target`, 4–12 % of the character long but never more than
    /// ``longestJoinShare`` of the `stroke` it leaves or enters, curving (up to 40° either way off the straight way)
    /// as a pen does when it turns for the next stroke.
    private mutating func curved(from point: Point, towards target: Point, stroke: [Point]) -> [Point] {
        let way = unit(target - point, otherwise: Point(x: 1, y: 1))
        let length = min(
            random.uniform(0.04...0.12) * characterSize, 0.6 * point.distance(to: target),
            Self.longestJoinShare * Polyline.length(stroke))
        let turn = random.uniform(-0.7...0.7)
        let start = Point(x: cos(turn) * way.x - sin(turn) * way.y, y: sin(turn) * way.x + cos(turn) * way.y)
        return (1...3).map { step in
            let t = Double(step) / 3
            let heading = unit(start * (1 - t) + way * t, otherwise: way)
            return point + heading * (length * t)
        }
    }
}
