import Foundation

/// Inline SVG charts for the lesson page: no scripts, no external files, so the page works offline.
enum LessonCharts {
    /// One labelled value on a chart.
    struct Value {
        var label: String
        var value: Double
    }

    /// A line of values (0–100) over days, with dots, a y grid at every 20 and thinned x labels.
    /// - Complexity: O(n) in the number of values.
    static func line(_ series: [(name: String, colour: String, values: [Value])], title: String) -> String {
        let width = 640.0
        let height = 260.0
        let left = 40.0
        let right = 16.0
        let top = 46.0
        let bottom = 40.0
        let plotWidth = width - left - right
        let plotHeight = height - top - bottom
        let count = series.map(\.values.count).max() ?? 0
        func x(_ index: Int) -> Double {
            count <= 1 ? left + plotWidth / 2 : left + plotWidth * Double(index) / Double(count - 1)
        }
        func y(_ value: Double) -> Double { top + plotHeight * (1 - min(max(value, 0), 100) / 100) }

        var svg = open(width: width, height: height, title: title)
        for tick in stride(from: 0.0, through: 100, by: 20) {
            svg += "<line x1=\"\(f(left))\" y1=\"\(f(y(tick)))\" x2=\"\(f(width - right))\" y2=\"\(f(y(tick)))\" stroke=\"#e3e3e3\"/>"
            svg += "<text x=\"\(f(left - 6))\" y=\"\(f(y(tick) + 4))\" text-anchor=\"end\">\(Int(tick))</text>\n"
        }
        let labels = series.first?.values.map(\.label) ?? []
        let step = max(1, Int((Double(labels.count) / 8).rounded(.up)))
        let last = labels.count - 1
        for (index, label) in labels.enumerated()
        where index == last || (index % step == 0 && last - index >= (step + 1) / 2) {
            svg += "<text x=\"\(f(x(index)))\" y=\"\(f(height - bottom + 18))\" text-anchor=\"middle\">\(escape(short(label)))</text>\n"
        }
        for (number, item) in series.enumerated() {
            let points = item.values.enumerated().map { "\(f(x($0.offset))),\(f(y($0.element.value)))" }
            if points.count > 1 {
                svg += "<polyline points=\"\(points.joined(separator: " "))\" fill=\"none\" stroke=\"\(item.colour)\" stroke-width=\"2.5\"/>\n"
            }
            if item.values.count <= 60 {
                for (index, value) in item.values.enumerated() {
                    svg += "<circle cx=\"\(f(x(index)))\" cy=\"\(f(y(value.value)))\" r=\"3.5\" fill=\"\(item.colour)\"><title>\(escape(value.label)): \(Markup.score(value.value))</title></circle>\n"
                }
            }
            let legendX = left + Double(number) * 170
            svg += "<rect x=\"\(f(legendX))\" y=\"\(f(top - 20))\" width=\"12\" height=\"4\" fill=\"\(item.colour)\"/>"
            svg += "<text x=\"\(f(legendX + 18))\" y=\"\(f(top - 15))\">\(escape(item.name))</text>\n"
        }
        return svg + "</svg>"
    }

    /// Horizontal bars of values (0–100), one per label, coloured by how good they are.
    static func bars(_ values: [Value], title: String) -> String {
        let rowHeight = 24.0
        let left = 130.0
        let top = 30.0
        let width = 640.0
        let plotWidth = width - left - 60
        let height = top + rowHeight * Double(max(values.count, 1)) + 12
        var svg = open(width: width, height: height, title: title)
        for (index, item) in values.enumerated() {
            let y = top + rowHeight * Double(index)
            let length = plotWidth * min(max(item.value, 0), 100) / 100
            let colour = item.value >= 90 ? "#2b8a3e" : item.value >= 70 ? "#e8a317" : "#d9480f"
            svg += "<text x=\"\(f(left - 8))\" y=\"\(f(y + 16))\" text-anchor=\"end\">\(escape(item.label))</text>"
            svg += "<rect x=\"\(f(left))\" y=\"\(f(y + 4))\" width=\"\(f(plotWidth))\" height=\"16\" fill=\"#f1f1f1\"/>"
            svg += "<rect x=\"\(f(left))\" y=\"\(f(y + 4))\" width=\"\(f(length))\" height=\"16\" fill=\"\(colour)\"/>"
            svg += "<text x=\"\(f(left + plotWidth + 6))\" y=\"\(f(y + 16))\">\(Markup.score(item.value))%</text>\n"
        }
        return svg + "</svg>"
    }

    private static func open(width: Double, height: Double, title: String) -> String {
        """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 \(f(width)) \(f(height))" width="\(f(width))" \
        height="\(f(height))" font-family="sans-serif" font-size="12" role="img" aria-label="\(escape(title))">
        <text x="0" y="14" font-weight="bold" font-size="13">\(escape(title))</text>

        """
    }

    /// `03-02` for `2026-03-02`.
    private static func short(_ day: String) -> String { day.count == 10 ? String(day.suffix(5)) : day }

    private static func f(_ value: Double) -> String { Markup.number(value) }
    private static func escape(_ text: String) -> String { Markup.escape(text) }
}
