import Foundation

/// Draws ROC curves as a self-contained SVG: one line per curve, the chosen operating point marked,
/// the chance diagonal dashed.
public enum ROCPlot {
    /// One curve to draw.
    public struct Series: Sendable {
        public var name: String
        public var curve: ROCCurve
        /// The operating point the threshold rule chose, marked with a dot.
        public var chosen: ROCCurve.Point?

        public init(name: String, curve: ROCCurve, chosen: ROCCurve.Point?) {
            self.name = name
            self.curve = curve
            self.chosen = chosen
        }
    }

    /// The curves of a calibration: overall first, then each stroke type with its own threshold.
    public static func series(of result: Calibrator.Result) -> [Series] {
        let rule = result.calibration.rule
        let overall = Series(
            name: "overall", curve: result.overallCurve, chosen: rule.select(on: result.overallCurve))
        let types = StrokeType.allCases.compactMap { type in
            result.typeCurves[type].map {
                Series(name: "\(type.name) \(type.pinyin)", curve: $0, chosen: rule.select(on: $0))
            }
        }
        return [overall] + types
    }

    /// The SVG document.
    /// - Parameters:
    ///   - series: the curves, the first drawn thickest.
    ///   - title: a heading above the plot.
    /// - Complexity: O(total points).
    public static func svg(_ series: [Series], title: String) -> String {
        let size = 360.0
        let left = 56.0
        let top = 40.0
        let legendWidth = 200.0
        let width = left + size + 24 + legendWidth
        let height = top + size + 48
        func x(_ fpr: Double) -> String { format(left + fpr * size) }
        func y(_ tpr: Double) -> String { format(top + (1 - tpr) * size) }

        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(format(width))" height="\(format(height))" \
            viewBox="0 0 \(format(width)) \(format(height))" font-family="sans-serif" font-size="12">
            <rect width="100%" height="100%" fill="white"/>
            <text x="\(format(left))" y="22" font-size="15" font-weight="bold">\(escape(title))</text>

            """
        for tick in stride(from: 0.0, through: 1.0, by: 0.2) {
            svg += """
                <line x1="\(x(tick))" y1="\(y(0))" x2="\(x(tick))" y2="\(y(1))" stroke="#e4e4e4"/>
                <line x1="\(x(0))" y1="\(y(tick))" x2="\(x(1))" y2="\(y(tick))" stroke="#e4e4e4"/>
                <text x="\(x(tick))" y="\(format(top + size + 16))" text-anchor="middle">\(format(tick))</text>
                <text x="\(format(left - 6))" y="\(y(tick))" text-anchor="end" dominant-baseline="middle">\(format(tick))</text>

                """
        }
        svg += """
            <rect x="\(x(0))" y="\(y(1))" width="\(format(size))" height="\(format(size))" fill="none" stroke="#444"/>
            <line x1="\(x(0))" y1="\(y(0))" x2="\(x(1))" y2="\(y(1))" stroke="#999" stroke-dasharray="4 4"/>
            <text x="\(x(0.5))" y="\(format(top + size + 36))" text-anchor="middle">false-accept rate (human fails passed)</text>
            <text transform="translate(16 \(y(0.5))) rotate(-90)" text-anchor="middle">true-accept rate (human passes passed)</text>

            """
        for (index, item) in series.enumerated() {
            let colour = palette[index % palette.count]
            let points = item.curve.points.map { "\(x($0.falsePositiveRate)),\(y($0.truePositiveRate))" }
            svg += """
                <polyline points="\(points.joined(separator: " "))" fill="none" stroke="\(colour)" \
                stroke-width="\(index == 0 ? 3 : 1.5)"/>

                """
            if let chosen = item.chosen {
                svg += """
                    <circle cx="\(x(chosen.falsePositiveRate))" cy="\(y(chosen.truePositiveRate))" r="4" fill="\(colour)"/>

                    """
            }
            let legendY = top + 8 + Double(index) * 18
            let auc = item.curve.area.map { " AUC \(String(format: "%.3f", $0))" } ?? ""
            let threshold = item.chosen.map { " ≥ \(String(format: "%.1f", $0.threshold))" } ?? ""
            svg += """
                <rect x="\(format(left + size + 24))" y="\(format(legendY - 9))" width="12" height="12" fill="\(colour)"/>
                <text x="\(format(left + size + 42))" y="\(format(legendY + 1))">\(escape(item.name))\(auc)\(escape(threshold))</text>

                """
        }
        return svg + "</svg>\n"
    }

    private static let palette = [
        "#1f4e9c", "#d9480f", "#2b8a3e", "#862e9c", "#c92a2a", "#0b7285", "#e67700", "#5c940d", "#364fc7",
        "#a61e4d",
    ]

    private static func format(_ value: Double) -> String { Markup.number(value) }
    private static func escape(_ text: String) -> String { Markup.escape(text) }
}
