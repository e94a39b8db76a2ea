import Foundation

/// Finds where in the learner's canvas the character was written, how big, and how slanted, as an
/// affine transform into the template frame.
///
/// A transform is judged by two robust costs added together: the cheapest matching of drawn to
/// template strokes (each pair priced by its mean distance, point to point along the stroke, through
/// a saturating penalty so a wild, displaced or stretched stroke costs a bounded amount), and a
/// two-way chamfer distance between evenly spaced samples of all the ink (which does not care how
/// the ink is cut into strokes, so merged or split strokes still pull the right way). Several
/// starting guesses are scored — whole boxes, boxes with any one stroke left out, moments, and each
/// drawn stroke fitted onto the template stroke of the same index — and the best is refined by
/// weighted least squares over its matched strokes, first as a similarity, then, after slants tried on it (each
/// refitted in size and place), as an affine map within ``limits`` (a real hand slants, turns and squeezes a whole
/// character), each round re-matching the strokes and weighing them by how well they fit, so a few wrong strokes do
/// not bend the frame. One or two strokes of a character still being written are too few for an affine fit; there
/// only the slants are tried, so a lone slanted 竖 is read as the hand's slant rather than a turn that tilts the
/// next 横.
struct CharacterFrameAligner: Sendable {
    var maxRotation: Double
    /// How far the frame may turn, slant and squeeze the drawing.
    var limits: AffineTransform.Limits

    /// - Parameters:
    ///   - maxRotation: largest turn of the whole character (radians), as a similarity.
    ///   - limits: the affine frame's limits; none (a similarity frame only) when nil.
    init(maxRotation: Double, limits: AffineTransform.Limits? = nil) {
        self.maxRotation = maxRotation
        self.limits =
            limits ?? AffineTransform.Limits(horizontalTurn: maxRotation, verticalTurn: maxRotation, skew: 0, anisotropy: 0)
    }

    /// Distance (in character sizes) at which a stroke or sample counts as half an outlier.
    private static let robustScale = 0.06
    /// Samples per character size along the ink, for the chamfer cost.
    static let density = 20.0
    private static let refinementRounds = 4
    /// Cost of a frame slanted or squeezed as far as ``limits`` allow, growing quadratically towards it: of two
    /// frames that fit about as well, the upright one is taken.
    private static let deformationWeight = 0.05
    /// Strokes matched (weight at least ``affineSupportWeight``) needed before the frame may be a free affine map:
    /// one or two strokes fit any slant and squeeze. With fewer, a frame the writing box places (``FramePrior``)
    /// may still be slanted, in ``fineSlantSteps``; a whole character of one or two strokes stays a similarity.
    private static let affineSupport = 3
    private static let affineSupportWeight = 0.01
    /// Weight of the box tie-breaker against the matching cost (up to about 1).
    private static let frameWeight = 0.1
    /// Weight of the chamfer cost against the matching cost. Below 1 because the chamfer counts ink, so a
    /// long wrong stroke would outweigh several right ones; the matching counts strokes.
    private static let chamferWeight = 0.5

    /// What is known about the drawing while searching.
    private struct Drawing {
        var paths: [[Point]]
        /// Each path resampled to the template's coarse count (empty for an empty path).
        var coarse: [[Point]]
        var lengths: [Double]
        /// Evenly spaced samples of all the ink.
        var samples: [Point]
        /// Where the frame is expected, if anywhere.
        var prior: FramePrior?
    }

    /// A transform's fit and the stroke pairs behind it.
    private struct Fit {
        var cost: Double
        var pairs: [(drawn: Int, template: Int, weight: Double, backwards: Bool)]
    }

    /// The transform from canvas to template frame.
    /// - Parameters:
    ///   - drawn: cleaned drawn paths, in canvas units.
    ///   - character: the prepared template.
    ///   - canvas: canvas width and height, used only when the drawing has no extent at all.
    ///   - prior: where the frame is expected, for ink too sparse to place itself; nil for none.
    ///   - deadline: past it, the search stops trying guesses and returns the best one so far.
    /// - Complexity: O(g · ((n + m)³ + d · t)) for g guesses, n drawn and m template strokes, d drawn and
    ///   t template samples.
    func align(
        _ drawn: [[Point]], to character: PreparedCharacter, canvas: (width: Double, height: Double),
        prior: FramePrior? = nil, deadline: Deadline = .never
    ) -> AffineTransform {
        guard var best = search(drawn, character, prior, deadline) else {
            return AffineTransform(prior?.transform ?? fallback(canvas: canvas))
        }
        guard drawn.count > character.strokes.count, let extent = BoundingBox(drawn.joined())?.longerSide else {
            return best.transform
        }
        for index in drawn.indices.dropLast() where !deadline.hasPassed {
            guard let end = drawn[index].last, let start = drawn[index + 1].first,
                end.distance(to: start) <= Self.splitGap * extent
            else { continue }
            var joined = drawn
            joined.replaceSubrange(index...(index + 1), with: [drawn[index] + drawn[index + 1]])
            if let candidate = search(joined, character, prior, deadline), candidate.cost < best.cost {
                best = candidate
            }
        }
        return best.transform
    }

