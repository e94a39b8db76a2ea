/// The sentences a learner reads: issue messages and per-stroke tips.
enum StrokeAdvice {
    /// Dimensions scoring below this get a tip.
    static let tipThreshold = 75.0

    /// "横 (héng)".
    static func label(_ type: StrokeType) -> String { "\(type.name) (\(type.pinyin))" }

    /// What to call a template stroke in a tip: "横 (héng)", or "stroke" when it has no named type.
    static func noun(_ type: StrokeType?) -> String { type.map(label) ?? "stroke" }

    /// How a sentence names a template stroke: "Stroke 2 (横 (héng))", or "Stroke 2" when it has no named type.
    static func title(_ number: Int, _ type: StrokeType?) -> String {
        type.map { "Stroke \(number) (\(label($0)))" } ?? "Stroke \(number)"
    }

    /// How a stroke is written, e.g. "from top to bottom", from its start and end.
    static func heading(of path: [Point]) -> String {
        guard let start = path.first, let end = path.last else { return "in the model's direction" }
        let step = end - start
        let horizontal = step.x >= 0 ? "left" : "right"
        let horizontalEnd = step.x >= 0 ? "right" : "left"
        let vertical = step.y >= 0 ? "top" : "bottom"
        let verticalEnd = step.y >= 0 ? "bottom" : "top"
        if step.length == 0 { return "in the model's direction" }
        if abs(step.x) > 2 * abs(step.y) { return "from \(horizontal) to \(horizontalEnd)" }
        if abs(step.y) > 2 * abs(step.x) { return "from \(vertical) to \(verticalEnd)" }
        return "from \(vertical) \(horizontal) to \(verticalEnd) \(horizontalEnd)"
    }

    /// Where a stroke starts, e.g. "at the top".
    static func startPlace(of path: [Point]) -> String {
        let words = heading(of: path).split(separator: " ")
        guard words.count >= 4, words[0] == "from" else { return "where the model starts" }
        return "at the " + words.dropFirst().prefix { $0 != "to" }.joined(separator: " ")
    }

    /// At most two tips from the weakest dimensions below ``tipThreshold``, weakest first.
    static func tips(
        for comparison: StrokeComparison, model: TemplateStroke, recognized: StrokeType?
    ) -> [String] {
        let scores = comparison.scores
        let ranked: [(Double, String)] = [
            (scores.direction, directionTip(comparison, model)),
            (scores.position, positionTip(comparison)),
            (scores.proportion, proportionTip(comparison)),
            (scores.shape, shapeTip(model.type, recognized)),
        ]
        return ranked.filter { $0.0 < tipThreshold }.sorted { $0.0 < $1.0 }.prefix(2).map(\.1)
    }

    private static func directionTip(_ comparison: StrokeComparison, _ model: TemplateStroke) -> String {
        comparison.isReversed
            ? "Start \(startPlace(of: model.points)) and draw \(heading(of: model.points))"
            : "Draw this stroke \(heading(of: model.points))"
    }

    private static func positionTip(_ comparison: StrokeComparison) -> String {
        let offset = comparison.centroidOffset
        let start = comparison.startOffset
        if start.length > 1.5 * offset.length {
            return "Start " + move(start, far: "further", higher: "higher", lower: "lower")
        }
        return "Move it " + move(offset, far: "further", higher: "higher", lower: "lower")
    }

    private static func move(_ offset: Point, far: String, higher: String, lower: String) -> String {
        if abs(offset.x) >= abs(offset.y) { return offset.x > 0 ? "\(far) left" : "\(far) right" }
        return offset.y > 0 ? higher : lower
    }

    private static func proportionTip(_ comparison: StrokeComparison) -> String {
        let width = comparison.widthDifference
        let height = comparison.heightDifference
        if abs(comparison.lengthRatio - 1) > 0.15 {
            return comparison.lengthRatio < 1 ? "Make it longer" : "Make it shorter"
        }
        if abs(width) >= abs(height) { return width > 0 ? "Make it narrower" : "Make it wider" }
        return height > 0 ? "Make it less tall" : "Make it taller"
    }

    private static func shapeTip(_ expected: StrokeType?, _ recognized: StrokeType?) -> String {
        if let expected, let recognized, recognized != expected {
            return "Draw a \(label(expected)) here, not a \(label(recognized))"
        }
        return "Follow the model's shape more closely"
    }
}
