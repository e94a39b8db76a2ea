import Foundation

/// Text and number formatting shared by every HTML and SVG writer: reports, lesson pages and charts, ROC plots.
///
/// Every piece of text that reaches a rendered document goes through ``escape(_:)``, so a learner id or file
/// name holding `<`, `&` or quotes can neither break the markup nor inject any.
enum Markup {
    /// The text made safe for HTML or XML element content and for double- or single-quoted attribute values.
    /// Control characters other than tab and newline, which XML forbids, are dropped.
    static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            case "\t", "\n": escaped.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0xFFFE
                    || scalar.value == 0xFFFF
                {
                    continue
                }
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// A coordinate or length for an SVG attribute: at most one decimal, no trailing `.0`, `0` for non-finite input.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let tenths = (value * 10).rounded()
        if tenths.magnitude >= 1e15 { return String(format: "%.0f", value) }
        let whole = Int(tenths) / 10
        let fraction = abs(Int(tenths) % 10)
        if fraction == 0 { return String(whole) }
        let sign = tenths < 0 && whole == 0 ? "-" : ""
        return "\(sign)\(whole).\(fraction)"
    }

    /// A 0–100 score as a whole number for people to read.
    static func score(_ value: Double) -> String {
        guard value.isFinite else { return "–" }
        return String(Int(min(max(value, -1e9), 1e9).rounded()))
    }

    /// Seconds with two decimals, e.g. `1.25 s`.
    static func seconds(_ value: Double) -> String {
        guard value.isFinite else { return "–" }
        return String(format: "%.2f s", value)
    }

    /// A signed duration, e.g. `+0.30 s` or `−0.12 s`.
    static func signedSeconds(_ value: Double) -> String {
        guard value.isFinite else { return "–" }
        return (value < 0 ? "−" : "+") + String(format: "%.2f s", abs(value))
    }
}