    /// Largest gap (fraction of the drawing's size) between two consecutive strokes that may be one
    /// stroke drawn in two pieces.
    private static let splitGap = 0.15

    /// The best transform for these drawn paths and its cost.
    private func search(
        _ drawn: [[Point]], _ character: PreparedCharacter, _ prior: FramePrior?, _ deadline: Deadline
    ) -> (transform: AffineTransform, cost: Double)? {
        let box = BoundingBox(drawn.joined())
        let spacing = max(box?.longerSide ?? 0, .leastNormalMagnitude) / Self.density
        let samples = Array(drawn.map { Self.samples($0, spacing: spacing) }.joined())
        let drawing = Drawing(
            paths: drawn, coarse: drawn.map { Polyline.resample($0, count: PreparedCharacter.coarseCount) },
            lengths: drawn.map(Polyline.length), samples: samples,
            prior: prior)
        var guesses = candidates(drawing, character)
        if let prior {
            guesses = [prior.transform] + guesses
            if let inkOnly = bestForInkAlone(guesses, drawing, character) {
                guesses += Self.blendSteps.map { prior.blend(inkOnly, weight: $0) }
            }
        }
        guard var best = guesses.first else { return nil }
        var bestFit = fit(AffineTransform(best), drawing, character)
        for candidate in guesses.dropFirst() where !deadline.hasPassed {
            let candidateFit = fit(AffineTransform(candidate), drawing, character)
            if candidateFit.cost < bestFit.cost {
                best = candidate
                bestFit = candidateFit
            }
        }
        for _ in 0..<Self.refinementRounds where !deadline.hasPassed {
            guard let refined = refine(bestFit, drawing, character) else { break }
            let refinedFit = fit(AffineTransform(refined), drawing, character)
            guard refinedFit.cost < bestFit.cost - 1e-9 else { break }
            best = refined
            bestFit = refinedFit
        }
        var frame = AffineTransform(best)
        let few = drawn.count < Self.affineSupport || character.strokes.count < Self.affineSupport
        guard !few || prior != nil else { return (frame, bestFit.cost) }
        for slant in slantGuesses(
            around: best, drawing, steps: few ? Self.fineSlantSteps : Self.slantSteps, few: few)
        where !deadline.hasPassed {
            let slantFit = fit(slant, drawing, character)
            let tried = [(slant, slantFit), resized(slant, slantFit, drawing, character)]
            for case let (guess, guessFit)? in tried where guessFit.cost < bestFit.cost {
                frame = guess
                bestFit = guessFit
            }
        }
        guard !few else { return (frame, bestFit.cost) }
        for _ in 0..<Self.refinementRounds where !deadline.hasPassed {
            guard let slanted = refineAffine(bestFit, drawing, character) else { break }
            let slantedFit = fit(slanted, drawing, character)
            guard slantedFit.cost < bestFit.cost - 1e-9 else { break }
            frame = slanted
            bestFit = slantedFit
        }
        return (frame, bestFit.cost)
    }

    /// Slants tried on top of the best similarity (radians, turns of the vertical against the horizontal): a
    /// similarity may have turned a slanted character instead, or missed strokes only a slant brings home.
    private static let slantSteps = [-20.0, -10, 10, 20].map { $0 * Double.pi / 180 }
    /// Slants tried when fewer than ``affineSupport`` strokes are drawn: no affine refinement follows, so the slant
    /// itself is searched in finer steps (a slanted 竖 alone is read as a slant, not as a turn that tilts the 横
    /// drawn next).
    private static let fineSlantSteps = stride(from: -20.0, through: 20, by: 2.5).filter { $0 != 0 }.map { $0 * Double.pi / 180 }

