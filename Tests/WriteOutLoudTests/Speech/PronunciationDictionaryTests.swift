import Foundation
import Testing
import WriteOutLoud

@Suite struct PronunciationDictionaryTests {
    @Test func foldsAlternatesIntoTheirWord() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("wol-dict-\(UUID().uuidString).dict")
        defer { try? FileManager.default.removeItem(at: url) }
        try "heng HH AH NG\nheng(2) HH EH NG\n\nshu SH UW\n".write(to: url, atomically: true, encoding: .utf8)
        #expect(try PronunciationDictionary(contentsOf: url).words == ["heng", "shu"])
    }

    @Test func wordWithoutPhonesIsMalformed() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("wol-dict-\(UUID().uuidString).dict")
        defer { try? FileManager.default.removeItem(at: url) }
        try "heng HH AH NG\nshu\n".write(to: url, atomically: true, encoding: .utf8)
        #expect(
            throws: SpeechError(subject: url.path, reason: .malformed(line: 2, problem: "word \"shu\" has no phones"))
        ) {
            try PronunciationDictionary(contentsOf: url)
        }
    }

    @Test(arguments: [("heng(2)", "heng"), ("heng", "heng"), ("(2)", "(2)"), ("a(b)", "a(b)"), ("树(12)", "树")])
    func baseWord(token: String, base: String) {
        #expect(PronunciationDictionary.baseWord(token) == base)
    }
}
