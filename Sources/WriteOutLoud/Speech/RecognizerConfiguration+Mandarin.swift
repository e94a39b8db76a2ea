import Foundation

extension RecognizerConfiguration {
    /// Folder name of the shipped Mandarin acoustic model, under `<Models>/acoustic/`; its stroke-name dictionary
    /// is `<Models>/zh-wideband/stroke-names.dict`. It is the wideband model trained here on people's voices
    /// (`Training/`): each voice it never heard is heard far better by it than by the telephone-band
    /// `zh-tdt_sc_8k` it replaced, which still ships for `--model` (`BENCHMARKS.md`, "A Mandarin ear of our own").
    public static let mandarinModelName = "zh-wideband"

    /// This configuration with the shipped Mandarin model searching the same audio for Mandarin names, when this
    /// one listens for Mandarin names and its Models folder is known; otherwise unchanged. The companion searches
    /// with the engine's default settings rather than this configuration's, which may be tuned for the main model:
    /// no setting measured on the Mandarin model did better than the defaults (a −45 dBFS noise floor, which helped
    /// it alone on synthetic speech, changed nothing there beside en-us and lost pffy three names;
    /// `docs/speech.md`, "The Mandarin model"). Only the phone-loop check of expected names
    /// (``DecoderParameters/phoneLoopMargins`` and its ``DecoderParameters/nameCompetitor``) is taken from this configuration: it decides what the engine
    /// accepts, so both models must apply it. So is the frequency warp (``DecoderParameters/frequencyWarp``): it
    /// belongs to the voice heard, not to the model.
    /// This configuration with the shipped Mandarin model as its only model, when it listens for Mandarin names
    /// only and its Models folder is known; otherwise nil. Held out over seven people, that model alone hears their
    /// Mandarin names far better than en-us with it as companion, whose own Mandarin guesses stand where it is
    /// sure of them (`BENCHMARKS.md`, "A Mandarin ear of our own"). A speaker transform is dropped: it was fitted
    /// to another model.
    public func hearingMandarinAlone() -> RecognizerConfiguration? {
        guard names == .mandarin, let modelsDirectory else { return nil }
        var configuration = self
        configuration.acousticModel = modelsDirectory.appendingPathComponent("acoustic")
            .appendingPathComponent(Self.mandarinModelName)
        configuration.dictionary = nil
        configuration.speakerTransform = nil
        configuration.companions = []
        return configuration
    }

    /// - Parameters:
    ///   - model: the companion's acoustic model folder in place of the shipped one (a model trained without the
    ///     voice a benchmark hears, for instance); nil for the shipped model.
    ///   - dictionary: that model's stroke-name dictionary; nil for `<Models>/<model folder name>/stroke-names.dict`.
    public func withMandarinCompanion(model: URL? = nil, dictionary: URL? = nil) -> RecognizerConfiguration {
        guard names.includes(.zh), let modelsDirectory else { return self }
        var configuration = self
        var parameters = DecoderParameters()
        parameters.phoneLoopMargins = decoder.phoneLoopMargins
        parameters.nameCompetitor = decoder.nameCompetitor
        parameters.frequencyWarp = decoder.frequencyWarp
        configuration.companions.append(
            RecognizerConfiguration(
                acousticModel: model
                    ?? modelsDirectory.appendingPathComponent("acoustic").appendingPathComponent(Self.mandarinModelName),
                modelsDirectory: modelsDirectory, dictionary: dictionary, lexicon: lexicon, names: .mandarin, extraWords: extraWords,
                decoder: parameters))
        return configuration
    }
}
