import Foundation

/// Chooses the tips for a drawn stroke from its comparison with the model, as facts (``StrokeTip``) that the
/// report layer words in the learner's language.
///
/// A tip names what is wrong, never what the writer visibly did right: a stroke whose main movement (start to
/// end) already runs the model's way is not told to draw it that way. A low direction score there comes from
/// an angle (told as a turn, by how much) or from a bend along the stroke (told as its shape).
enum StrokeAdvice {
    /// Dimensions scoring below this get a tip.
    static let tipThreshold = 75.0
    /// Smallest angle between the drawn and the model's main movement worth a turn tip.
    static let smallestTurn = 10 * Double.pi / 180
    /// Shortest model chord, as a share of its length, whose angle says which way the stroke runs: a 横折折折钩
    /// ends near where it starts, so its chord says little.
    static let tellingChord = 0.5
    /// Smallest amount (character sizes) worth saying: below it, "a little" is all there is to say.
    static let smallestAmount = 0.03

    /// What a tip corrects: an error (the stroke in the wrong place, the wrong stroke, the wrong direction) is
    /// told before style (its length, width or shape), however the scores compare.
    private enum Severity: Int, Comparable {
        case error
        case style

        static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// At most two tips from the dimensions below ``tipThreshold``: errors before style, the weakest first within
    /// each; then, when the stroke was joined to its neighbours, a note saying so (``StrokeTip/joined(_:)``).
    /// - Parameters:
    ///   - leadWithType: the stroke failed looking like `recognized` rather than its model's type
    ///     (``TypeEvidenceRule``), so "draw a 横 here, not a 提" comes first whatever its shape score.
    ///   - joined: the joins cut from the stroke before it was judged.
    ///   - drawn: the movements of the stroke as the writer drew it (``DrawnMovement``): where one of them already
    ///     runs the way the model does, no direction tip is given, whatever the judged reading says.
    static func tips(
        for comparison: StrokeComparison, model: TemplateStroke, recognized: StrokeType?, leadWithType: Bool = false,
        joined: StrokeTip.Join? = nil, drawn: [Point] = []
    ) -> [StrokeTip] {
        let scores = comparison.scores
        let typeTip = shapeTip(model.type, recognized)
        var ranked: [(severity: Severity, score: Double, tip: StrokeTip)] = [
            (.error, scores.position, positionTip(comparison)),
            (.style, scores.proportion, proportionTip(comparison)),
            (typeTip == .followShape ? .style : .error, leadWithType ? -1 : scores.shape, typeTip),
        ]
        if let direction = directionTip(comparison, model, drawn: drawn) {
            ranked.insert((.error, scores.direction, direction), at: 0)
        } else if scores.direction < min(scores.shape, tipThreshold) {
            // The main movement is right and not at an angle: what costs the direction score is a bend along
            // the stroke, so its shape is what to change.
            ranked[2].score = min(ranked[2].score, scores.direction)
        }
        let corrections = ranked.filter { $0.score < tipThreshold }
            .sorted { ($0.severity, $0.score) < ($1.severity, $1.score) }
            .prefix(2).map(\.tip)
        return corrections + (joined.map { [.joined($0)] } ?? [])
    }

    /// A direction tip only where the main movement runs another way than the model's (or the stroke was drawn
    /// backwards); a turn where it runs the model's way at an angle; nil where it runs the model's way. Where the
    /// judged reading runs another way but the stroke as drawn runs the model's way (`drawn`), the judge misread
    /// the stroke's ends or frame, not the writer their direction: nil, and the shape tip speaks.
    private static func directionTip(_ comparison: StrokeComparison, _ model: TemplateStroke, drawn: [Point])
        -> StrokeTip?
    {
        let heading = StrokeHeading(of: model.points)
        if comparison.isReversed { return .startAndDraw(heading) }
        if !heading.isFollowed(by: comparison.drawnChord) {
            return drawn.contains(where: heading.isFollowed) ? nil : .draw(heading)
        }
        guard let turn = mainTurn(comparison), abs(turn) >= smallestTurn else { return nil }
        let degrees = Int((abs(turn) * 180 / .pi / 5).rounded()) * 5
        return .turn(turn > 0 ? .anticlockwise : .clockwise, degrees: degrees)
    }

    /// The angle (radians, clockwise on the page positive, y down) from the model's main movement to the drawn
    /// one's; nil where the model's chord does not say which way it runs.
    static func mainTurn(_ comparison: StrokeComparison) -> Double? {
        let model = comparison.modelChord
        let drawn = comparison.drawnChord
        guard model.length >= tellingChord * comparison.modelLength, model.length > 0, drawn.length > 0 else {
            return nil
        }
        return atan2(model.x * drawn.y - model.y * drawn.x, model.dot(drawn))
    }

    private static func positionTip(_ comparison: StrokeComparison) -> StrokeTip {
        let offset = comparison.centroidOffset
        let start = comparison.startOffset
        if start.length > 1.5 * offset.length {
            let shift = shift(against: start)
            return .startFurther(shift, by: amount(along: shift, of: start))
        }
        let shift = shift(against: offset)
        return .move(shift, by: amount(along: shift, of: offset))
    }

    /// The way to move a stroke that is off by `offset` (drawn minus model, y down).
    private static func shift(against offset: Point) -> StrokeTip.Shift {
        if abs(offset.x) >= abs(offset.y) { return offset.x > 0 ? .left : .right }
        return offset.y > 0 ? .up : .down
    }

    /// How far to move along `shift` to undo `offset` (character sizes), nil when too little to say.
    private static func amount(along shift: StrokeTip.Shift, of offset: Point) -> Double? {
        let distance = shift == .left || shift == .right ? abs(offset.x) : abs(offset.y)
        return said(distance)
    }

    /// An amount rounded to a hundredth of the character, nil below ``smallestAmount``.
    private static func said(_ distance: Double) -> Double? {
        distance >= smallestAmount ? (distance * 100).rounded() / 100 : nil
    }

    private static func proportionTip(_ comparison: StrokeComparison) -> StrokeTip {
        let width = comparison.widthDifference
        let height = comparison.heightDifference
        let ratio = comparison.lengthRatio
        if abs(ratio - 1) > 0.15 {
            // From the drawn length to the model's, as a share of the drawn length.
            let percent = Int((abs(1 / ratio - 1) * 10).rounded()) * 10
            let stated = percent > 0 ? percent : nil
            return ratio < 1 ? .longer(percent: stated) : .shorter(percent: stated)
        }
        if abs(width) >= abs(height) { return width > 0 ? .narrower(by: said(abs(width))) : .wider(by: said(abs(width))) }
        return height > 0 ? .lessTall(by: said(abs(height))) : .taller(by: said(abs(height)))
    }

    private static func shapeTip(_ expected: StrokeType?, _ recognized: StrokeType?) -> StrokeTip {
        if let expected, let recognized, recognized != expected { return .drawType(expected: expected, drawn: recognized) }
        return .followShape
    }
}
