import Foundation
import Testing
import WriteOutLoud

@Suite struct StrokeNameLexiconTests {
    static func write(_ text: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("wol-lexicon-\(UUID().uuidString).tsv")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    @Test func readsTokensOfBothLanguages() throws {
        let url = try Self.write(
            "token\tlanguage\tpinyin\thanzi\tenglish\nhengzhe\tzh\théngzhé\t横折\thorizontal_turn\n"
                + "horizontal_turn\ten\théngzhé\t横折\thorizontal_turn\n")
        defer { try? FileManager.default.removeItem(at: url) }
        let lexicon = try StrokeNameLexicon(contentsOf: url)
        #expect(lexicon.entry(for: "hengzhe") == .init(stroke: .hengzhe, language: .zh))
        #expect(lexicon.entry(for: "horizontal_turn(2)") == .init(stroke: .hengzhe, language: .en))
        #expect(lexicon.entry(for: "shu") == nil)
    }

    /// `build_dict.py --syllable-pauses` writes 横折 said syllable by syllable as `heng_zhe`.
    @Test func aMandarinNameWithItsSyllablesApartStandsForTheName() {
        let lexicon = StrokeNameLexicon.builtIn
        #expect(lexicon.entry(for: "heng_zhe(3)") == .init(stroke: .hengzhe, language: .zh))
        #expect(lexicon.entry(for: "horizontal_turn") == .init(stroke: .hengzhe, language: .en))
        #expect(lexicon.entry(for: "horizontal_tur_n") == nil)
        #expect(lexicon.entry(for: "heng_heng") == nil)
    }

    @Test func namesTheBadLine() throws {
        let url = try Self.write(
            "token\tlanguage\tpinyin\thanzi\tenglish\nshu\tzh\tshù\t竖\tvertical\nfoo\tfr\tfoo\t竖\tfoo\n")
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(
            throws: SpeechError(
                subject: url.path, reason: .malformed(line: 3, problem: "language \"fr\" is neither zh nor en"))
        ) {
            try StrokeNameLexicon(contentsOf: url)
        }
    }

    @Test func builtInCoversEveryStrokeInBothLanguages() {
        let entries = StrokeNameLexicon.builtIn.entries
        #expect(entries.count == 2 * StrokeType.allCases.count)
        #expect(entries["horizontal_turn_hook"] == .init(stroke: .hengzhegou, language: .en))
        #expect(entries["hengzhegou"] == .init(stroke: .hengzhegou, language: .zh))
    }
}
