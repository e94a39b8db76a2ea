/// Plain-text tables for terminals: left-aligned columns, CJK characters counted two columns wide.
enum TextTable {
    /// The rows as lines, each column as wide as its widest cell, trailing spaces trimmed.
    static func lines(_ rows: [[String]]) -> [String] {
        let columns = rows.map(\.count).max() ?? 0
        let widths = (0..<columns).map { column in
            rows.map { $0.indices.contains(column) ? displayWidth($0[column]) : 0 }.max() ?? 0
        }
        return rows.map { cells in
            var line = cells.enumerated().map { column, cell in
                cell + String(repeating: " ", count: widths[column] - displayWidth(cell))
            }
            .joined(separator: "  ")
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    /// Terminal columns a string takes.
    static func displayWidth(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { width, scalar in
            width + ((0x2E80...0x9FFF).contains(scalar.value) || (0xF900...0xFAFF).contains(scalar.value) ? 2 : 1)
        }
    }
}
