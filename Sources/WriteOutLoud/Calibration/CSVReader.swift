/// Splits comma-separated text into rows of fields (RFC 4180: quoted fields may hold commas, quotes
/// written twice and line breaks), remembering the line each row starts on for error messages.
enum CSVReader {
    struct Row: Equatable {
        /// 1-based line number where the row starts.
        var line: Int
        var fields: [String]
    }

    /// Thrown for a quoted field that never closes, with the line it started on.
    struct UnclosedQuote: Error, Equatable {
        var line: Int
    }

    /// - Returns: the rows, without blank lines.
    /// - Complexity: O(n) in the length of the text.
    static func rows(_ text: String) throws(UnclosedQuote) -> [Row] {
        var rows: [Row] = []
        var fields: [String] = []
        var field = ""
        var line = 1
        var rowLine = 1
        var quoted = false
        var quoteLine = 1
        var characters = text.makeIterator()
        var pending: Character? = nil

        func endRow() {
            fields.append(field)
            if fields != [""] { rows.append(Row(line: rowLine, fields: fields)) }
            fields = []
            field = ""
        }

        while let character = pending ?? characters.next() {
            pending = nil
            if quoted {
                switch character {
                case "\"":
                    let next = characters.next()
                    if next == "\"" {
                        field.append("\"")
                    } else {
                        quoted = false
                        pending = next
                    }
                case "\n", "\r\n":
                    line += 1
                    field.append("\n")
                default: field.append(character)
                }
                continue
            }
            switch character {
            case "\"" where field.isEmpty:
                quoted = true
                quoteLine = line
            case ",":
                fields.append(field)
                field = ""
            case "\n", "\r\n", "\r":
                endRow()
                line += 1
                rowLine = line
            default: field.append(character)
            }
        }
        if quoted { throw UnclosedQuote(line: quoteLine) }
        if !field.isEmpty || !fields.isEmpty { endRow() }
        return rows
    }
}
