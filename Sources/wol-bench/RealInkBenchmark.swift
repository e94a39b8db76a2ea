import ArgumentParser
import Foundation
import WriteOutLoud

/// `wol-bench realink`: real people's correct writing (Tegaki ink), judged whole and as each stroke lands.
struct RealInkBenchmark: ParsableCommand {
    static let heading = "### Real hands (Tegaki ink)"

    static let configuration = CommandConfiguration(
        commandName: "realink",
        abstract: "Judge real pen input (Tegaki XML) against the library: strokes passing, false structural verdicts.",
        discussion: """
            Reads <ink>/<half>/<writer>/<session>/*.xml (the Tegaki data in ../shared/ink/tegaki: half `train` for \
            tuning, `eval` held out). Points get synthetic times (10 ms apart). Characters the library lacks are \
            skipped. As they land, each stroke is judged with only the strokes before it, the whole canvas as \
            the writing box. The ink is GPL-2.0: read at run time only, never committed.
            """
    )

    @Option(help: "Folder of Tegaki ink (holding train/ and eval/).")
    var ink = "../shared/ink/tegaki"

    @Option(help: "Character library directory (holding templates/).")
    var templates = "Characters"

    @Option(help: "Judge with this stroke analyzer configuration (JSON) instead of the defaults.")
    var configuration: String?

    @Option(help: """
        A Japanese character library (a KanjiVG import). Rows are then split by whether it draws the character as \
        the mainland library does; only those characters test fairness to a Japanese writer's style.
        """)
    var japaneseLibrary: String?

    @Option(help: "Only this half (e.g. train), so the other stays unseen while tuning.")
    var half: String?

    @Flag(inversion: .prefixedNo, help: "Also judge each stroke as it lands (slower).")
    var asTheyLand = true

    @Option(help: "Print this many characters with a failed stroke or a structural verdict.")
    var showFailures = 0

    @Option(
        name: .customLong("scores"),
        help: """
            Write the scores of every stroke of characters drawn with the template's stroke count into this \
            tab-separated file, for tuning offline. Labelled `<half>/<Japanese form>` (`train/as mainland`), or `<half>/all` without --japanese-library.
            """)
    var scoresPath: String?

