/// For each template stroke, where the *other* strokes say the character is: a correction to the
/// character frame fitted on every matched stroke except that one.
///
/// The character frame is fitted on all strokes, so a stroke drawn in the wrong place or at the wrong
/// size pulls the frame towards itself and is then partly excused. Judging each stroke's position and
/// proportion in the frame of the others removes its own pull. It also settles the two-stroke case,
/// where "this stroke is off" and "the other stroke is off" fit equally well: each stroke is judged
/// against the other, so a wrong relative placement fails both (the learner is told the two strokes do
/// not sit together as they should) instead of whichever one the frame happened to blame.
///
/// Only strokes that look like their model (shape and direction, which do not depend on the frame) can
/// vouch for the frame: when the other strokes are themselves misshapen — a 提 drawn for the 横 of 十 —
/// the correction fades out and the stroke is judged in the character frame.
struct LeaveOneOutFrames: Sendable {
    /// Residual (in character sizes) at which a stroke's weight in the fit has fallen to a quarter.
    private static let robustScale = 0.06
    /// Below this spread (character sizes) the other strokes pin down only a shift, not a scale or turn.
    private static let minimumSpread = 0.1

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
    ///   - sources: what each template stroke was drawn as; only strokes drawn on their own take part.
    ///   - character: the template.
    ///   - trust: for each template stroke, 0–1, how much its drawn stroke looks like it whatever the frame.
    ///   - maxRotation: largest turn (radians) a correction may add.
    ///   - earlierOnly: only strokes drawn before a stroke vouch for its frame: for a character still being
    ///     written, so a stroke already judged is not judged again in the frame of a wrong stroke drawn after it.
    /// - Complexity: O(m² · k) for m template strokes and k samples per stroke.
    init(
        framed: [[Point]], sources: [StrokeCorrespondence.Source?], character: PreparedCharacter, trust: [Double],
        maxRotation: Double, earlierOnly: Bool = false
    ) {
        let size = character.size
        var pairs: [(template: Int, drawn: [Point], model: [Point], weight: Double)] = []
        var drawnIndex: [Int: Int] = [:]
        for (template, source) in sources.enumerated() {
            guard case .single(let index)? = source, framed.indices.contains(index), !framed[index].isEmpty else {
                continue
            }
            let model = character.coarse[template]
            var drawn = Polyline.resample(framed[index], count: model.count)
            guard model.count == drawn.count else { continue }
            var forward = 0.0
            var backward = 0.0
            for k in drawn.indices {
                forward += drawn[k].distance(to: model[k])
                backward += drawn[drawn.count - 1 - k].distance(to: model[k])
            }
            if backward < forward { drawn.reverse() }
            let residual = min(forward, backward) / Double(drawn.count) / size
            let share = Self.robustScale * Self.robustScale / (residual * residual + Self.robustScale * Self.robustScale)
            let trusted = trust.indices.contains(template) ? min(max(trust[template], 0), 1) : 0
            pairs.append((template, drawn, model, max(share * share * trusted, 1e-9)))
            drawnIndex[template] = index
        }
        func vouches(_ template: Int, for excluded: Int) -> Bool {
            guard template != excluded else { return false }
            guard earlierOnly else { return true }
            return (drawnIndex[template] ?? .max) < (sources[excluded]?.firstDrawn ?? .max)
        }
        corrections = sources.indices.map { excluded in
            Self.fit(pairs.filter { vouches($0.template, for: excluded) }, size: size, maxRotation: maxRotation)
        }
        let vouched = Set(pairs.map(\.template))
        strengths = sources.indices.map { excluded in
            let total = vouched.filter { vouches($0, for: excluded) && trust.indices.contains($0) }
                .reduce(0.0) { $0 + min(max(trust[$1], 0), 1) }
            return min(max((total - Self.trustFloor) / Self.trustRamp, 0), 1)
        }
    }

    /// Weighted similarity taking the drawn samples onto the model samples; a shift only when the
    /// samples are too bunched to fix a scale; the identity when there are none.
    private static func fit(
        _ pairs: [(template: Int, drawn: [Point], model: [Point], weight: Double)], size: Double, maxRotation: Double
    ) -> SimilarityTransform {
        guard !pairs.isEmpty else { return .identity }
        var source: [Point] = []
        var target: [Point] = []
        var weights: [Double] = []
        for pair in pairs {
            source += pair.drawn
            target += pair.model
            weights += repeatElement(pair.weight, count: pair.drawn.count)
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
        guard (spread / total).squareRoot() >= minimumSpread * size else { return shift }
        return SimilarityTransform.fit(from: source, to: target, weights: weights, maxRotation: maxRotation) ?? shift
    }
}
