import Foundation

/// Finds where in the learner's canvas the character was written and how big, as a similarity
/// transform into the template frame.
///
/// Several guesses are tried — the whole drawing's box onto the template's box, the same with any one
/// drawn stroke left out (a wild stroke) or any one template stroke left out (a missing stroke), and
/// a length-weighted centre-and-spread match. Each guess is scored by the cheapest stroke matching it
/// allows; the best is then refined by least squares over its matched strokes, ignoring strokes that
/// fit far worse than the rest.
struct CharacterFrameAligner: Sendable {
    var maxRotation: Double

    /// Price, in character sizes, of leaving a stroke unmatched while comparing guesses.
    private static let unmatchedCost = 0.3
    private static let refinementRounds = 3

    /// The transform from canvas to template frame.
    /// - Parameters:
    ///   - drawn: cleaned drawn paths, in canvas units.
    ///   - character: the prepared template.
    ///   - canvas: canvas width and height, used only when the drawing has no extent at all.
    /// - Complexity: O((n + m) · (n + m)³) for n drawn and m template strokes.
    func align(_ drawn: [[Point]], to character: PreparedCharacter, canvas: (width: Double, height: Double))
        -> SimilarityTransform
    {
        let coarse = drawn.map { Polyline.resample($0, count: PreparedCharacter.coarseCount) }
        let usable = coarse.indices.filter { !coarse[$0].isEmpty }
        var best = fallback(canvas: canvas, character: character)
        var bestCost = matchingCost(best, coarse: coarse, character: character).cost
        for candidate in candidates(drawn: drawn, usable: usable, character: character) {
            let cost = matchingCost(candidate, coarse: coarse, character: character).cost
            if cost < bestCost {
                best = candidate
                bestCost = cost
            }
        }
        for _ in 0..<Self.refinementRounds {
            guard let refined = refine(best, coarse: coarse, character: character) else { break }
            let cost = matchingCost(refined, coarse: coarse, character: character).cost
            guard cost < bestCost - 1e-9 else { break }
            best = refined
            bestCost = cost
        }
        return best
    }

    /// Centre of canvas onto centre of template, canvas long side onto template box.
    private func fallback(canvas: (width: Double, height: Double), character: PreparedCharacter)
        -> SimilarityTransform
    {
        let side = max(canvas.width, canvas.height)
        let scale = side.isFinite && side > 0 ? CharacterTemplate.boxSize / side : 1
        let centre = Point(x: canvas.width / 2, y: canvas.height / 2)
        let target = Point(x: CharacterTemplate.boxSize / 2, y: CharacterTemplate.boxSize / 2)
        return SimilarityTransform(scale: scale, rotation: 0, translation: target - centre * scale)
    }

    private func candidates(drawn: [[Point]], usable: [Int], character: PreparedCharacter)
        -> [SimilarityTransform]
    {
        let drawnBoxes = drawn.map { BoundingBox($0) }
        let templateBoxes = character.strokes.map(\.bounds)
        func union(_ boxes: [BoundingBox?], skipping skipped: Int?) -> BoundingBox? {
            var result: BoundingBox?
            for (index, box) in boxes.enumerated() where index != skipped {
                guard let box else { continue }
                if result == nil { result = box } else {
                    result?.include(Point(x: box.minX, y: box.minY))
                    result?.include(Point(x: box.maxX, y: box.maxY))
                }
            }
            return result
        }
        var result: [SimilarityTransform] = []
        func add(_ source: BoundingBox?, _ target: BoundingBox?) {
            guard let source, let target, let transform = SimilarityTransform.matching(source, to: target) else {
                return
            }
            result.append(transform)
        }
        let allDrawn = union(drawnBoxes, skipping: nil)
        let allTemplate = union(templateBoxes, skipping: nil)
        add(allDrawn, allTemplate)
        if usable.count > 1 {
            for index in usable { add(union(drawnBoxes, skipping: index), allTemplate) }
        }
        if templateBoxes.count > 1 {
            for index in templateBoxes.indices { add(allDrawn, union(templateBoxes, skipping: index)) }
        }
        if let moments = momentMatch(drawn: drawn, character: character) { result.append(moments) }
        return result
    }