    /// The best similarity with each of `steps` undone about the drawing's centre, its horizontals turned as
    /// the similarity turned them and left level; only slants within ``limits``. With `few` strokes and a prior,
    /// also undone about the character's centre where the box puts it: a lone top 横 of a slanted character lies
    /// to one side of its place by the slant, which a slant about the ink's own centre cannot bring home.
    private func slantGuesses(
        around best: SimilarityTransform, _ drawing: Drawing, steps: [Double], few: Bool
    ) -> [AffineTransform] {
        guard let inkCentre = BoundingBox(drawing.samples)?.center else { return [] }
        let pivots = [inkCentre] + (few ? drawing.prior.map { [$0.centre] } ?? [] : [])
        let rotations = best.rotation == 0 ? [0] : [best.rotation, 0]
        return pivots.flatMap { centre in
            rotations.flatMap { rotation in
                steps.compactMap { slant in
                    let vertical = rotation + slant
                    guard abs(slant) <= limits.skew, abs(vertical) <= limits.verticalTurn else { return nil }
                    return AffineTransform(
                        AffineTransform.Parts(
                            scale: best.scale, horizontalTurn: rotation, verticalTurn: vertical, anisotropy: 0),
                        taking: centre, to: best.apply(centre))
                }
            }
        }
    }

    /// `guess` with its slant kept and its size and place refitted by weighted least squares over the strokes it
    /// matched (a similarity that does not turn), and its fit: undoing a slant by turning the verticals leaves a
    /// leaning stroke shorter than the similarity it was built from made it. Without the refit, a slant guess loses
    /// to a similarity turned as far as it may go, which uprights the slanted verticals and raises the 横 as far;
    /// with the 横 then that far off, too few strokes are left to start the affine refinement (子 and 大 in a hand
    /// slanted 20°). Nil when nothing matched.
    private func resized(
        _ guess: AffineTransform, _ guessFit: Fit, _ drawing: Drawing, _ character: PreparedCharacter
    ) -> (AffineTransform, Fit)? {
        var linear = guess
        linear.translation = .zero
        let (source, target, weights) = matchedPoints(guessFit, drawing, character, through: linear)
        guard let sized = SimilarityTransform.fit(from: source, to: target, weights: weights, maxRotation: 0) else {
            return nil
        }
        let resized = AffineTransform(
            a: linear.a * sized.scale, b: linear.b * sized.scale, c: linear.c * sized.scale, d: linear.d * sized.scale,
            translation: sized.translation)
        return (resized, fit(resized, drawing, character))
    }

    /// Weights of the ink-alone frame in the frames tried between it and the prior's.
    private static let blendSteps = stride(from: 0.1, through: 0.9, by: 0.1).map { $0 }

    /// The guess that fits the ink best with the prior left out, refined: the far end of the frames worth trying
    /// between where the writing box says the character is and where the ink alone would put it.
    private func bestForInkAlone(
        _ guesses: [SimilarityTransform], _ drawing: Drawing, _ character: PreparedCharacter
    ) -> SimilarityTransform? {
        var free = drawing
        free.prior = nil
        guard var best = guesses.min(by: { fit(AffineTransform($0), free, character).cost < fit(AffineTransform($1), free, character).cost }) else {
            return nil
        }
        var bestFit = fit(AffineTransform(best), free, character)
        for _ in 0..<Self.refinementRounds {
            guard let refined = refine(bestFit, free, character) else { break }
            let refinedFit = fit(AffineTransform(refined), free, character)
            guard refinedFit.cost < bestFit.cost - 1e-9 else { break }
            best = refined
            bestFit = refinedFit
        }
        return best
    }

    /// Points along the path about `spacing` apart, at least its two ends (one for a dot).
    static func samples(_ path: [Point], spacing: Double) -> [Point] {
        let length = Polyline.length(path)
        let count = length > 0 ? max(2, Int((length / spacing).rounded()) + 1) : 1
        return Polyline.resample(path, count: min(count, 200))
    }

    /// Centre of canvas onto centre of template, canvas long side onto template box: the only guess
    /// left when the drawing has no extent.
    private func fallback(canvas: (width: Double, height: Double)) -> SimilarityTransform {
        let side = max(canvas.width, canvas.height)
        let scale = side.isFinite && side > 0 ? CharacterTemplate.boxSize / side : 1
        let centre = Point(x: canvas.width / 2, y: canvas.height / 2)
        let target = Point(x: CharacterTemplate.boxSize / 2, y: CharacterTemplate.boxSize / 2)
        return SimilarityTransform(scale: scale, rotation: 0, translation: target - centre * scale)
    }

