/// Builds a ``StrokeCorrespondence`` from pairwise comparisons: optimal one-to-one assignment first, then
/// merged and split strokes recovered from what it left unmatched.
struct StrokeCorrespondenceFinder: Sendable {
    var comparator: StrokeComparator
    var weights: DimensionWeights
    /// Accuracy below which a pair is not a match.
    var matchFloor: Double
    /// Accuracy a merged or split reading must reach to be believed.
    var structureFloor: Double

    /// - Parameters:
    ///   - drawn: drawn strokes in the template frame (empty paths for unusable strokes).
    ///   - prepared: the same, prepared for comparison.
    ///   - comparisons: `comparisons[i][j]` for drawn `i` and template `j`.
    ///   - joins: each drawn stroke's entry and tail (``Ligature``), cut off a stroke read as two.
    ///   - character: the template.
    /// - Complexity: O((n + m)³) for the assignment plus O(n + m) extra comparisons.
    func find(
        drawn: [[Point]], prepared: [PreparedStroke], comparisons: [[StrokeComparison]], joins: [Ligature.Ends],
        character: PreparedCharacter
    ) -> StrokeCorrespondence {
        let templateCount = character.strokes.count
        let costs = drawn.indices.map { i in
            (0..<templateCount).map { j in
                drawn[i].isEmpty ? Double.infinity : 100 - weights.combine(comparisons[i][j].unorientedScores)
            }
        }
        let halfFloor = (100 - matchFloor) / 2
        let matchable = costs.map { row in row.map { $0 < 2 * halfFloor ? $0 : .infinity } }
        let (assignment, bar) = inDrawingOrderUnlessClear(
            OptimalAssignment.solve(costs: matchable, unmatchedRowCost: halfFloor, unmatchedColumnCost: halfFloor),
            costs: matchable, unmatchedCost: halfFloor)
        var sources = [StrokeCorrespondence.Source?](repeating: nil, count: templateCount)
        for (row, column) in assignment.enumerated() {
            if let column, matchable[row][column].isFinite { sources[column] = .single(row) }
        }
        // No drawn stroke need stand for two where more strokes were drawn than the character has; fitting a
        // scribble's many strokes to every pair would cost seconds.
        if sources.contains(nil), drawn.count <= templateCount {
            let pairPath = { (row: Int, first: Int) in
                Ligature.pairTrimmed(drawn[row], joins: joins[row], first: first, in: character)
            }
            readPairs(
                &sources, costs: matchable, unmatchedCost: halfFloor, bar: bar, drawn: drawn, pairPath: pairPath,
                character: character)
            recoverMerges(
                &sources, drawn: drawn, prepared: prepared, comparisons: comparisons, pairPath: pairPath,
                character: character)
        }
        recoverSplits(&sources, drawn: drawn, comparisons: comparisons, character: character)
        pairLeftovers(&sources, drawn: drawn, comparisons: comparisons)
        reorderCrossings(&sources, comparisons: comparisons)
        let used = Set(sources.compactMap { $0 }.flatMap(\.drawnIndices))
        let extra = drawn.indices.filter { !used.contains($0) }
        return StrokeCorrespondence(sources: sources, extra: extra)
    }

    private func accuracy(_ comparison: StrokeComparison) -> Double { weights.combine(comparison.unorientedScores) }

    /// Accuracy the strokes may lose in all, per stroke the geometry would put out of order, by being read in
    /// the order they were drawn: when similar strokes (the 横 of 目, of a slanted 田) fit each other's places
    /// almost as well as their own, the drawing order decides, and an order error needs clear evidence.
    private static let orderTieMargin = 10.0