    mutating func run() throws {
        let library: CharacterLibrary
        let analyzer: StrokeAnalyzer
        let characters: [(half: String, writer: String, character: TegakiCharacter)]
        var japanese: JapaneseForm?
        do {
            library = try CharacterLibrary(directory: URL(fileURLWithPath: templates))
            let recognizer = try StrokeTypeRecognizer(library: library)
            analyzer = StrokeAnalyzer(
                configuration: try AnalyzerConfigurationFile.load(configuration), recognizer: recognizer)
            japanese = try japaneseLibrary.map {
                JapaneseForm(
                    library: try CharacterLibrary(directory: URL(fileURLWithPath: $0), strokeTypes: recognizer),
                    analyzer: analyzer)
            }
            characters = try TegakiCharacter.all(in: URL(fileURLWithPath: ink)).filter { half == nil || $0.half == half }
        } catch let failure as BenchFailure {
            throw failure
        } catch {
            throw BenchFailure("\(error)")
        }
        guard !characters.isEmpty else { throw BenchFailure("\(ink): no Tegaki characters") }

        struct Cell: Hashable, Comparable {
            var writer: String
            var half: String
            var sameCount: Bool
            var form: JapaneseForm.Agreement?
            static func < (a: Cell, b: Cell) -> Bool {
                (a.writer, a.half == "train" ? 0 : 1, a.sameCount ? 0 : 1, a.form ?? .unknown)
                    < (b.writer, b.half == "train" ? 0 : 1, b.sameCount ? 0 : 1, b.form ?? .unknown)
            }
        }
        var tallies: [Cell: CorrectWritingTally] = [:]
        var tipTallies: [String: TipTally] = [:]
        var missingTemplates = Set<String>()
        var failures: [String] = []
        var scoreLines: [String] = []
        let box = WritingBox(x: 0, y: 0, side: TegakiCharacter.canvasSide)
        for (half, writer, written) in characters {
            guard let template = try? library.template(for: written.character) else {
                missingTemplates.insert(written.character)
                continue
            }
            let ink = written.ink
            let analysis = analyzer.analyze(ink, against: template)
            let landed = asTheyLand
                ? CorrectWritingTally.passedAsLanded(ink, template, box: box, analyzer: analyzer) : nil
            let cell = Cell(
                writer: writer, half: half, sameCount: written.strokes.count == template.strokes.count,
                form: japanese?.agreement(with: template))
            tallies[cell, default: CorrectWritingTally()].add(analysis, landedPassed: landed)
            if cell.sameCount {
                tipTallies["\(half)\(cell.form.map { " / " + $0.rawValue } ?? "")", default: TipTally()].add(analysis, ink: ink)
            }
            if scoresPath != nil, cell.sameCount {
                let label = "\(half)/\(cell.form?.rawValue ?? "all")"
                let size = StrokeScoreLine.longerSide(of: template)
                scoreLines += analysis.strokes.map {
                    StrokeScoreLine.line(
                        label: label, group: .init(strokeCount: template.strokes.count), template: template,
                        characterSize: size, judgement: $0)
                }
            }
            let structural = analysis.issues.filter { CorrectWritingTally.structuralKinds.contains($0.kind) }
            let failed = analysis.strokes.filter { !$0.passed }
            if failures.count < showFailures, !structural.isEmpty || !failed.isEmpty {
                failures.append(
                    "\(written.source) \(written.character) (\(written.strokes.count) of \(template.strokes.count) strokes): "
                        + structural.map { "\($0.kind.rawValue)@\($0.stroke.map { String($0 + 1) } ?? "-")" }.joined(separator: " ")
                        + " failed " + failed.map { j in
                            "\(j.templateIndex + 1)\(template.strokes[j.templateIndex].type.map { ":" + $0.name } ?? "")"
                                + "(\(Int(j.accuracy)) s\(Int(j.scores.shape)) d\(Int(j.scores.direction)) p\(Int(j.scores.position)) r\(Int(j.scores.proportion)))"
                        }.joined(separator: " "))
            }
        }

        var lines = [Self.heading, ""]
        lines.append(
            "Command: `swift run -c release wol-bench realink " + CommandLine.arguments.dropFirst(2).joined(separator: " ") + "`  ")
        lines.append(BenchMarkdown.machineLine(load: BenchMarkdown.loadAverage()) + "  ")
        lines.append(
            "Data: \(characters.count) characters of real pen input (Tegaki, GPL-2.0, read from `\(ink)`); "
                + "\(missingTemplates.count) characters not in the library skipped (\(missingTemplates.sorted().joined())). "
                + "`train` is the tuning half, `eval` held out. Rows split by whether the writer drew the template's stroke count "
                + "(a Japanese form or order can differ from the mainland one; those characters are not all correct)"
                + (japaneseLibrary.map { " and, from `\($0)`, by whether Japan writes the character as the mainland does." } ?? "."))
        let formColumn = japanese == nil ? "" : " Japanese form |"
        lines += ["", "| writer | half | stroke count |\(formColumn) " + CorrectWritingTally.header + " |"]
        lines.append(
            "|---|---|---|" + (japanese == nil ? "" : "---|")
                + String(repeating: "---:|", count: 6 + CorrectWritingTally.structuralKinds.count))
        for (cell, tally) in tallies.sorted(by: { $0.key < $1.key }) {
            lines.append(
                "| \(cell.writer) | \(cell.half == "train" ? "train (tuning)" : cell.half + " (held out)") | "
                    + "\(cell.sameCount ? "as template" : "other") |" + (cell.form.map { " \($0.rawValue) |" } ?? "")
                    + " " + tally.row + " |")
        }
        lines += ["", "Tips, characters drawn with the template's stroke count (whole-character judging):", ""]
        lines.append("| half | " + TipTally.header + " |")
        lines.append("|---|---:|---:|---:|---:|---:|---|")
        for (label, tally) in tipTallies.sorted(by: { $0.key < $1.key }) {
            lines.append("| \(label) | " + tally.row + " |")
        }
        if let japanese {
            lines.append("")
            lines.append(japanese.characters.map { "\($0.agreement.rawValue): \($0.characters)" }.joined(separator: "; "))
        }
        print(lines.joined(separator: "\n"))
        failures.forEach { print($0) }
        if let scoresPath { try StrokeScoreLine.write(scoreLines, to: scoresPath) }
    }
}