    private func candidates(_ drawing: Drawing, _ character: PreparedCharacter) -> [SimilarityTransform] {
        let drawnBoxes = drawing.paths.map { BoundingBox($0) }
        let templateBoxes: [BoundingBox?] = character.strokes.map(\.bounds)
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
        if drawnBoxes.count > 1 {
            for index in drawnBoxes.indices { add(union(drawnBoxes, skipping: index), allTemplate) }
        }
        if templateBoxes.count > 1 {
            for index in templateBoxes.indices {
                add(allDrawn, union(templateBoxes, skipping: index))
                if index < drawnBoxes.count {
                    add(union(drawnBoxes, skipping: index), union(templateBoxes, skipping: index))
                }
            }
        }
        for index in 0..<min(drawing.coarse.count, character.coarse.count) {
            if let fitted = SimilarityTransform.fit(
                from: drawing.coarse[index], to: character.coarse[index], maxRotation: maxRotation)
            {
                result.append(fitted)
            }
        }
        if let moments = momentMatch(drawing.samples, character.samples) { result.append(moments) }
        return result
    }

    /// Centre and spread of the evenly spaced samples of the drawing onto those of the template.
    private func momentMatch(_ source: [Point], _ target: [Point]) -> SimilarityTransform? {
        func moments(_ points: [Point]) -> (centre: Point, spread: Double)? {
            guard !points.isEmpty else { return nil }
            let centre = Polyline.centroid(points)
            let spread = points.reduce(0.0) { $0 + ($1 - centre).dot($1 - centre) } / Double(points.count)
            return spread > 0 ? (centre, spread.squareRoot()) : nil
        }
        guard let from = moments(source), let to = moments(target) else { return nil }
        let scale = to.spread / from.spread
        return SimilarityTransform(scale: scale, rotation: 0, translation: to.centre - from.centre * scale)
    }

    /// Saturating penalty of a squared distance in squared character sizes: 0 at 0, ½ at
    /// ``robustScale``, towards 1 beyond.
    private static func penalty(_ squaredDistance: Double) -> Double {
        let s2 = robustScale * robustScale
        return squaredDistance / (squaredDistance + s2)
    }

    /// Stroke-matching cost plus chamfer cost of the drawing under `transform`, plus what its slant and squeeze
    /// cost and, for a character still being written, its distance from the writing box.
    ///
    /// Besides each template stroke, every two consecutive template strokes joined are offered as a
    /// match, so a drawing with merged strokes is not pushed towards a wrong size or place.
    private func fit(_ transform: AffineTransform, _ drawing: Drawing, _ character: PreparedCharacter) -> Fit {
        let size = character.size
        let models = character.coarse.indices.map { (strokes: [$0], path: character.coarse[$0], length: character.lengths[$0]) }
            + character.joinedCoarse.indices.map {
                (strokes: [$0, $0 + 1], path: character.joinedCoarse[$0], length: character.joinedLengths[$0])
            }
        var costs: [[Double]] = []
        var backwards: [[Bool]] = []
        for (index, coarse) in drawing.coarse.enumerated() {
            let path = transform.apply(coarse)
            let length = drawing.lengths[index] * transform.scale
            var row: [Double] = []
            var rowBackwards: [Bool] = []
            for model in models {
                guard !path.isEmpty, path.count == model.path.count else {
                    row.append(.infinity)
                    rowBackwards.append(false)
                    continue
                }
                var forward = 0.0
                var backward = 0.0
                for k in 0..<path.count {
                    forward += path[k].distance(to: model.path[k])
                    backward += path[path.count - 1 - k].distance(to: model.path[k])
                }
                let epsilon = 0.02 * size
                let mean = min(forward, backward) / Double(path.count) / size
                let lengthError = 0.2 * abs(log((length + epsilon) / (model.length + epsilon)))
                let distance = mean + lengthError
                row.append(Self.penalty(distance * distance))
                rowBackwards.append(backward < forward)
            }
            costs.append(row)
            backwards.append(rowBackwards)
        }
        let assignment = OptimalAssignment.solve(costs: costs, unmatchedRowCost: 0.5, unmatchedColumnCost: 0)
        var total = 0.0
        var covered = Set<Int>()
        var pairs: [(drawn: Int, template: Int, weight: Double, backwards: Bool)] = []
        for (row, column) in assignment.enumerated() {
            if let column, costs[row][column].isFinite {
                total += costs[row][column]
                covered.formUnion(models[column].strokes)
                if column < character.coarse.count {
                    pairs.append((row, column, (1 - costs[row][column]) * (1 - costs[row][column]), backwards[row][column]))
                }
            } else if !drawing.coarse[row].isEmpty {
                total += 0.5
            }
        }
        total += Double(character.coarse.count - covered.count) * 0.5
        let matching = total / Double(max(character.coarse.count, 1))
        let mapped = transform.apply(drawing.samples)
        var cost = matching + Self.chamferWeight * chamfer(mapped, character.samples, size: size) + frameCost(mapped, character)
        cost += drawing.prior?.cost(of: transform, characterSize: size) ?? 0
        cost += deformationCost(transform)
        return Fit(cost: cost, pairs: pairs)
    }

