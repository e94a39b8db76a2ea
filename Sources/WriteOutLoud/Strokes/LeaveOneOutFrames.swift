import Foundation

/// For each template stroke, where the *other* strokes say the character is: a correction to the
/// character frame fitted on every matched stroke except that one.
///
/// The character frame is fitted on all strokes, so a stroke drawn in the wrong place or at the wrong
/// size pulls the frame towards itself and is then partly excused. Judging each stroke's position and
/// proportion in the frame of the others removes its own pull. It also settles the two-stroke case,
/// where "this stroke is off" and "the other stroke is off" fit equally well: each stroke is judged
/// against the other, so a wrong relative placement fails both (the learner is told the two strokes do
/// not sit together as they should) instead of whichever one the frame happened to blame. One stroke alone places
/// the others by a shift only: its own turn and length are its style (a 撇 drawn more upright), and a frame turned
/// to match them swings a stroke far from its middle (the 捺 of 人) out of place.
///
/// Only strokes that look like their model (shape and direction, which do not depend on the frame) can
/// vouch for the frame: when the other strokes are themselves misshapen — a 提 drawn for the 横 of 十 —
/// the correction fades out and the stroke is judged in the character frame.
///
/// In a finished character, each stroke's frame is fitted twice: first on the other strokes, nearer ones
/// weighing more and those far from their models in the character frame less, then again with the strokes
/// that sit far from that first fit set aside. Real hands squeeze or stretch one component (a wide 心 under
/// 相); its dots are then placed by that component's own strokes, which the character frame alone set aside
/// as far from it.
struct LeaveOneOutFrames: Sendable {
    /// Residual (in character sizes) at which a stroke's weight in the fit has fallen to a quarter.
    private static let robustScale = 0.06
    /// Below this spread (character sizes) the other strokes pin down only a shift, not a scale or turn.
    private static let minimumSpread = 0.1
    /// ``robustScale`` of the first of a finished character's two fits: looser, so a squeezed component's strokes,
    /// a little off in the character frame, still count, while a stroke drawn out of place does not.
    private static let firstScale = 0.15
    /// Distance (character sizes) between two model strokes' centres at which one's weight in the other's
    /// frame has fallen to 1/e, in a finished character.
    private static let reach = 0.6

    /// Total trust of the other strokes below which the correction is not applied at all, and the span
    /// over which it then fades in.
    private static let trustFloor = 0.4
    private static let trustRamp = 0.3

    /// `corrections[i]` maps the framed ink to where the strokes other than `i` place the template.
    let corrections: [SimilarityTransform]
    /// How much of each correction applies (0–1), from how much the other strokes can be trusted.
    let strengths: [Double]

    /// Stroke `index`'s drawn path moved by its correction, as strongly as the other strokes warrant.
    func apply(_ path: [Point], for index: Int) -> [Point] {
        guard corrections.indices.contains(index), strengths[index] > 0 else { return path }
        let corrected = corrections[index].apply(path)
        let strength = strengths[index]
        return zip(path, corrected).map { $0 + ($1 - $0) * strength }
    }

    /// - Parameters:
    ///   - framed: drawn strokes in the character frame.
    ///   - sources: what each template stroke was drawn as; strokes drawn on their own take part, and so do
    ///     strokes written in one movement with a neighbour, by their part in `parts`.
    ///   - parts: by template stroke, its part of its drawn stroke as it is judged: without the entry and tail
    ///     that join it to its neighbours (``Ligature``), so a 点 carrying a tail as long as itself still places
    ///     the others (a stroke drawn on its own vouches with whichever of the part and the whole drawn stroke lies
    ///     nearer its model: a join cut where the model has a short lead-in of its own, as a 弯钩 does, would
    ///     shift the stroke along it); for a stroke drawn in one movement with a neighbour, its part of that stroke
    ///     (``MergedStrokeCut``): in a 口 whose 横折 and 横 run together, the two parts and the 竖 place each other,
    ///     as three strokes drawn apart would. A stroke drawn on its own with no part given vouches whole.
    ///   - character: the template.
    ///   - trust: for each template stroke, 0–1, how much its drawn stroke looks like it whatever the frame.
    ///   - maxRotation: largest turn (radians) a correction may add.
    ///   - earlierOnly: only strokes drawn before a stroke vouch for its frame: for a character still being
    ///     written, so a stroke already judged is not judged again in the frame of a wrong stroke drawn after it.
    /// - Complexity: O(m² · k) for m template strokes and k samples per stroke.
    init(
        framed: [[Point]], sources: [StrokeCorrespondence.Source?], parts: [[Point]?] = [],
        character: PreparedCharacter, trust: [Double], maxRotation: Double, earlierOnly: Bool = false
    ) {
        let size = character.size
        let centres = character.coarse.map { $0.reduce(Point.zero, +) / Double(max($0.count, 1)) }
        var pairs: [Vouch] = []
        var drawnIndex: [Int: Int] = [:]
        for (template, source) in sources.enumerated() {
            let index: Int
            let candidates: [[Point]]
            let part = parts.indices.contains(template) ? parts[template] : nil
            switch source {
            case .single(let single)? where framed.indices.contains(single):
                (index, candidates) = (single, [framed[single]] + [part].compactMap { $0 }.filter { $0.count >= 2 })
            case .merged(let whole, _)?:
                guard let part else { continue }
                (index, candidates) = (whole, [part])
            default: continue
            }
            let model = character.coarse[template]
            let placed = candidates.compactMap { Self.placed($0, on: model) }
            guard let best = placed.min(by: { $0.residual < $1.residual }) else { continue }
            let trusted = trust.indices.contains(template) ? min(max(trust[template], 0), 1) : 0
            pairs.append(
                Vouch(template: template, drawn: best.drawn, model: model, trust: trusted, residual: best.residual / size))
            drawnIndex[template] = index
        }
        func vouches(_ template: Int, for excluded: Int) -> Bool {
            guard template != excluded else { return false }
            guard earlierOnly else { return true }
            return (drawnIndex[template] ?? .max) < (sources[excluded]?.firstDrawn ?? .max)
        }
        corrections = sources.indices.map { excluded in
            let others = pairs.filter { vouches($0.template, for: excluded) }
            guard !earlierOnly, centres.indices.contains(excluded) else {
                let weights = others.map { $0.trust * Self.share(residual: $0.residual) }
                return Self.fit(others, weights: weights, size: size, maxRotation: maxRotation)
            }
            let nearness = others.map { other in
                let distance = centres[other.template].distance(to: centres[excluded]) / (Self.reach * size)
                return exp(-distance * distance)
            }
            return Self.fitTwice(others, nearness: nearness, size: size, maxRotation: maxRotation)
        }
        let vouched = Set(pairs.map(\.template))
        strengths = sources.indices.map { excluded in
            let total = vouched.filter { vouches($0, for: excluded) && trust.indices.contains($0) }
                .reduce(0.0) { $0 + min(max(trust[$1], 0), 1) }
            return min(max((total - Self.trustFloor) / Self.trustRamp, 0), 1)
        }
    }

