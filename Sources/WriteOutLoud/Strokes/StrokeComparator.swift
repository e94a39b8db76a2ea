import Foundation

/// Compares one drawn stroke with one template stroke, both already in the template frame,
/// and scores shape, direction, position and proportion from 0 to 100.
public struct StrokeComparator: Sendable {
    /// Points each path is resampled to before comparison.
    static let sampleCount = 32
    /// DTW band, in samples.
    static let band = 4

    public var tolerances: ScoreTolerances

    public init(tolerances: ScoreTolerances = .default) {
        self.tolerances = tolerances
    }

    /// Scores a drawn path against a template path.
    /// - Parameters:
    ///   - drawn: the learner's stroke in the template frame.
    ///   - template: the model stroke, start to end.
    ///   - characterSize: the character's size in the same units; position and proportion are judged relative to it.
    /// - Complexity: O(n + m) to resample, then constant (fixed sample count).
    public func compare(_ drawn: [Point], with template: [Point], characterSize: Double) -> StrokeComparison {
        compare(
            PreparedStroke(drawn, characterSize: characterSize),
            with: PreparedStroke(template, characterSize: characterSize), characterSize: characterSize)
    }

    /// - Parameters:
    ///   - overrun: how far (template units) the drawn stroke runs across strokes its model meets;
    ///     counted in the proportion as that much more length.
    ///   - shortestForgiven: the share of the model's length down to which a shorter drawn stroke loses nothing on
    ///     proportion (1: every shortening counts); below it, only the shortening past that share counts.
    func compare(
        _ drawn: PreparedStroke, with model: PreparedStroke, characterSize: Double, overrun: Double = 0,
        shortestForgiven: Double = 1
    ) -> StrokeComparison {
        let size = max(characterSize, .leastNormalMagnitude)
        let forwardShape = CurveDistance.dtw(drawn.normalized, model.normalized, band: Self.band)
        let backwardShape = CurveDistance.dtw(drawn.normalized, model.normalized, band: Self.band, reversingA: true)
        let shape = falloff(min(forwardShape, backwardShape), tolerances.shape)

        let forwardDirection = directionAgreement(drawn, model, reversed: false)
        let backwardDirection = directionAgreement(drawn, model, reversed: true)
        let isReversed = model.length > 0 && drawn.length > 0 && backwardDirection > 0.3
            && backwardDirection - forwardDirection > 0.6

        let startOffset = (drawn.start - model.start) / size
        let endOffset = (drawn.end - model.end) / size
        let centroidOffset = (drawn.centroid - model.centroid) / size
        let forwardSpread = (startOffset.length + endOffset.length + centroidOffset.length) / 3
        let backwardSpread =
            (((drawn.end - model.start) / size).length + ((drawn.start - model.end) / size).length
                + centroidOffset.length) / 3

        let epsilon = 0.02 * size
        let lengthRatio = (drawn.length + epsilon) / (model.length + epsilon)
        let widthDifference = (drawn.bounds.width - model.bounds.width) / size
        let heightDifference = (drawn.bounds.height - model.bounds.height) / size
        // The box is compared after undoing the length ratio, so a stroke drawn too long counts once (in
        // the ratio) and only a change of aspect — a 横 drawn slanting — adds to it.
        let aspectDifference =
            (abs(drawn.bounds.width / lengthRatio - model.bounds.width)
                + abs(drawn.bounds.height / lengthRatio - model.bounds.height)) / size
        let crossing = log1p(max(overrun, 0) / (model.length + epsilon))
        let lengthError = lengthRatio < 1 ? max(0, log(shortestForgiven / lengthRatio)) : log(lengthRatio)
        let proportion = falloff(lengthError + crossing + aspectDifference / 2, tolerances.proportion)

        let scores = DimensionScores(
            shape: shape, direction: directionScore(forwardDirection),
            position: falloff(forwardSpread, tolerances.position), proportion: proportion)
        let unoriented = DimensionScores(
            shape: shape, direction: directionScore(max(forwardDirection, backwardDirection)),
            position: falloff(min(forwardSpread, backwardSpread), tolerances.position), proportion: proportion)
        return StrokeComparison(
            scores: scores, unorientedScores: unoriented, isReversed: isReversed, startOffset: startOffset,
            endOffset: endOffset, centroidOffset: centroidOffset, lengthRatio: lengthRatio,
            widthDifference: widthDifference, heightDifference: heightDifference,
            drawnChord: drawn.mainMovement / size, modelChord: (model.end - model.start) / size,
            modelLength: model.length / size)
    }

