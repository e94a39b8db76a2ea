import ArgumentParser
import Foundation
import WriteOutLoud

/// `wol characters list`: every character of the library, most frequent first.
struct CharactersList: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List the library's characters, most frequent first.")

    @OptionGroup var location: CharactersLocation

    @Option(help: "Output format: text or json (array of {character, pinyin, strokeCount, source}).")
    var format: CharactersOutputFormat = .text

    func run() throws {
        let summaries = try location.summaries(reportedBy: "wol characters list")
        switch format {
        case .json:
            print(try CharactersJSON.string(summaries))
        case .text:
            for summary in summaries {
                let rank = summary.frequencyRank.map { "#\($0)" } ?? "-"
                print(
                    "\(summary.character)\t\(summary.pinyin.joined(separator: ","))\t\(summary.strokeCount)\t"
                        + "\(summary.source)\t\(rank)")
            }
        }
    }
}
