import ArgumentParser
import Foundation
import WriteOutLoud

/// `wol characters search ma`: characters by pinyin (with or without tone) or by English meaning.
struct CharactersSearch: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search", abstract: "Find characters by pinyin (ma, mǎ, ma3) or English meaning (horse).",
        discussion: "Exit status 0 when something matched, 1 when nothing did, 64 for a wrong command line.")

    @Argument(help: "A pinyin syllable, English words, or a character.")
    var query: [String]

    @OptionGroup var location: CharactersLocation

    @Option(help: "Output format: text or json (array of {character, pinyin, definition, strokeCount, source}).")
    var format: CharactersOutputFormat = .text

    @Option(help: "Show at most this many matches.")
    var limit: Int = 30

    func run() throws {
        let summaries = try location.summaries(reportedBy: "wol characters search")
        let text = query.joined(separator: " ")
        let found = Array(CharacterSearch.matches(text, in: summaries).prefix(max(0, limit)))
        switch format {
        case .json:
            print(try CharactersJSON.string(found))
        case .text:
            for summary in found {
                print(
                    "\(summary.character)  \(summary.pinyin.joined(separator: ", "))  \(summary.definition ?? "")  "
                        + "(\(summary.strokeCount) strokes)")
            }
            if found.isEmpty { printError("wol: no character matches \"\(text)\"") }
        }
        if found.isEmpty { throw ExitCode(1) }
    }
}
