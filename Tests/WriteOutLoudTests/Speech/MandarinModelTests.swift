import Foundation
import Testing

@testable import WriteOutLoud

/// The shipped Mandarin acoustic models on a real person's voice: the telephone-band `zh-tdt_sc_8k` alone, and the
/// wideband `zh-wideband` (trained here, `Training/`) as the en-us model's companion.
@Suite struct MandarinModelTests {
    static let model = Repository.models.appendingPathComponent("acoustic/zh-tdt_sc_8k")
    /// The companion the engine adds by default.
    static let companion = Repository.models.appendingPathComponent("acoustic/zh-wideband")

    /// The Mandarin model alone, with its own stroke-name dictionary.
    static func mandarinOnly() -> RecognizerConfiguration {
        RecognizerConfiguration(acousticModel: model, modelsDirectory: Repository.models, names: .mandarin)
    }

    /// A name joined from the person's own syllables, 20 ms apart, with half a second of silence either side.
    static func joined(_ syllables: [String]) throws -> AudioBuffer {
        func silence(_ seconds: Double) -> [Float] { [Float](repeating: 0, count: Int(seconds * 16000)) }
        var samples = silence(0.5)
        for (index, syllable) in syllables.enumerated() {
            if index > 0 { samples += silence(0.02) }
            samples += try RealVoiceTests.syllable(syllable)
        }
        return AudioBuffer(samples: samples + silence(0.5), sampleRate: 16000)
    }

    /// Two of her names the model hears right; most names joined from her citation syllables it does not
    /// (docs/speech.md, "The Mandarin model"), so these check the model is loaded and searched as it should be.
    @Test(arguments: [(["heng2"], StrokeType.heng), (["shu4", "zhe2"], .shuzhe)])
    func hearsAPersonsNameJoinedFromHerSyllables(syllables: [String], name: StrokeType) throws {
        let recognizer = try SpeechRecognizer(configuration: Self.mandarinOnly())
        #expect(try recognizer.transcribe(try Self.joined(syllables)).map(\.name) == [name])
    }

    /// Mandarin names alone are heard by the wideband model alone, with its own dictionary; any other names keep
    /// en-us as the main model.
    @Test(arguments: [(NameLanguages.mandarin, true), (.english, false), (.both, false)])
    func mandarinNamesAloneAreHeardByTheWidebandModelAlone(names: NameLanguages, alone: Bool) throws {
        let configuration = RecognizerConfiguration(modelsDirectory: Repository.models, names: names)
        let chosen = configuration.hearingMandarinAlone()
        #expect((chosen != nil) == alone)
        guard let chosen else { return }
        #expect(chosen.acousticModel == Self.companion && chosen.companions.isEmpty)
        #expect(try chosen.resolvedDictionary() == Repository.models.appendingPathComponent("zh-wideband/stroke-names.dict"))
    }

