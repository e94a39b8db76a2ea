import Foundation

/// Divides a drawn cursive word into its letters: the joined body is cut where one letter's exit meets the
/// next letter's entry, wherever the pen did or did not lift, by finding the cuts at which every piece looks
/// most like the letter due there.
///
/// The cuts are searched among the body's points near the baseline (every join lies on it) by dynamic
/// programming over (cut, letters written so far). Each piece costs its shape distance from its letter's
/// joined stroke; a letter may also be left out, two neighbours swapped, or a piece match no letter, each at a
/// fixed cost, so a word written without a letter, or with two letters the wrong way round, is read as that
/// rather than squeezed into the expected letters.
struct CursiveWordSplitter: Sendable {
    /// The letters' x-height in letter-template units: the project's metrics (x-height 400 of an em of 1000,
    /// `docs/scribble-format.md`) in the 1024 box.
    static let xHeight = 409.6
    /// What leaving a letter out costs, against a piece's shape distance (x-heights).
    static let omissionCost = 0.5
    /// What writing two neighbouring letters in each other's place costs, beyond their pieces' costs.
    static let swapCost = 0.25
    /// What a piece's headings off its letter's cost, per unit of mean heading difference (half turns): tells
    /// letters of like outline but other path apart, such as c and e.
    static let headingWeight = 0.5
    /// What a dotted or crossed letter's mark missing from where it is due costs, per x-height away (at most one).
    static let markWeight = 0.3
    /// What a drawn mark standing over a piece read as a letter without marks costs, per mark.
    static let strayMarkWeight = 0.3
    /// What a piece's loop off its letter's costs, per x-height² of difference in the largest loop's area (both
    /// brought to the letter's size): an e's eye against a c's sliver, which outline and headings blur.
    static let loopWeight = 0.5
    /// What a piece's size off its letter's costs, per unit of |ln(size ratio)|.
    static let sizeWeight = 0.6
    /// What a piece of body that is no letter costs.
    static let extraCost = 0.9
    /// What lifting the pen inside a letter costs.
    static let liftCost = 0.4
    /// How far above the baseline (x-heights) a cut may lie; any point below it may be one.
    static let cutBand = 0.15
    /// How many body samples either side of a cut belong to its join: about a third of an x-height.
    static let joinReach = Int((0.35 / CursiveBodyPath.spacing).rounded())
    /// Points each piece and letter are compared at.
    static let comparedPoints = 32

    /// One letter as the splitter compares pieces with it.
    struct Model: Sendable {
        var points: [Point]
        var radius: Double
        var length: Double
        var width: Double
        /// The joined stroke's box, and where the letter's other strokes (dots, bars) lie: their centres.
        var box: BoundingBox
        var marks: [Point]
        /// The heading (radians) of each step between consecutive compared points.
        var headings: [Double]
        /// The area of the largest loop the joined stroke closes (letter-template units²).
        var loop: Double
        /// How high the letter reaches, with its marks: from its topmost point to its lowest, which is the
        /// baseline for letters without descenders (y grows downward).
        var rise: ClosedRange<Double>
    }

    let models: [Model]
    /// The layout's joins, each the index of the letter before it.
    let joinsAfter: [Int]

    /// - Parameters:
    ///   - letters: the word's letters' own templates, in order.
    ///   - joinsAfter: for each join of the word, the letter before it.
    init(letters: [CharacterTemplate], joinsAfter: [Int]) {
        models = letters.map(Self.model)
        self.joinsAfter = joinsAfter
    }

    /// The stroke of a letter that joins (its body), compared centred.
    private static func model(of letter: CharacterTemplate) -> Model {
        let index = letter.strokes.firstIndex { ($0.joins?.entry ?? .none) != .none || ($0.joins?.exit ?? .none) != .none } ?? 0
        let path = letter.strokes.isEmpty ? [] : letter.strokes[index].points
        let points = centred(Polyline.resample(path, count: comparedPoints))
        let xs = path.map(\.x)
        let ys = letter.strokes.flatMap { $0.points.map(\.y) }
        return Model(
            points: points, radius: rms(points), length: Polyline.length(path),
            width: max((path.last?.x ?? 0) - (path.first?.x ?? 0), (xs.max() ?? 0) - (xs.min() ?? 0), 1),
            box: BoundingBox(path) ?? BoundingBox(point: .zero),
            marks: letter.strokes.indices.filter { $0 != index }.map { Polyline.centroid(letter.strokes[$0].points) },
            headings: headings(points), loop: Polyline.loops(path).map(\.area).max() ?? 0,
            rise: (ys.min() ?? 0)...(ys.max() ?? 0))
    }