    /// Falls off with the angle whose cosine is the direction agreement.
    private func directionScore(_ agreement: Double) -> Double {
        let degrees = acos(min(max(agreement, -1), 1)) * 180 / .pi
        return falloff(degrees, tolerances.direction)
    }

    /// 100 at zero distance, about 37 at `tolerance`, near 0 beyond twice it.
    private func falloff(_ distance: Double, _ tolerance: Double) -> Double {
        guard distance.isFinite, tolerance > 0 else { return 0 }
        let x = distance / tolerance
        return 100 * exp(-x * x)
    }

    /// Cosine agreement (−1…1) of overall heading and of local tangents.
    private func directionAgreement(_ drawn: PreparedStroke, _ model: PreparedStroke, reversed: Bool) -> Double {
        let count = min(drawn.tangents.count, model.tangents.count)
        guard count > 0 else { return 0 }
        var tangentSum = 0.0
        for index in 0..<count {
            let tangent = reversed ? drawn.tangents[count - 1 - index] * -1 : drawn.tangents[index]
            tangentSum += tangent.dot(model.tangents[index])
        }
        let tangentAgreement = tangentSum / Double(count)
        let drawnChord = reversed ? drawn.start - drawn.end : drawn.end - drawn.start
        let modelChord = model.end - model.start
        let chordLengths = drawnChord.length * modelChord.length
        guard chordLengths > 0, model.length > 0 else { return tangentAgreement }
        let chordAgreement = drawnChord.dot(modelChord) / chordLengths
        let chordWeight = 0.5 * min(1, modelChord.length / model.length)
        return chordWeight * chordAgreement + (1 - chordWeight) * tangentAgreement
    }
}

/// How one drawn stroke compares with one template stroke.
public struct StrokeComparison: Hashable, Sendable {
    /// Scores as drawn.
    public var scores: DimensionScores
    /// Scores if the stroke had been drawn in whichever direction fits better; used to decide
    /// which template stroke a drawn stroke was meant as, so a reversed stroke is still recognised.
    public var unorientedScores: DimensionScores
    /// The stroke fits the model much better read from end to start.
    public var isReversed: Bool
    /// Drawn start minus model start, in character sizes.
    public var startOffset: Point
    /// Drawn end minus model end, in character sizes.
    public var endOffset: Point
    /// Drawn centre minus model centre, in character sizes.
    public var centroidOffset: Point
    /// Drawn length over model length (slightly smoothed so dots do not divide by zero).
    public var lengthRatio: Double
    /// Drawn width minus model width, in character sizes.
    public var widthDifference: Double
    /// Drawn height minus model height, in character sizes.
    public var heightDifference: Double
    /// From the drawn stroke's start to the point of it furthest from there, in character sizes: the way its main
    /// movement runs, whatever a tail or hook at its end does.
    public var drawnChord: Point = .zero
    /// From the model's start to its end, in character sizes.
    public var modelChord: Point = .zero
    /// The model's length along its path, in character sizes.
    public var modelLength: Double = 0
}

/// A stroke resampled and measured once, so it can be compared with many others cheaply.
struct PreparedStroke: Sendable {
    let points: [Point]
    let length: Double
    let centroid: Point
    let bounds: BoundingBox
    /// Centred and divided by the stroke's own length (at least a tenth of the character), for shape.
    let normalized: [Point]
    /// Unit tangents between consecutive samples (zero where the stroke does not move).
    let tangents: [Point]

    var start: Point { points.first ?? .zero }
    /// From the start to the point furthest from it: the stroke's main movement, which a short tail or hook
    /// turning back at the end does not change.
    var mainMovement: Point { Polyline.mainMovement(points) }
    var end: Point { points.last ?? .zero }

    init(_ path: [Point], characterSize: Double) {
        let sampled = Polyline.resample(path, count: StrokeComparator.sampleCount)
        let points = sampled.isEmpty ? [.zero] : sampled
        let length = Polyline.length(path)
        let centroid = Polyline.centroid(points)
        self.points = points
        self.length = length
        self.centroid = centroid
        bounds = BoundingBox(points) ?? BoundingBox(point: .zero)
        let scale = max(length, 0.1 * characterSize, .leastNormalMagnitude)
        normalized = points.map { ($0 - centroid) / scale }
        var tangents: [Point] = []
        tangents.reserveCapacity(points.count)
        for index in 1..<max(points.count, 1) {
            let step = points[index] - points[index - 1]
            let stepLength = step.length
            tangents.append(stepLength > 0 ? step / stepLength : .zero)
        }
        self.tangents = tangents
    }
}
