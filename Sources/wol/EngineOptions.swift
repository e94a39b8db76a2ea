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
            "Acoustic model folder, e.g. a Mandarin model; Debian's en-us model by default.", valueName: "dir"))
    var acousticModel: String = RecognizerConfiguration.debianAcousticModel.path

    @Option(
        name: .customLong("dict"),
        help: ArgumentHelp(
            "Pronunciation dictionary for that model (default: <models>/<model folder name>/stroke-names.dict).",
            valueName: "file"))
    var dictionary: String?

    @Option(help: "Which stroke names to listen for: mandarin, english or both.")
    var names: NameLanguages = .both

    @Flag(name: .customLong("tone-strict"), help: "Count a homophone only when its tones agree too.")
    var toneStrict = false

    /// Opens the character library.
    func library() throws -> CharacterLibrary {
        do {
            return try characters.library()
        } catch {
            throw CLIError.setup(error.description)
        }
    }

    /// The stroke judge with `configuration`, naming drawn strokes' types by a recogniser that learned from
    /// every character of `library` (97.9 % top-1 on unseen characters against 83.5 % for the built-in
    /// prototypes alone; see `BENCHMARKS.md`). Building it reads every template (1 s): once per process.
    func strokeAnalyzer(
        library: CharacterLibrary, configuration: StrokeAnalyzerConfiguration = .default
    ) throws -> StrokeAnalyzer {
        do {
            return StrokeAnalyzer(configuration: configuration, recognizer: try StrokeTypeRecognizer(library: library))
        } catch {
            throw CLIError.setup(error.description)
        }
    }

    /// Loads the speech recogniser the options describe.
    func recognizer() throws -> SpeechRecognizer {
        let configuration = RecognizerConfiguration(
            acousticModel: URL(fileURLWithPath: acousticModel),
            modelsDirectory: ResourceLocator.locate(.models, explicit: modelsDirectory),
            dictionary: dictionary.map { URL(fileURLWithPath: $0) }, names: names)
        do {
            return try SpeechRecognizer(configuration: configuration)
        } catch {
            throw CLIError.setup(error.description)
        }
    }

    /// Decides whether a heard word names a stroke, homophones included.
    func matcher() -> StrokeNameMatcher {
        StrokeNameMatcher(toneStrict: toneStrict)
    }
}