    /// Splits `ink` into the word's letters.
    func split(_ ink: Ink) -> CursiveWordSplit {
        let top = models.map(\.rise.lowerBound).min() ?? 0
        let bottom = models.map(\.rise.upperBound).max() ?? 0
        let body = CursiveBodyPath(
            ink, templateWidth: models.map(\.width).reduce(0, +), templateHeight: bottom - top, xHeight: Self.xHeight)
        var search = CursiveCutSearch(
            body: body, models: models, markCentres: body.marks.map { Polyline.centroid(ink.strokes[$0].path) })
        let steps = search.bestSteps()
        var letters = [CursiveWordSplit.LetterInk?](repeating: nil, count: models.count)
        var swapped: [Int] = []
        var extra: [Int] = []
        for step in steps {
            switch step {
            case .letter(let k, let first, let last):
                letters[k] = .init(first: first, last: last, marks: [])
            case .swapped(let k, let first, let middle, let last):
                letters[k + 1] = .init(first: first, last: middle, marks: [])
                letters[k] = .init(first: middle, last: last, marks: [])
                swapped.append(k)
            case .extra(let first, let last):
                for stroke in Set(body.samples[first...last].map(\.stroke)).sorted() where !extra.contains(stroke) {
                    extra.append(stroke)
                }
            }
        }
        for (mark, owner) in owners(of: body.marks, ink: ink, letters: letters, body: body) {
            guard let owner else {
                extra.append(mark)
                continue
            }
            letters[owner]?.marks.append(mark)
        }
        let joins = joinsAfter.map { writing(ofJoinAfter: $0, letters: letters, swapped: swapped, body: body) }
        return CursiveWordSplit(body: body, letters: letters, swapped: swapped, joins: joins, extra: extra.sorted())
    }

    /// The letter each mark belongs to, nil for none: the marks and the places the letters' own marks are due
    /// (each letter template's marks carried onto its drawn body by their boxes) are paired nearest first, each
    /// place taken once, none further than an x-height.
    private func owners(
        of marks: [Int], ink: Ink, letters: [CursiveWordSplit.LetterInk?], body: CursiveBodyPath
    ) -> [(Int, Int?)] {
        var places: [(letter: Int, point: Point)] = []
        for (index, model) in models.enumerated() {
            guard let letter = letters[index], !model.marks.isEmpty,
                let drawn = BoundingBox(body.samples[letter.first...letter.last].map(\.point))
            else { continue }
            let box = model.box
            for mark in model.marks {
                places.append(
                    (index, Point(
                        x: drawn.minX + (mark.x - box.minX) / max(box.width, 1) * drawn.width,
                        y: drawn.minY + (mark.y - box.minY) / max(box.height, 1) * drawn.height)))
            }
        }
        let centres = marks.map { Polyline.centroid(ink.strokes[$0].path) }
        let pairs = marks.indices.flatMap { mark in
            places.indices.map { place in (mark, place, centres[mark].distance(to: places[place].point)) }
        }
        .sorted { $0.2 < $1.2 }
        var owner = [Int?](repeating: nil, count: marks.count)
        var taken = Set<Int>()
        for (mark, place, distance) in pairs where owner[mark] == nil && !taken.contains(place) {
            guard distance < Self.xHeight * body.scale else { break }
            owner[mark] = places[place].letter
            taken.insert(place)
        }
        return zip(marks, owner).map { ($0, $1) }
    }

    /// How the join after letter `k` was written: in one movement (and how far it sags), with a lift, or not at
    /// all (a letter either side missing, swapped, or something between them).
    private func writing(
        ofJoinAfter k: Int, letters: [CursiveWordSplit.LetterInk?], swapped: [Int], body: CursiveBodyPath
    ) -> CursiveWordSplit.JoinWriting {
        guard k + 1 < letters.count, let before = letters[k], let after = letters[k + 1],
            !swapped.contains(where: { $0 >= k - 1 && $0 <= k + 1 })
        else { return .notWritten }
        if after.first == before.last + 1, body.isLift(after: before.last) { return .unjoined }
        guard after.first == before.last else { return .notWritten }
        let reach = Self.joinReach
        let stroke = body.samples[before.last].stroke
        let window = max(0, before.last - reach)...min(body.samples.count - 1, before.last + reach)
        let lowest = body.samples[window].filter { $0.stroke == stroke }.map(\.point.y).max() ?? body.baseline
        return .joined(sag: max(0, lowest - body.baseline) / (Self.xHeight * body.scale))
    }

    /// The heading of each step along `points`.
    static func headings(_ points: [Point]) -> [Double] {
        zip(points, points.dropFirst()).map { atan2($1.y - $0.y, $1.x - $0.x) }
    }

    /// The mean difference between a path's step headings and `model`'s, in half turns (0 alike, 1 opposite).
    static func headingDistance(_ points: [Point], _ model: [Double]) -> Double {
        let own = headings(points)
        guard !own.isEmpty, own.count == model.count else { return 0 }
        let total = zip(own, model).reduce(0) { sum, pair in
            let turn = abs(remainder(pair.0 - pair.1, 2 * .pi))
            return sum + turn / .pi
        }
        return total / Double(own.count)
    }

    static func centred(_ points: [Point]) -> [Point] {
        let centre = Polyline.centroid(points)
        return points.map { $0 - centre }
    }

    static func rms(_ points: [Point]) -> Double {
        guard !points.isEmpty else { return 0 }
        return (points.reduce(0) { $0 + $1.dot($1) } / Double(points.count)).squareRoot()
    }
}
