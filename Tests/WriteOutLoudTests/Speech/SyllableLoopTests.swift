import Foundation
import Testing

@testable import WriteOutLoud

/// The Mandarin syllable loop, the "not a name" competitor that explains what a person could have said instead.
@Suite struct SyllableLoopTests {
    static let shippedDictionary = Repository.models.appendingPathComponent("zh-wideband/stroke-names.dict")

    /// A folder holding `syllable-loop.dict` with `text`, and the stroke-name dictionary path beside it.
    static func folder(holding text: String?) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wol-syllables-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        if let text {
            try text.write(to: folder.appendingPathComponent(SyllableLoop.fileName), atomically: true, encoding: .utf8)
        }
        return folder.appendingPathComponent("stroke-names.dict")
    }

    @Test func theShippedLoopHoldsTheNamesSyllablesAndTheirNearWords() throws {
        let loop = try SyllableLoop(besideDictionary: Self.shippedDictionary)
        let words = Set(loop.syllables.map(\.word))
        for syllable in ["heng", "hen", "shu", "dian", "tian", "ti", "pie"] {
            #expect(words.contains(SyllableLoop.wordPrefix + syllable), "\(syllable) is not in the loop")
        }
        #expect(loop.syllables.count > 350)
    }

    @Test func aMissingOrMalformedLoopIsNamed() throws {
        let missing = try Self.folder(holding: nil)
        defer { try? FileManager.default.removeItem(at: missing.deletingLastPathComponent()) }
        #expect(throws: SpeechError(
            subject: missing.deletingLastPathComponent().appendingPathComponent("syllable-loop.dict").path,
            reason: .missingFile)) { try SyllableLoop(besideDictionary: missing) }

        let malformed = try Self.folder(holding: "heng h eng\nshu\n")
        defer { try? FileManager.default.removeItem(at: malformed.deletingLastPathComponent()) }
        #expect(throws: SpeechError(
            subject: malformed.deletingLastPathComponent().appendingPathComponent("syllable-loop.dict").path,
            reason: .malformed(line: 2, problem: "syllable \"shu\" has no phones"))) {
            try SyllableLoop(besideDictionary: malformed)
        }
    }

    /// The wideband model alone, checking expected names against `competitor` with a margin that keeps them all.
    static func recognizer(_ competitor: NameCompetitor, dictionary: URL? = nil) throws -> SpeechRecognizer {
        var configuration = try #require(
            RecognizerConfiguration(modelsDirectory: Repository.models, names: .mandarin).hearingMandarinAlone())
        configuration.dictionary = dictionary
        configuration.decoder.phoneLoopMargins = PhoneLoopMargins(1000)
        configuration.decoder.nameCompetitor = competitor
        return try SpeechRecognizer(configuration: configuration)
    }

    /// The loop holds the name's own syllable, so on the name's frames the name said fits exactly as well as the
    /// loop's best (both searches see the same frames, scaled alike; before that was so, it scored 2.7 per frame
    /// better, as if the loop heard something else), and the check carries that score.
    @Test func theNameSaidFitsItsFramesAsWellAsTheSyllableLoopsBest() throws {
        let audio = try RealVoiceTests.shuAlone()
        let heard = try Self.recognizer(.syllables).transcribe(audio, expecting: [.shu])
        #expect(heard.map(\.name) == [.shu])
        let score = try #require(heard.first?.verification)
        #expect(abs(score) < 0.05)
    }

    @Test func aModelWithoutALoopBesideItsDictionaryIsRefusedByName() throws {
        let dictionary = try Self.folder(holding: nil)
        let folder = dictionary.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: Self.shippedDictionary, to: dictionary)
        #expect(throws: SpeechError(subject: folder.appendingPathComponent("syllable-loop.dict").path, reason: .missingFile)) {
            try Self.recognizer(.syllables, dictionary: dictionary)
        }
    }
}
