import Foundation
import Testing

/// `--tone-strict` holds for the whole run: the recogniser resolves heard words to strokes with the same matcher
/// the report judges them with, so a name said in the wrong tone is not accepted through the back door.
@Suite struct ToneStrictCommandTests {
    /// The shipped dictionary with 竖's word respelled `shu1` (shū, first tone): a word no lexicon entry covers,
    /// so the recogniser resolves it by its reading.
    static func firstToneDictionary() throws -> URL {
        let shipped = try String(
            contentsOf: Repository.models.appendingPathComponent("en-us/stroke-names.dict"), encoding: .utf8)
        let lines = shipped.split(separator: "\n").map { line in
            line.hasPrefix("shu ") || line.hasPrefix("shu(") ? "shu1" + line.dropFirst(3) : line
        }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("wol-shu1-\(UUID()).dict")
        try (lines.joined(separator: "\n") + "\n").write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    func firstStrokeSpeech(_ flags: [String], dictionary: URL) throws -> [String: Any] {
        let run = try WOLProcess.run(
            ["analyze", "Fixtures/kou-correct.json", "--format", "json", "--dict", dictionary.path] + flags)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let strokes = try #require(report["strokes"] as? [[String: Any]])
        return try #require(strokes.first?["speech"] as? [String: Any])
    }

    @Test func aWrongToneIsAHomophoneByDefaultAndNoMatchWhenStrict() throws {
        let dictionary = try Self.firstToneDictionary()
        defer { try? FileManager.default.removeItem(at: dictionary) }

        let lenient = try firstStrokeSpeech([], dictionary: dictionary)
        #expect(lenient["heard"] as? String == "shu1", "the fixture's 竖 is heard as the respelled word")
        #expect(lenient["matched"] as? Bool == true)
        #expect(lenient["homophone"] as? Bool == true)

        let strict = try firstStrokeSpeech(["--tone-strict"], dictionary: dictionary)
        #expect(strict["heard"] as? String != "shu1", "shū is not listened for as 竖 shù")
        #expect(strict["matched"] as? Bool == false)
    }
}
