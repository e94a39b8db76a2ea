import ArgumentParser
import Foundation
import WriteOutLoud

/// `wol characters stats`: how many characters each source gave, and why others were left out.
struct CharactersStats: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats", abstract: "Count characters by source and exclusions by reason.")

    @OptionGroup var location: CharactersLocation

    func run() throws {
        let summaries: [CharacterSummary]
        let reports: [CharacterImportReport]
        do {
            let library = try location.library()
            summaries = try library.summaries()
            reports = try library.importReports()
        } catch {
            throw CLIError.setup(error.description).reported(by: "wol characters stats")
        }
        print("characters: \(summaries.count)")
        let bySource = Dictionary(grouping: summaries, by: \.source).mapValues(\.count)
        for (source, count) in bySource.sorted(by: { $0.value > $1.value }) {
            print("  \(source): \(count)")
        }
        let ranked = summaries.filter { $0.frequencyRank != nil }.count
        print("with a frequency rank (kHanyuPinlu): \(ranked)")
        for report in reports {
            print("import from \(report.source): \(report.considered) characters considered, \(report.shipped) shipped, "
                + "\(report.variantFilesSkipped) variant files skipped")
            for (reason, count) in report.excluded.sorted(by: { $0.key < $1.key }) {
                let examples = report.examples[reason].map { "  e.g. \($0)" } ?? ""
                print("  excluded, \(reason.explanation): \(count)\(examples)")
            }
            if !report.unmappedLabels.isEmpty {
                let labels = report.unmappedLabels.sorted { $0.value > $1.value }.map { "\($0.key) ×\($0.value)" }
                print("  unmapped stroke labels: \(labels.joined(separator: ", "))")
            }
            for (name, value) in (report.measures ?? [:]).sorted(by: { $0.key < $1.key }) where !value.isEmpty {
                print("  \(name): \(value)")
            }
            for (kind, entries) in (report.decisions ?? [:]).sorted(by: { $0.key < $1.key }) {
                print("  decided, \(kind): \(entries.count)  e.g. \(entries.prefix(3).joined(separator: "; "))")
            }
            print("  stroke-order overrides applied to \(report.overridesApplied.count) shipped characters")
            if !report.overridesNotMatched.isEmpty {
                print("  override rules that no longer match KanjiVG: \(report.overridesNotMatched.joined())")
            }
        }
    }
}
