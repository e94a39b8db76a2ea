import ArgumentParser
import Foundation
import WriteOutLoud

/// `wol characters show 口`: one character's template, stroke by stroke.
struct CharactersShow: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show", abstract: "Show one character's strokes: type, name and path.")

    @Argument(help: "The character, e.g. 口, or a cursive word of Latin letters, e.g. cat (composed from its letters).")
    var character: String

    @OptionGroup var location: CharactersLocation

    @Option(help: "Output format: text or json.")
    var format: CharactersOutputFormat = .text

    /// The JSON shape of `show`: the template with each stroke's name spelled out.
    struct Shown: Encodable {
        /// `type`, `name` and `pinyin` are left out for strokes with no named type (Latin cursive).
        struct Stroke: Encodable {
            var type: String?
            var name: String?
            var pinyin: String?
            /// Other names a learner may say for this stroke (e.g. `shupie` for the long 撇 of 月); left out
            /// when there are none.
            var alsoNamed: [String]?
            var joins: StrokeJoins?
            var tolerances: StrokeTolerances?
            var points: [[Double]]
        }
        var character: String
        var pinyin: [String]
        var definition: String?
        var frequencyRank: Int?
        var source: String
        /// Who made the data, and its licence (nil for a source the engine does not know).
        var attribution: String?
        var licence: String?
        /// `mainland` or `japanese`.
        var strokeOrder: StrokeOrderConvention
        /// Left out for Chinese (`han`) templates, as in their files.
        var script: CharacterScript?
        var strokes: [Stroke]
        /// For a cursive word: its letters' strokes and where they join; left out for one character.
        var word: CursiveWordLayout?
    }

    func run() throws {
        let template: CharacterTemplate
        do {
            template = try location.library().template(for: character)
        } catch {
            switch error {
            case .unknownCharacter, .unknownLetter: break
            default: throw CLIError.setup(error.description).reported(by: "wol characters show")
            }
            throw CharactersCommandError(error.description)
        }
        let origin = CharacterSource.known(template.source)
        let strokes = template.strokes.map {
            Shown.Stroke(
                type: $0.type?.rawValue, name: $0.type?.name, pinyin: $0.type?.pinyin,
                alsoNamed: $0.alsoNamed.isEmpty ? nil : $0.alsoNamed.map(\.rawValue), joins: $0.joins,
                tolerances: $0.tolerances, points: $0.points.map(\.pair))
        }
        switch format {
        case .json:
            let shown = Shown(
                character: template.character, pinyin: template.pinyin, definition: template.definition,
                frequencyRank: template.frequencyRank, source: template.source, attribution: origin?.attribution,
                licence: origin?.licence, strokeOrder: template.strokeOrder,
                script: template.script == .han ? nil : template.script, strokes: strokes, word: template.word)
            print(try CharactersJSON.string(shown))
        case .text:
            let otherNames = template.strokes.map { stroke in
                stroke.alsoNamed.map { "\($0.name) \($0.pinyin)" }.joined(separator: ", ")
            }
            print("\(template.character)  \(template.pinyin.joined(separator: ", "))  \(template.strokes.count) strokes")
            if let definition = template.definition { print(definition) }
            print(
                "source: \(template.source)" + (template.script == .han ? "" : ", script: \(template.script.rawValue)")
                    + (template.frequencyRank.map { ", frequency rank \($0)" } ?? ""))
            if let origin {
                print("data: \(origin.attribution)")
                print("licence: \(origin.licence)")
            }
            if template.strokeOrder == .japanese {
                print("stroke order: Japanese (KanjiVG); no mainland source draws this character")
            }
            for (index, stroke) in strokes.enumerated() {
                let path = stroke.points.map { "\(Int($0[0])),\(Int($0[1]))" }.joined(separator: " ")
                let kind =
                    if let type = stroke.type, let name = stroke.name, let pinyin = stroke.pinyin {
                        "\(name) \(pinyin) (\(type))"
                    } else {
                        "stroke" + (stroke.joins.map { " (entry \($0.entry.rawValue), exit \($0.exit.rawValue))" } ?? "")
                    }
                let also = otherNames[index].isEmpty ? "" : ", also said \(otherNames[index])"
                let letter = template.word.flatMap { $0.letter(ofStroke: index) }.map {
                    " of letter \(template.word!.letters[$0].letter)"
                } ?? ""
                print("\(index + 1). \(kind)\(letter)\(also): \(path)")
            }
            for join in template.word?.joins ?? [] {
                let letters = template.word!.letters
                print(
                    "join \(letters[join.after].letter)–\(letters[join.after + 1].letter) on the "
                        + "\(join.line.rawValue) at \(Int(join.point.x)),\(Int(join.point.y))")
            }
        }
    }
}

/// JSON output for the characters commands: sorted keys, readable Chinese.
enum CharactersJSON {
    static func string(_ value: some Encodable) throws -> String {
        String(decoding: try SortedJSON.encoder().encode(value), as: UTF8.self)
    }
}