    /// Length-weighted centre and spread of the drawing onto those of the template.
    private func momentMatch(drawn: [[Point]], character: PreparedCharacter) -> SimilarityTransform? {
        func moments(_ paths: [[Point]]) -> (centre: Point, spread: Double)? {
            var weight = 0.0
            var sum = Point.zero
            var samples: [(Point, Double)] = []
            for path in paths {
                let length = Polyline.length(path)
                guard length > 0 else { continue }
                for point in Polyline.resample(path, count: PreparedCharacter.coarseCount) {
                    samples.append((point, length))
                    sum = sum + point * length
                    weight += length
                }
            }
            guard weight > 0 else { return nil }
            let centre = sum / weight
            let spread = samples.reduce(0.0) { $0 + $1.1 * ($1.0 - centre).dot($1.0 - centre) } / weight
            return spread > 0 ? (centre, spread.squareRoot()) : nil
        }
        guard let source = moments(drawn),
            let target = moments(character.template.strokes.map { Polyline.cleaned($0.points) })
        else { return nil }
        let scale = target.spread / source.spread
        return SimilarityTransform(scale: scale, rotation: 0, translation: target.centre - source.centre * scale)
    }

    /// How well the drawing fits the template under `transform`: the cheapest matching's total cost,
    /// with the matched pairs and whether each was matched end to start.
    private func matchingCost(_ transform: SimilarityTransform, coarse: [[Point]], character: PreparedCharacter)
        -> (cost: Double, pairs: [(drawn: Int, template: Int, cost: Double, backwards: Bool)])
    {
        let mapped = coarse.map { transform.apply($0) }
        var costs: [[Double]] = []
        var backwards: [[Bool]] = []
        for path in mapped {
            var row: [Double] = []
            var rowBackwards: [Bool] = []
            let length = Polyline.length(path)
            for (index, model) in character.coarse.enumerated() {
                guard !path.isEmpty, path.count == model.count else {
                    row.append(.infinity)
                    rowBackwards.append(false)
                    continue
                }
                var forward = 0.0
                var backward = 0.0
                for k in 0..<path.count {
                    forward += path[k].distance(to: model[k])
                    backward += path[path.count - 1 - k].distance(to: model[k])
                }
                let epsilon = 0.02 * character.size
                let lengthTerm = 0.5 * abs(log((length + epsilon) / (character.lengths[index] + epsilon)))
                row.append(min(forward, backward) / Double(path.count) / character.size + lengthTerm)
                rowBackwards.append(backward < forward)
            }
            costs.append(row)
            backwards.append(rowBackwards)
        }
        let assignment = OptimalAssignment.solve(
            costs: costs, unmatchedRowCost: Self.unmatchedCost, unmatchedColumnCost: Self.unmatchedCost)
        var total = 0.0
        var pairs: [(drawn: Int, template: Int, cost: Double, backwards: Bool)] = []
        var matchedTemplates = 0
        for (row, column) in assignment.enumerated() {
            if let column, costs[row][column].isFinite {
                total += costs[row][column]
                pairs.append((row, column, costs[row][column], backwards[row][column]))
                matchedTemplates += 1
            } else {
                total += Self.unmatchedCost
            }
        }
        total += Double(character.coarse.count - matchedTemplates) * Self.unmatchedCost
        return (total, pairs)
    }

    /// Least-squares similarity over the matched strokes' samples, leaving out strokes that fit much worse.
    private func refine(_ transform: SimilarityTransform, coarse: [[Point]], character: PreparedCharacter)
        -> SimilarityTransform?
    {
        let pairs = matchingCost(transform, coarse: coarse, character: character).pairs
        guard !pairs.isEmpty else { return nil }
        let sortedCosts = pairs.map(\.cost).sorted()
        let median = sortedCosts[sortedCosts.count / 2]
        let limit = max(3 * median, 0.1)
        var source: [Point] = []
        var target: [Point] = []
        for pair in pairs where pair.cost <= limit {
            let path = pair.backwards ? Array(coarse[pair.drawn].reversed()) : coarse[pair.drawn]
            source.append(contentsOf: path)
            target.append(contentsOf: character.coarse[pair.template])
        }
        return SimilarityTransform.fit(from: source, to: target, maxRotation: maxRotation)
    }
}
