import ArgumentParser
import Foundation
import WriteOutLoud

/// Where the benchmarks that analyse whole recordings find the character library and the speech lexicon.
struct SyncEngineOptions: ParsableArguments {
    @Option(help: "Character library directory (default: $WOL_CHARACTERS, else the nearest Characters/ folder).")
    var characters: String?

    @Option(help: "Speech lexicon folder holding stroke-names.tsv (default: $WOL_MODELS, else the nearest Models/ folder).")
    var models: String?

    @Option(help: ArgumentHelp(
        "The en-us acoustic model folder, e.g. a model adapted without the voice heard (scripts/speech/adapt/"
            + "leave_one_out.sh); the Mandarin model stays beside it (default: the shipped en-us model).",
        valueName: "dir"))
    var model: String?

    @Option(help: "Grammar weight of expected names over other names (default: the engine's).")
    var bias: Double?

    @Option(help: "Shortest pause in seconds the grammar requires between names (default: the engine's).")
    var pause: Double?

    @Option(help: "Shorter pause in seconds also allowed between names, at --short-pause-weight; 0 for none (default: the engine's).")
    var shortPause: Double?

    @Option(help: "Grammar weight of the short pause relative to the long one (default: the engine's).")
    var shortPauseWeight: Double?

    @Flag(inversion: .prefixedNo, help: "Whether the shipped Mandarin model also searches for Mandarin names, as in `wol`.")
    var mandarinModel = true

    @Option(help: ArgumentHelp(
        "Another Mandarin acoustic model folder to search beside the main model instead of the shipped one, e.g. a "
            + "model trained without the voice heard (Training/leave_one_out.sh); needs --companion-dict.",
        valueName: "dir"))
    var companion: String?

    @Option(help: ArgumentHelp("The pronunciation dictionary of --companion's model.", valueName: "file"))
    var companionDict: String?

    /// A recording analyzer as `wol analyze` makes one (the Mandarin model beside en-us), with its own speech decoders.
    /// - Throws: ``BenchFailure`` with the library's or recogniser's one-line reason.
    func makeAnalyzer(matcher: StrokeNameMatcher, assembler: ReportAssembler = ReportAssembler()) throws -> RecordingAnalyzer {
        guard let folder = ResourceLocator.locate(.characters, explicit: characters) else {
            throw BenchFailure("no Characters/ folder found: pass --characters DIR")
        }
        if companion != nil, companionDict == nil || !mandarinModel {
            throw BenchFailure("--companion: needs --companion-dict and the Mandarin model on (not --no-mandarin-model)")
        }
        do {
            let library = try CharacterLibrary(directory: folder)
            var decoder = DecoderParameters()
            if let bias { decoder.expectedNameBias = bias }
            if let pause { decoder.minimumPauseBetweenNames = pause }
            if let shortPause { decoder.shortPauseBetweenNames = shortPause }
            if let shortPauseWeight { decoder.shortPauseWeight = shortPauseWeight }
            let configuration = RecognizerConfiguration(
                acousticModel: model.map { URL(fileURLWithPath: $0) },
                modelsDirectory: ResourceLocator.locate(.models, explicit: models), decoder: decoder)
            let recognizer = try SpeechRecognizer(
                configuration: mandarinModel
                    ? configuration.withMandarinCompanion(
                        model: companion.map { URL(fileURLWithPath: $0) },
                        dictionary: companionDict.map { URL(fileURLWithPath: $0) })
                    : configuration,
                matcher: matcher)
            return RecordingAnalyzer(library: library, recognizer: recognizer, matcher: matcher, assembler: assembler)
        } catch let error as CharacterLibraryError {
            throw BenchFailure("\(folder.path): \(error)")
        } catch {
            throw BenchFailure("speech recogniser: \(error)")
        }
    }
}