    @Test(arguments: [(["heng2"], StrokeType.heng), (["shu4", "zhe2"], .shuzhe)])
    func theWidebandModelAloneHearsAPersonsNameJoinedFromHerSyllables(syllables: [String], name: StrokeType) throws {
        let configuration = try #require(
            RecognizerConfiguration(modelsDirectory: Repository.models, names: .mandarin).hearingMandarinAlone())
        let recognizer = try SpeechRecognizer(configuration: configuration)
        #expect(try recognizer.transcribe(try Self.joined(syllables)).map(\.name) == [name])
    }

    @Test func theCompanionDoesNotTouchEnglishNames() throws {
        let english = RecognizerConfiguration(modelsDirectory: Repository.models)
        let clip = try SpeechFixtures.clip("horizontal-vertical-dot")
        let alone = try SpeechRecognizer(configuration: english).transcribe(clip)
        let together = try SpeechRecognizer(configuration: english.withMandarinCompanion()).transcribe(clip)
        #expect(!alone.isEmpty)
        #expect(together.map(\.word) == alone.map(\.word))
    }

    @Test func streamingWithTheCompanionEndsWithTheBatchWords() async throws {
        let configuration = RecognizerConfiguration(modelsDirectory: Repository.models, names: .mandarin)
            .withMandarinCompanion()
        let clip = try Self.joined(["shu4", "zhe2"]).resampled(to: 44100)
        let batch = try SpeechRecognizer(configuration: configuration).transcribe(clip, expecting: [.shuzhe])
        let session = try RecognitionSession(configuration: configuration)
        let updates = try await RecognitionSessionTests.stream(
            clip, through: session, expecting: [.shuzhe], chunkSizes: [1000, 333, 4410])
        guard case .final(let words) = updates.last else {
            Issue.record("the stream did not end with a final result: \(updates)")
            return
        }
        #expect(words == batch)
        #expect(!batch.isEmpty)
    }

    @Test(arguments: [(NameLanguages.english, 0), (.mandarin, 1), (.both, 1)])
    func theNamesListenedForDecideWhetherTheMandarinModelSearches(names: NameLanguages, companions: Int) {
        let configuration = RecognizerConfiguration(modelsDirectory: Repository.models, names: names)
            .withMandarinCompanion()
        #expect(configuration.companions.count == companions)
        #expect(configuration.companions.allSatisfy { $0.names == .mandarin && $0.acousticModel == Self.companion })
    }

    /// The companion searches with the default settings, except the phone-loop check, which decides what is
    /// accepted whichever model heard the name.
    @Test func theCompanionTakesOnlyThePhoneLoopCheck() {
        var tuned = DecoderParameters()
        tuned.languageWeight = 9
        tuned.phoneLoopMargins = PhoneLoopMargins(oneSyllable: 0.5, longer: 0.75)
        let configuration = RecognizerConfiguration(modelsDirectory: Repository.models, decoder: tuned)
            .withMandarinCompanion()
        var expected = DecoderParameters()
        expected.phoneLoopMargins = tuned.phoneLoopMargins
        #expect(configuration.companions.map(\.decoder) == [expected])
    }

    /// Another decoder can be given each model's own task: the main model's first, then the companion's own model,
    /// dictionary and Mandarin grammar, and means through its own front end.
    @Test func eachModelsSearchIsDescribedMainModelFirst() throws {
        let configuration = RecognizerConfiguration(modelsDirectory: Repository.models).withMandarinCompanion()
        let recognizer = try SpeechRecognizer(configuration: configuration)
        let searches = recognizer.modelSearches
        #expect(searches.map(\.configuration) == [configuration] + configuration.companions)
        #expect(searches[0].pocketSphinxOptions == recognizer.pocketSphinxOptions)
        #expect(searches[0].grammar(expecting: nil) == recognizer.grammar(expecting: nil))
        let options = searches[1].pocketSphinxOptions
        let pairs = Dictionary(
            stride(from: 0, to: options.count - 1, by: 2).map { (options[$0], options[$0 + 1]) },
            uniquingKeysWith: { $1 })
        #expect(pairs["-hmm"] == Self.companion.path)
        #expect(pairs["-dict"] == (try configuration.companions[0].resolvedDictionary()).path)
        let grammar = searches[1].grammar(expecting: nil)
        #expect(grammar.contains("hengzhe") && !grammar.contains("horizontal"))
        let clip = try SpeechFixtures.clip("horizontal-vertical-dot")
        #expect(searches[1].cepstralMeans(of: clip) != recognizer.cepstralMeans(of: clip))
        #expect(searches[0].cepstralMeans(of: clip) == recognizer.cepstralMeans(of: clip))
    }

    @Test func aBrokenMandarinModelIsRefusedNamingItsFolder() throws {
        let models = try ModelsCopy(breaking: "acoustic/zh-wideband/mdef")
        defer { models.remove() }
        let configuration = RecognizerConfiguration(modelsDirectory: models.folder).withMandarinCompanion()
        let error = try #require(throws: SpeechError.self) { try SpeechRecognizer(configuration: configuration) }
        #expect(error.subject == models.folder.appendingPathComponent("acoustic/zh-wideband").path)
    }
}

/// A temporary copy of the repository's `Models/` with one file replaced by bytes no reader accepts.
struct ModelsCopy {
    let folder: URL

    init(breaking file: String) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("wol-models-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: Repository.models, to: folder)
        let broken = folder.appendingPathComponent(file)
        try FileManager.default.removeItem(at: broken)
        try Data("not a model file\n".utf8).write(to: broken)
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }
}
