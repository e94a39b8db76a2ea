import Foundation

/// The cross-hand study as a Markdown section of BENCHMARKS.md.
struct CrossHandReport {
    static let heading = "## Cross-hand judging"

    let command: String
    let firstName: String
    let secondName: String
    let pairs: CrossHandPairs
    let study: CrossHandStudy
    let threshold: Double

    func markdown() -> String {
        let tuning = pairs.pairs.filter(\.isTuning).count
        let excluded = pairs.excluded.sorted { $0.key < $1.key }.map { "\($0.value) with \($0.key)" }
            .joined(separator: ", ")
        var lines = [
            Self.heading, "",
            "Command: `\(command)`  ",
            BenchMarkdown.machineLine(load: BenchMarkdown.loadAverage()) + "  ",
            "Data: \(pairs.pairs.count) characters drawn by both \(firstName) (first) and \(secondName) (second) with the "
                + "same stroke count and stroke types in order (\(excluded.isEmpty ? "none" : excluded) left out). "
                + "Each hand's strokes, placed on a canvas and sampled like a pen, are judged against the other's "
                + "template, both ways. Tuned on the \(tuning) characters of even code point; the "
                + "\(pairs.pairs.count - tuning) of odd code point are held out. Pass threshold \(Self.number(threshold)). "
                + "*As they land*: each stroke judged the moment it was drawn, only the strokes before it on the canvas, "
                + "in the writing box the generator draws around the placed character (the character filling 85–110 % "
                + "of it, off centre by a normal 4 % of its side), as the practice page judges live.",
            "",
            "| half | ink → template | characters | strokes | strokes passed | as they land | characters all passed | structural issue raised | 1 stroke | 2 strokes | 3–5 strokes | 6+ strokes |",
            "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
        ]
        for tuning in [true, false] {
            for secondAsInk in [false, true, nil] as [Bool?] {
                let total = study.total { $0.tuning == tuning && (secondAsInk == nil || $0.secondAsInk == secondAsInk) }
                let groups = StrokesSample.Group.allCases.map { group in
                    let tally = study.total {
                        $0.tuning == tuning && $0.group == group && (secondAsInk == nil || $0.secondAsInk == secondAsInk)
                    }
                    return Self.share(tally.strokesPassed, of: tally.strokes)
                }
                let way = secondAsInk.map { $0 ? "\(secondName) → \(firstName)" : "\(firstName) → \(secondName)" }
                    ?? "**both**"
                lines.append(
                    "| \(tuning ? "tuning" : "held out") | \(way) | \(total.characters) | \(total.strokes) | "
                        + "\(Self.share(total.strokesPassed, of: total.strokes)) | "
                        + "\(Self.share(total.landedPassed, of: total.landed)) | "
                        + "\(Self.share(total.charactersPassed, of: total.characters)) | "
                        + "\(Self.share(total.structural, of: total.characters)) | \(groups.joined(separator: " | ")) |")
            }
        }
        let disagreements = pairs.typeDisagreements.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.prefix(8)
            .map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        if !disagreements.isEmpty {
            lines += ["", "Most common first disagreement of the characters left out for their stroke types (first → second): "
                + disagreements + "."]
        }
        lines += ["", "Failed strokes by their weakest dimension (both ways):", "",
            "| half | " + Self.reasons.joined(separator: " | ") + " |",
            "|---|" + String(repeating: "---:|", count: Self.reasons.count)]
        for tuning in [true, false] {
            let total = study.total { $0.tuning == tuning }
            lines.append(
                "| \(tuning ? "tuning" : "held out") | "
                    + Self.reasons.map { "\(total.weakest[$0] ?? 0)" }.joined(separator: " | ") + " |")
        }
        lines += failuresByKind()
        return lines.joined(separator: "\n") + "\n"
    }

    /// Where the failures lie: by the template stroke's length and, for the types failing most, by type.
    private func failuresByKind() -> [String] {
        let halves = [true, false].map { tuning in study.total { $0.tuning == tuning } }
        func cells(_ counts: [Count?]) -> String {
            counts.map { count in
                count.map { "\($0.failed) of \($0.judged) (\(Self.share($0.failed, of: $0.judged)))" } ?? "–"
            }.joined(separator: " | ")
        }
        var lines = ["", "Failed strokes by the template stroke's length (share of the character's longer side) and type:", "",
            "| template stroke | failed, tuning | failed, held out |", "|---|---:|---:|"]
        for band in CrossHandStudy.LengthBand.allCases {
            lines.append("| length \(band.rawValue) | \(cells(halves.map { $0.byLength[band] })) |")
        }
        let types = halves[0].byType.sorted { ($1.value.failed, $0.key.rawValue) < ($0.value.failed, $1.key.rawValue) }
            .prefix(8).map(\.key)
        for type in types {
            lines.append("| \(type.name) \(type.rawValue) | \(cells(halves.map { $0.byType[type] })) |")
        }
        return lines
    }

    private typealias Count = CrossHandStudy.Count

    private static let reasons = ["shape", "direction", "position", "proportion", "reversed", "missing"]

    private static func share(_ part: Int, of whole: Int) -> String {
        whole == 0 ? "–" : BenchMarkdown.percent(Double(part) / Double(whole))
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }
}