    /// 0 for a similarity, ``deformationWeight`` for a frame skewed or squeezed as far as ``limits`` allow.
    private func deformationCost(_ transform: AffineTransform) -> Double {
        guard let parts = transform.parts else { return .infinity }
        func share(_ value: Double, _ limit: Double) -> Double { limit > 0 ? value / limit : 0 }
        let skew = share(parts.skew, limits.skew)
        let anisotropy = share(parts.anisotropy, limits.anisotropy)
        return Self.deformationWeight * (skew * skew + anisotropy * anisotropy)
    }

    /// How far the drawing's box lands from the template's: a light tie-breaker that prefers, of two
    /// equally good explanations, the one where the learner used the space the character needs —
    /// with two strokes, "this stroke is too high" rather than "everything else is too low".
    private func frameCost(_ mapped: [Point], _ character: PreparedCharacter) -> Double {
        guard let box = BoundingBox(mapped) else { return 1 }
        let model = character.bounds
        let offset = box.center.distance(to: model.center) + (abs(box.width - model.width) + abs(box.height - model.height)) / 2
        let distance = offset / character.size
        return Self.frameWeight * Self.penalty(distance * distance)
    }

    /// Mean robust nearest-sample penalty, drawing to template plus template to drawing.
    /// - Complexity: O(d · t) for d drawn and t template samples.
    private func chamfer(_ source: [Point], _ target: [Point], size: Double) -> Double {
        guard !source.isEmpty, !target.isEmpty else { return 2 }
        let scale = 1 / (size * size)
        var forward = 0.0
        var backward = [Double](repeating: .infinity, count: target.count)
        target.withUnsafeBufferPointer { target in
            backward.withUnsafeMutableBufferPointer { backward in
                for point in source {
                    var nearest = Double.infinity
                    for index in 0..<target.count {
                        let dx = point.x - target[index].x
                        let dy = point.y - target[index].y
                        let squared = dx * dx + dy * dy
                        nearest = min(nearest, squared)
                        backward[index] = min(backward[index], squared)
                    }
                    forward += Self.penalty(nearest * scale)
                }
            }
        }
        let back = backward.reduce(0.0) { $0 + Self.penalty($1 * scale) }
        return forward / Double(source.count) + back / Double(target.count)
    }

    /// Weighted least squares over the matched strokes, point to point along each stroke; strokes
    /// that fit badly weigh little, so one wrong stroke cannot pull the others off.
    private func refine(_ fit: Fit, _ drawing: Drawing, _ character: PreparedCharacter) -> SimilarityTransform? {
        let matched = matchedPoints(fit, drawing, character)
        return SimilarityTransform.fit(
            from: matched.source, to: matched.target, weights: matched.weights, maxRotation: maxRotation)
    }

    /// The points of each matched drawn stroke (mapped by `map`, as drawn when nil), in the template stroke's
    /// direction, beside the template stroke's points, weighted by how well the pair fits.
    private func matchedPoints(
        _ fit: Fit, _ drawing: Drawing, _ character: PreparedCharacter, through map: AffineTransform? = nil
    ) -> (source: [Point], target: [Point], weights: [Double]) {
        var source: [Point] = []
        var target: [Point] = []
        var weights: [Double] = []
        for pair in fit.pairs where pair.weight > 0 {
            let path = map?.apply(drawing.coarse[pair.drawn]) ?? drawing.coarse[pair.drawn]
            source.append(contentsOf: pair.backwards ? path.reversed() : path)
            target.append(contentsOf: character.coarse[pair.template])
            weights.append(contentsOf: repeatElement(pair.weight, count: path.count))
        }
        return (source, target, weights)
    }

    /// Weighted least-squares affine map over the matched strokes, as ``refine(_:_:_:)`` weighs them, brought
    /// within ``limits``; nil when too few strokes are matched well to tell a slant from a misplaced stroke.
    private func refineAffine(_ fit: Fit, _ drawing: Drawing, _ character: PreparedCharacter) -> AffineTransform? {
        guard fit.pairs.filter({ $0.weight >= Self.affineSupportWeight }).count >= Self.affineSupport else { return nil }
        let (source, target, weights) = matchedPoints(fit, drawing, character)
        guard let map = AffineTransform.fit(from: source, to: target, weights: weights) else { return nil }
        let total = weights.reduce(0, +)
        let centre = zip(source, weights).reduce(Point.zero) { $0 + $1.0 * $1.1 } / total
        return map.limited(to: limits, about: centre)
    }
}