    /// One matched stroke that may vouch for the other strokes' frames, resampled like its model.
    private struct Vouch {
        let template: Int
        let drawn: [Point]
        let model: [Point]
        /// 0–1: how much the drawn stroke looks like its model, whatever the frame.
        let trust: Double
        /// How far it lies from its model in the character frame (character sizes).
        let residual: Double
    }

    /// `path` resampled like its model and turned to run the model's way, and its mean distance from it; nil for a
    /// path that cannot be resampled so.
    private static func placed(_ path: [Point], on model: [Point]) -> (drawn: [Point], residual: Double)? {
        guard !path.isEmpty else { return nil }
        var drawn = Polyline.resample(path, count: model.count)
        guard model.count == drawn.count else { return nil }
        let forward = residual(drawn, model)
        let backward = residual(drawn.reversed(), model)
        if backward < forward { drawn.reverse() }
        return (drawn, min(forward, backward))
    }

    /// Mean distance between matching samples.
    private static func residual(_ drawn: some Collection<Point>, _ model: [Point]) -> Double {
        zip(drawn, model).reduce(0.0) { $0 + $1.0.distance(to: $1.1) } / Double(max(model.count, 1))
    }

    /// Robust weight of a stroke lying `residual` character sizes from its model: 1 on it, ¼ at ``robustScale``.
    private static func share(residual: Double, scale robust: Double = robustScale) -> Double {
        let scale = robust * robust
        let root = scale / (residual * residual + scale)
        return root * root
    }

    /// A finished character's frame for one stroke: fitted on `others` by trust, nearness (0–1, one per other
    /// stroke) and a loose residual weight, then again with the residual weight taken from that first fit.
    private static func fitTwice(_ others: [Vouch], nearness: [Double], size: Double, maxRotation: Double)
        -> SimilarityTransform
    {
        let loose = zip(others, nearness).map { $0.trust * share(residual: $0.residual, scale: firstScale) * $1 }
        let first = fit(others, weights: loose, size: size, maxRotation: maxRotation)
        let refined = zip(others, nearness).map { other, nearness in
            other.trust * nearness * share(residual: residual(first.apply(other.drawn), other.model) / size)
        }
        return fit(others, weights: refined, size: size, maxRotation: maxRotation)
    }

    /// Weighted similarity taking the drawn samples onto the model samples; a shift only when the samples are too
    /// bunched to fix a scale or come from one stroke; the identity when there are none. Each pair weighs its entry
    /// of `pairWeights`, at least 1e-9, so that strokes all set aside still fix the frame together.
    private static func fit(_ pairs: [Vouch], weights pairWeights: [Double], size: Double, maxRotation: Double)
        -> SimilarityTransform
    {
        guard !pairs.isEmpty else { return .identity }
        var source: [Point] = []
        var target: [Point] = []
        var weights: [Double] = []
        for (pair, weight) in zip(pairs, pairWeights) {
            source += pair.drawn
            target += pair.model
            weights += repeatElement(max(weight, 1e-9), count: pair.drawn.count)
        }
        let total = weights.reduce(0, +)
        guard total > 0 else { return .identity }
        var sourceCentre = Point.zero
        var targetCentre = Point.zero
        for index in source.indices {
            sourceCentre = sourceCentre + source[index] * weights[index]
            targetCentre = targetCentre + target[index] * weights[index]
        }
        sourceCentre = sourceCentre / total
        targetCentre = targetCentre / total
        var spread = 0.0
        for index in target.indices {
            let offset = target[index] - targetCentre
            spread += weights[index] * offset.dot(offset)
        }
        let shift = SimilarityTransform(scale: 1, rotation: 0, translation: targetCentre - sourceCentre)
        guard pairs.count > 1, (spread / total).squareRoot() >= minimumSpread * size else { return shift }
        return SimilarityTransform.fit(from: source, to: target, weights: weights, maxRotation: maxRotation) ?? shift
    }
}
