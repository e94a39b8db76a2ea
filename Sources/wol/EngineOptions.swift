import ArgumentParser
import Foundation
import WriteOutLoud

/// Where the engine's data and speech model come from; shared by every subcommand that analyses recordings.
struct EngineOptions: ParsableArguments {
    @OptionGroup var characters: CharactersLocation

    @Option(
        name: .customLong("models"),
        help: ArgumentHelp(
            "Speech lexicon folder holding stroke-names.tsv (default: $WOL_MODELS, else the nearest Models/ folder).",
            valueName: "dir"))
    var modelsDirectory: String?

    @Option(
        name: .customLong("model"),
        help: ArgumentHelp(
            "Acoustic model folder, e.g. a Mandarin model of your own (default: the shipped en-us model, <models>/acoustic/en-us).",
            valueName: "dir"))
    var acousticModel: String?

    @Option(
        name: .customLong("dict"),
        help: ArgumentHelp(
            "Pronunciation dictionary for that model (default: <models>/<model folder name>/stroke-names.dict).",
            valueName: "file"))
    var dictionary: String?

    @Option(
        help: ArgumentHelp(
            "A learner's speaker transform written by `wol enroll`, applied to the acoustic model.",
            valueName: "file"))
    var voice: String?

    @Option(help: "Which stroke names to listen for: mandarin, english or both.")
    var names: NameLanguages = .both

    @Flag(
        name: .customLong("mandarin-model"), inversion: .prefixedNo,
        help: ArgumentHelp(
            "Whether the shipped Mandarin acoustic model (Models/acoustic/zh-wideband) also searches for Mandarin "
                + "names beside the main model (default: yes, unless --model is given; with --model, a learner model "
                + "written by `wol enroll`, it is heard as the server hears that learner; docs/speech.md, "
                + "\"The Mandarin model\")."))
    var mandarinModel: Bool?

    @Flag(
        name: .customLong("tone-strict"),
        help: ArgumentHelp(
            "Count a name only when its tones agree too: a homophone's written tones, and the tones heard in the "
                + "voice when the tone classifier is sure (≥ 80 %) they are not the name's. Without it the tones "
                + "heard are only reported beside the name."))
    var toneStrict = false

    /// Opens the character library.
    func library() throws -> CharacterLibrary {
        do {
            return try characters.library()
        } catch {
            throw CLIError.setup(error.description)
        }
    }

    /// The character library and the stroke judge with `configuration`, sharing one stroke-type recogniser
    /// taught by the library (see `BENCHMARKS.md` for its accuracy). Building it reads the library's
    /// `stroke-exemplars.bin` (or, without one, every template): call this once per process.
    func strokeJudging(
        configuration: StrokeAnalyzerConfiguration = .default
    ) throws -> (library: CharacterLibrary, analyzer: StrokeAnalyzer) {
        do {
            let recognizer = try characters.strokeTypeRecognizer()
            return (
                try characters.library(strokeTypes: recognizer),
                StrokeAnalyzer(configuration: configuration, recognizer: recognizer)
            )
        } catch {
            throw CLIError.setup(error.description)
        }
    }

    /// Loads the speech recogniser the options describe. It resolves heard words to strokes with ``matcher()``,
    /// the matcher the report judges names with, so `--tone-strict` holds for both.
    /// - Parameter learnerModel: a learner's own model (``StoredVoice``) to decode with in place of the acoustic
    ///   model, its companions kept.
    func recognizer(learnerModel: URL? = nil) throws -> SpeechRecognizer {
        var configuration = try recognizerConfiguration(learnerModel: learnerModel != nil)
        if let learnerModel { configuration.acousticModel = learnerModel }
        do {
            return try SpeechRecognizer(configuration: configuration, matcher: matcher())
        } catch {
            throw CLIError.setup(error.description)
        }
    }

    /// The acoustic model, dictionary, lexicon, speaker transform and names the options describe.
    /// Unless `--model` or `--no-mandarin-model` is given, the shipped Mandarin model searches the same audio for
    /// Mandarin names; with `--names mandarin` it hears them alone (``RecognizerConfiguration/hearingMandarinAlone()``)
    /// unless a speaker transform or learner model, fitted to en-us, is given.
    /// - Parameter learnerModel: whether a learner's own (en-us) model will replace the main model.
    func recognizerConfiguration(learnerModel: Bool = false) throws -> RecognizerConfiguration {
        let configuration = RecognizerConfiguration(
            acousticModel: mainAcousticModel,
            modelsDirectory: models,
            dictionary: dictionary.map { URL(fileURLWithPath: $0) }, speakerTransform: try speakerTransform(),
            names: names)
        guard mandarinModel ?? (acousticModel == nil) else { return configuration }
        if acousticModel == nil, voice == nil, !learnerModel, let alone = configuration.hearingMandarinAlone() {
            return alone
        }
        return configuration.withMandarinCompanion()
    }

    /// The `--models` folder, else `$WOL_MODELS`, else the nearest `Models/`; nil when there is none.
    private var models: URL? { ResourceLocator.locate(.models, explicit: modelsDirectory) }

    /// The `--model` folder, or the shipped en-us model.
    var mainAcousticModel: URL {
        acousticModel.map { URL(fileURLWithPath: $0) }
            ?? RecognizerConfiguration.defaultAcousticModel(modelsDirectory: models)
    }

    /// The `--voice` file, checked to be a transform PocketSphinx can read (its own loader crashes on some
    /// malformed files), or nil when none was given.
    func speakerTransform() throws -> URL? {
        guard let voice else { return nil }
        do {
            let transform = try SpeakerTransform(contentsOf: URL(fileURLWithPath: voice))
            try transform.check(fits: mainAcousticModel)
            return transform.url
        } catch {
            throw CLIError.setup(error.description)
        }
    }

    /// Decides whether a heard word names a stroke, homophones included.
    func matcher() -> StrokeNameMatcher {
        StrokeNameMatcher(toneStrict: toneStrict)
    }
}
