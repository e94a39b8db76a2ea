import Foundation
import WriteOutLoud

/// Writes a cursive word from its letters as a fluent hand does, deterministically from a seed: the letters'
/// joined strokes run together in one pen movement, each letter a little bigger or smaller and wobbling, the
/// whole word leaning more or less than the model, dots and cross bars added after the word. On demand it
/// makes the mistakes the word judge must name or note: a join that sags below the baseline, a pen lift
/// between two letters, a letter left out, two neighbouring letters swapped.
public struct CursiveWordHand {
    /// What an attempt does besides writing the word well.
    public enum Mistake: String, CaseIterable, Sendable {
        /// Nothing: the word written joined and well.
        case none
        /// One join dips below the baseline (30–50 % of the x-height): noted, fails nothing.
        case sagging = "sagging join"
        /// The pen lifts between two letters: noted, fails nothing.
        case unjoined = "letter not joined"
        /// A letter is left out: must be named.
        case omitted = "letter left out"
        /// Two neighbouring, different letters are written in each other's place: must be named.
        case swapped = "letters swapped"
    }

    /// One written word and what was done to it.
    public struct Attempt: Sendable {
        public var ink: Ink
        public var mistake: Mistake
        /// The letter the mistake concerns: the one left out, the first of the swapped pair, or the letter
        /// after the sagging or lifted join; nil for none.
        public var position: Int?
    }

    public let word: CharacterTemplate
    private let letters: [CharacterTemplate]
    private var random: SplitMix64

    /// x-height in the letters' own box.
    private static let xHeight = 409.6
    /// The baseline in the letters' own box.
    private static let baseline = 819.0

    /// - Parameters:
    ///   - word: a composed word's template (``CursiveWordComposer``).
    ///   - seed: the same seed gives the same attempts on every machine.
    public init(word: CharacterTemplate, seed: UInt64) {
        self.word = word
        letters = word.word?.letterTemplates(of: word) ?? [word]
        random = SplitMix64(seed: seed)
    }

    /// Whether `mistake` can be made on this word (a swap needs two different neighbours, a join needs two
    /// letters).
    public func allows(_ mistake: Mistake) -> Bool {
        switch mistake {
        case .none: true
        case .sagging, .unjoined, .omitted: letters.count > 1
        case .swapped: swappable.count > 0
        }
    }

    private var swappable: [Int] {
        letters.indices.dropLast().filter { letters[$0].character != letters[$0 + 1].character }
    }

    /// One attempt with `mistake`, or nil when the word does not allow it.
    public mutating func attempt(_ mistake: Mistake) -> Attempt? {
        guard allows(mistake) else { return nil }
        var order = Array(letters.indices)
        var position: Int?
        var sag: Int?
        var lift: Int?
        switch mistake {
        case .none: break
        case .sagging, .unjoined:
            let join = Int(random.next() % UInt64(letters.count - 1)) + 1
            position = join
            if mistake == .sagging { sag = join } else { lift = join }
        case .omitted:
            let gone = Int(random.next() % UInt64(letters.count))
            position = gone
            order.remove(at: gone)
        case .swapped:
            let first = random.pick(swappable)!
            position = first
            order.swapAt(first, first + 1)
        }
        return Attempt(ink: write(order, sagAt: sag, liftAt: lift), mistake: mistake, position: position)
    }