    /// The cheapest matching that keeps the drawing order, unless the geometry's own best matching (`free`) is
    /// clearly cheaper: by more than ``orderTieMargin`` for each stroke it puts out of order.
    /// - Returns: the matching and the price an order-keeping reading must come under to replace it (its own
    ///   price, or the free matching's plus the margin it was allowed).
    private func inDrawingOrderUnlessClear(_ free: [Int?], costs: [[Double]], unmatchedCost: Double)
        -> (assignment: [Int?], bar: Double)
    {
        let drawnOrder = free.compactMap { $0 }
        let outOfOrder = drawnOrder.count - StrokeOrder.longestIncreasingRun(in: drawnOrder)
        let freeCost = free.enumerated().reduce(0.0) { total, pair in
            total + (pair.element.map { costs[pair.offset][$0] } ?? unmatchedCost)
        } + Double((costs.first?.count ?? 0) - drawnOrder.count) * unmatchedCost
        guard outOfOrder > 0 else { return (free, freeCost) }
        let ordered = OrderedAssignment.solve(costs: costs, unmatchedCost: unmatchedCost)
        let bar = freeCost + Self.orderTieMargin * Double(outOfOrder)
        return ordered.cost <= bar ? (ordered.assignment, ordered.cost) : (free, bar)
    }

    /// Price a reading pays for each drawn stroke it reads as two template strokes, over what its two parts cost:
    /// a pair must explain the ink clearly better than one stroke and one missing.
    private static let pairPrice = 10.0

    /// Where the matching left a template stroke without a drawn stroke, the search over the drawing order again,
    /// now letting one drawn stroke stand for two consecutive template strokes written in one movement
    /// (``OrderedAssignment/solve(costs:unmatchedCost:pairCosts:)``). A pair costs what its two parts, cut where
    /// both fit best (``MergedStrokeCut``, each scored as drawn), lack of a perfect fit, plus ``pairPrice``; each
    /// part must reach the structure floor. The drawn stroke's entry and tail are cut off first (``Ligature``,
    /// kept where the pair's first stroke starts or its second ends with a hook of its own). The reading with
    /// pairs replaces the matching only when it is cheaper than `bar`, the matching's own price: a stroke drawn
    /// too long beside a stroke left out stays one stroke and one missing unless both its parts fit their models
    /// well.
    /// Nor may a pair leave more drawn strokes unused than the matching did: a pair explains ink standing for two
    /// strokes, not a stroke drawn on over where another drawn stroke lies (a stroke drawn too long).
    /// Found this way, the pair need not lie beside the stroke the matching left out: the matching may have given
    /// the drawn stroke the other half's neighbour, or a later drawn stroke the missing stroke's place.
    private func readPairs(
        _ sources: inout [StrokeCorrespondence.Source?], costs: [[Double]], unmatchedCost: Double, bar: Double,
        drawn: [[Point]], pairPath: (_ row: Int, _ first: Int) -> [Point], character: PreparedCharacter
    ) {
        var pairCosts: [OrderedAssignment.Pair: Double] = [:]
        for row in drawn.indices where !drawn[row].isEmpty {
            for column in character.strokes.indices.dropLast() {
                let path = pairPath(row, column)
                guard Self.mayCover(path, pairFrom: column, in: character),
                    let cut = MergedStrokeCut.best(
                        path, first: character.strokes[column], second: character.strokes[column + 1],
                        size: character.size, comparator: comparator, weights: weights),
                    min(cut.accuracies.first, cut.accuracies.second) >= structureFloor
                else { continue }
                pairCosts[OrderedAssignment.Pair(row: row, column: column)] =
                    200 - cut.accuracies.first - cut.accuracies.second + Self.pairPrice
            }
        }
        guard !pairCosts.isEmpty else { return }
        let reading = OrderedAssignment.solve(costs: costs, unmatchedCost: unmatchedCost, pairCosts: pairCosts)
        let usedBefore = Set(sources.compactMap { $0 }.flatMap(\.drawnIndices)).count
        guard !reading.pairs.isEmpty, reading.cost < bar, reading.assignment.compactMap({ $0 }).count >= usedBefore
        else { return }
        sources = [StrokeCorrespondence.Source?](repeating: nil, count: sources.count)
        for (row, column) in reading.assignment.enumerated() {
            guard let column else { continue }
            if reading.pairs.contains(row) {
                sources[column] = .merged(row, partner: column + 1)
                sources[column + 1] = .merged(row, partner: column)
            } else if costs[row][column].isFinite {
                sources[column] = .single(row)
            }
        }
    }

