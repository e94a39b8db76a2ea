/// Chooses the tips for a drawn stroke from its comparison with the model, as facts (``StrokeTip``) that the
/// report layer words in the learner's language.
enum StrokeAdvice {
    /// Dimensions scoring below this get a tip.
    static let tipThreshold = 75.0

    /// What a tip corrects: an error (the stroke in the wrong place, the wrong stroke, the wrong direction) is
    /// told before style (its length, width or shape), however the scores compare.
    private enum Severity: Int, Comparable {
        case error
        case style

        static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// At most two tips from the dimensions below ``tipThreshold``: errors before style, the weakest first within each.
    /// - Parameter leadWithType: the stroke failed looking like `recognized` rather than its model's type
    ///   (``TypeEvidenceRule``), so "draw a 横 here, not a 提" comes first whatever its shape score.
    static func tips(
        for comparison: StrokeComparison, model: TemplateStroke, recognized: StrokeType?, leadWithType: Bool = false
    ) -> [StrokeTip] {
        let scores = comparison.scores
        let typeTip = shapeTip(model.type, recognized)
        let ranked: [(severity: Severity, score: Double, tip: StrokeTip)] = [
            (.error, scores.direction, directionTip(comparison, model)),
            (.error, scores.position, positionTip(comparison)),
            (.style, scores.proportion, proportionTip(comparison)),
            (typeTip == .followShape ? .style : .error, leadWithType ? -1 : scores.shape, typeTip),
        ]
        return ranked.filter { $0.score < tipThreshold }
            .sorted { ($0.severity, $0.score) < ($1.severity, $1.score) }
            .prefix(2).map(\.tip)
    }

    private static func directionTip(_ comparison: StrokeComparison, _ model: TemplateStroke) -> StrokeTip {
        let heading = StrokeHeading(of: model.points)
        return comparison.isReversed ? .startAndDraw(heading) : .draw(heading)
    }

    private static func positionTip(_ comparison: StrokeComparison) -> StrokeTip {
        let offset = comparison.centroidOffset
        let start = comparison.startOffset
        if start.length > 1.5 * offset.length { return .startFurther(shift(against: start)) }
        return .move(shift(against: offset))
    }

    /// The way to move a stroke that is off by `offset` (drawn minus model, y down).
    private static func shift(against offset: Point) -> StrokeTip.Shift {
        if abs(offset.x) >= abs(offset.y) { return offset.x > 0 ? .left : .right }
        return offset.y > 0 ? .up : .down
    }

    private static func proportionTip(_ comparison: StrokeComparison) -> StrokeTip {
        let width = comparison.widthDifference
        let height = comparison.heightDifference
        if abs(comparison.lengthRatio - 1) > 0.15 { return comparison.lengthRatio < 1 ? .longer : .shorter }
        if abs(width) >= abs(height) { return width > 0 ? .narrower : .wider }
        return height > 0 ? .lessTall : .taller
    }

    private static func shapeTip(_ expected: StrokeType?, _ recognized: StrokeType?) -> StrokeTip {
        if let expected, let recognized, recognized != expected { return .drawType(expected: expected, drawn: recognized) }
        return .followShape
    }
}