    /// The letters `order` written left to right; the join into written letter `sagAt` sags, the pen lifts
    /// before written letter `liftAt`.
    private mutating func write(_ order: [Int], sagAt: Int?, liftAt: Int?) -> Ink {
        let slant = random.uniform(-6...12) * .pi / 180
        var bodies: [[Point]] = [[]]
        var marks: [[Point]] = []
        var pen = Point.zero
        var sagPoint: (body: Int, index: Int)?
        for (place, index) in order.enumerated() {
            let letter = letters[index]
            let size = random.uniform(0.9...1.1)
            let turn = random.normal(0.03)
            let body = letter.strokes.firstIndex { $0.joins != nil && $0.joins?.entry != JoinLine.none } ?? 0
            guard let entry = letter.strokes[body].points.first else { continue }
            if place > 0, place == liftAt {
                bodies.append([])
                pen.x += Self.xHeight * random.uniform(0.1...0.25)
            }
            let start = place == 0 ? entry : pen
            func moved(_ point: Point) -> Point {
                let local = point - entry
                let turned = Point(x: local.x * cos(turn) - local.y * sin(turn), y: local.x * sin(turn) + local.y * cos(turn))
                return start + turned * size
            }
            let path = wobbled(Polyline.resample(letter.strokes[body].points, count: 80)).map(moved)
            if place > 0, place == sagAt, !bodies[bodies.count - 1].isEmpty {
                sagPoint = (bodies.count - 1, bodies[bodies.count - 1].count - 1)
            }
            bodies[bodies.count - 1] += bodies[bodies.count - 1].isEmpty ? path : Array(path.dropFirst())
            pen = Point(x: path.last?.x ?? start.x, y: Self.baseline)
            for (other, stroke) in letter.strokes.enumerated() where other != body {
                marks.append(wobbled(Polyline.resample(stroke.points, count: 12)).map(moved))
            }
        }
        if let sagPoint { bodies[sagPoint.body] = sagged(bodies[sagPoint.body], at: sagPoint.index) }
        let sheared = (bodies + marks).filter { !$0.isEmpty }.map { path in
            path.map { Point(x: $0.x + (Self.baseline - $0.y) * tan(slant), y: $0.y) }
        }
        return placed(sheared)
    }

    /// The path with a dip below the baseline around point `index` (a join), 30–50 % of the x-height deep and
    /// fading over about a third of the x-height either side.
    private mutating func sagged(_ path: [Point], at index: Int) -> [Point] {
        guard path.indices.contains(index) else { return path }
        let depth = Self.xHeight * random.uniform(0.3...0.5)
        let reach = Self.xHeight * 0.35
        let centre = path[index]
        return path.map { point in
            let distance = point.distance(to: centre)
            guard distance < reach else { return point }
            return Point(x: point.x, y: point.y + depth * 0.5 * (1 + cos(.pi * distance / reach)))
        }
    }

    /// A path with a slow, smooth wobble of about 2 % of the x-height, or of its own length when shorter (a dot).
    private mutating func wobbled(_ path: [Point]) -> [Point] {
        let amount = 0.02 * min(Self.xHeight, Polyline.length(path))
        let (ax, ay) = (random.normal(amount), random.normal(amount))
        let (fx, fy) = (random.uniform(1...3), random.uniform(1...3))
        let count = Double(max(path.count - 1, 1))
        return path.enumerated().map { index, point in
            let phase = Double(index) / count * 2 * .pi
            return Point(x: point.x + ax * sin(fx * phase), y: point.y + ay * sin(fy * phase))
        }
    }

    /// The strokes scaled onto a canvas of random size and sampled as a pen is: times at an even speed with a
    /// pause between strokes, and a little sensor noise.
    private mutating func placed(_ paths: [[Point]]) -> Ink {
        let points = paths.joined()
        let (left, top) = (points.map(\.x).min() ?? 0, points.map(\.y).min() ?? 0)
        let scale = random.uniform(0.3...0.7)
        let margin = random.uniform(20...60)
        var time = 0.0
        let strokes = paths.map { path -> InkStroke in
            let resampled = Polyline.resample(path, count: max(2, Int(Polyline.length(path) / 6)))
            let inkPoints = resampled.map { point -> InkPoint in
                time += 0.008
                let canvas = (point - Point(x: left, y: top)) * scale
                return InkPoint(
                    x: canvas.x + margin + random.normal(0.4), y: canvas.y + margin + random.normal(0.4), t: time)
            }
            time += 0.2
            return InkStroke(points: inkPoints)
        }
        let all = strokes.flatMap(\.points)
        return Ink(
            width: (all.map(\.x).max() ?? 0) + margin, height: (all.map(\.y).max() ?? 0) + margin, strokes: strokes)
    }
}