    /// Whether a drawn stroke could be the template strokes `column` and `column + 1` written as one, judged from
    /// its ends and length alone (the fit of its parts is what decides; this only spares the fitting where it is
    /// hopeless): it starts near the first model's start, ends near the second's end, and is about as long as the
    /// two with the way between them.
    private static func mayCover(_ path: [Point], pairFrom column: Int, in character: PreparedCharacter) -> Bool {
        guard let start = path.first, let end = path.last, path.count >= 3 else { return false }
        let (first, second) = (character.paths[column], character.paths[column + 1])
        guard let firstStart = first.first, let firstEnd = first.last, let secondStart = second.first,
            let secondEnd = second.last
        else { return false }
        let size = character.size
        guard start.distance(to: firstStart) + end.distance(to: secondEnd) <= 0.6 * size else { return false }
        let models = character.lengths[column] + character.lengths[column + 1]
        let length = Polyline.length(path)
        return length >= 0.6 * models && length <= 1.5 * (models + firstEnd.distance(to: secondStart)) + 0.3 * size
    }

    /// Template strokes still without a drawn stroke take the drawn strokes still unused, cheapest first:
    /// when the learner drew as many strokes as are missing, a stroke drawn so badly that it matches
    /// nothing (or a frame thrown by one wild stroke) is a badly drawn attempt, not a missing stroke plus
    /// an extra one. Only unused strokes take part, so a true extra or missing stroke stays one.
    private func pairLeftovers(_ sources: inout [StrokeCorrespondence.Source?], drawn: [[Point]], comparisons: [[StrokeComparison]]) {
        let used = Set(sources.compactMap { $0 }.flatMap(\.drawnIndices))
        let rows = drawn.indices.filter { !used.contains($0) && !drawn[$0].isEmpty }
        let columns = sources.indices.filter { sources[$0] == nil }
        guard !rows.isEmpty, !columns.isEmpty else { return }
        let costs = rows.map { row in columns.map { 100 - accuracy(comparisons[row][$0]) } }
        let assignment = OptimalAssignment.solve(costs: costs, unmatchedRowCost: 100, unmatchedColumnCost: 100)
        for (rowIndex, column) in assignment.enumerated() {
            if let column { sources[columns[column]] = .single(rows[rowIndex]) }
        }
    }

    /// Single strokes whose pairing crosses the drawing order, put back in drawing order where the crossing is not
    /// clearly better (by ``orderTieMargin`` for each stroke it puts out of order): the leftover pairing can give
    /// a stroke drawn too poorly to match anything the place of one drawn after it, while the stroke drawn in that
    /// place's turn fits its own place almost as well.
    /// Each run of strokes that cross only among themselves is decided on its own, so a clear order error elsewhere
    /// stays one.
    private func reorderCrossings(_ sources: inout [StrokeCorrespondence.Source?], comparisons: [[StrokeComparison]]) {
        let pairs = sources.enumerated()
            .compactMap { template, source -> (drawn: Int, template: Int)? in
                guard case .single(let drawn)? = source else { return nil }
                return (drawn, template)
            }
            .sorted { $0.drawn < $1.drawn }
        let rank = Dictionary(uniqueKeysWithValues: pairs.map(\.template).sorted().enumerated().map { ($1, $0) })
        let cost = { (pairs: [(drawn: Int, template: Int)]) in
            pairs.reduce(0.0) { $0 + 100 - accuracy(comparisons[$1.drawn][$1.template]) }
        }
        var start = 0
        var furthest = -1
        for (position, pair) in pairs.enumerated() {
            furthest = max(furthest, rank[pair.template]!)
            guard furthest == position else { continue }
            let run = Array(pairs[start...position])
            start = position + 1
            guard run.count > 1 else { continue }
            let outOfOrder = run.count - StrokeOrder.longestIncreasingRun(in: run.map(\.template))
            let ordered = Array(zip(run.map(\.drawn), run.map(\.template).sorted())).map { (drawn: $0, template: $1) }
            if cost(ordered) <= cost(run) + Self.orderTieMargin * Double(outOfOrder) {
                for pair in ordered { sources[pair.template] = .single(pair.drawn) }
            }
        }
    }

    /// A missing template stroke next to one whose drawn stroke really covers both becomes a merge: the drawn
    /// stroke fits the two models joined end to start, or cut in two (``MergedStrokeCut``) each part fits its own
    /// model, better than it fits the neighbour alone. The cut reading finds the pair in a slanted hand, whose
    /// hairline bows off the straight way between the two models.
    private func recoverMerges(
        _ sources: inout [StrokeCorrespondence.Source?], drawn: [[Point]], prepared: [PreparedStroke],
        comparisons: [[StrokeComparison]], pairPath: (_ row: Int, _ first: Int) -> [Point], character: PreparedCharacter
    ) {
        let templates = character.template.strokes
        for missing in sources.indices where sources[missing] == nil {
            var best: (score: Double, drawn: Int, partner: Int)?
            for partner in [missing - 1, missing + 1] where templates.indices.contains(partner) {
                let candidates: [(Int, Double)]
                switch sources[partner] {
                case .single(let index)?: candidates = [(index, accuracy(comparisons[index][partner]))]
                case nil:
                    let used = Set(sources.compactMap { $0 }.flatMap(\.drawnIndices))
                    candidates = drawn.indices.filter { !used.contains($0) && !drawn[$0].isEmpty }.map { ($0, 0) }
                default: candidates = []
                }
                let (first, second) = (min(missing, partner), max(missing, partner))
                let joined = PreparedStroke(
                    character.strokes[first].points + character.strokes[second].points, characterSize: character.size)
                for (index, alone) in candidates {
                    let whole = accuracy(comparator.compare(prepared[index], with: joined, characterSize: character.size))
                    let parts = MergedStrokeCut.best(
                        pairPath(index, first), first: character.strokes[first], second: character.strokes[second],
                        size: character.size, comparator: comparator, weights: weights)
                    let cut = parts.flatMap {
                        min($0.accuracies.first, $0.accuracies.second) >= structureFloor ? $0.accuracy : nil
                    }
                    let score = max(whole, cut ?? 0)
                    if score >= structureFloor, score > alone, score > (best?.score ?? -1) {
                        best = (score, index, partner)
                    }
                }
            }
            if let best {
                sources[missing] = .merged(best.drawn, partner: best.partner)
                sources[best.partner] = .merged(best.drawn, partner: missing)
            }
        }
    }

    /// An unmatched drawn stroke next in time to the pieces of a template stroke that together fit it
    /// better becomes another piece of it.
    private func recoverSplits(
        _ sources: inout [StrokeCorrespondence.Source?], drawn: [[Point]], comparisons: [[StrokeComparison]],
        character: PreparedCharacter
    ) {
        var changed = true
        while changed {
            changed = false
            let used = Set(sources.compactMap { $0 }.flatMap(\.drawnIndices))
            let unused = drawn.indices.filter { !used.contains($0) && !drawn[$0].isEmpty }
            var best: (score: Double, template: Int, pieces: [Int])?
            for piece in unused {
                for template in sources.indices {
                    let pieces: [Int]
                    let alone: Double
                    switch sources[template] {
                    case .single(let index)?:
                        pieces = [index]
                        alone = accuracy(comparisons[index][template])
                    case .split(let existing)?:
                        pieces = existing
                        alone = accuracy(joinedComparison(existing, drawn: drawn, template: template, character))
                    case nil:
                        guard unused.contains(piece + 1) else { continue }
                        pieces = [piece + 1]
                        alone = 0
                    case .merged?: continue
                    }
                    guard let first = pieces.first, let last = pieces.last, piece == first - 1 || piece == last + 1
                    else { continue }
                    let grown = (pieces + [piece]).sorted()
                    let score = accuracy(joinedComparison(grown, drawn: drawn, template: template, character))
                    if score >= structureFloor, score > alone, score > (best?.score ?? -1) {
                        best = (score, template, grown)
                    }
                }
            }
            if let best {
                sources[best.template] = .split(best.pieces)
                changed = true
            }
        }
    }

    private func joinedComparison(_ pieces: [Int], drawn: [[Point]], template: Int, _ character: PreparedCharacter)
        -> StrokeComparison
    {
        let joined = pieces.flatMap { drawn[$0] }
        return comparator.compare(
            PreparedStroke(joined, characterSize: character.size), with: character.strokes[template],
            characterSize: character.size)
    }
}
