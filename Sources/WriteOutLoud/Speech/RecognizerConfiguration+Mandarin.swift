import Foundation

extension RecognizerConfiguration {
    /// Folder name of the shipped Mandarin acoustic model, under `<Models>/acoustic/`; its stroke-name dictionary
    /// is `<Models>/zh-tdt_sc_8k/stroke-names.dict`.
    public static let mandarinModelName = "zh-tdt_sc_8k"

    /// This configuration with the shipped Mandarin model searching the same audio for Mandarin names, when this
    /// one listens for Mandarin names and its Models folder is known; otherwise unchanged. The companion searches
    /// with the engine's default settings rather than this configuration's, which may be tuned for the main model:
    /// no setting measured on the Mandarin model did better than the defaults (a −45 dBFS noise floor, which helped
    /// it alone on synthetic speech, changed nothing there beside en-us and lost pffy three names;
    /// `docs/speech.md`, "The Mandarin model"). Only the phone-loop check of expected names
    /// (``DecoderParameters/phoneLoopMargins``) is taken from this configuration: it decides what the engine
    /// accepts, so both models must apply it. So is the frequency warp (``DecoderParameters/frequencyWarp``): it
    /// belongs to the voice heard, not to the model.
    public func withMandarinCompanion() -> RecognizerConfiguration {
        guard names.includes(.zh), let modelsDirectory else { return self }
        var configuration = self
        var parameters = DecoderParameters()
        parameters.phoneLoopMargins = decoder.phoneLoopMargins
        parameters.frequencyWarp = decoder.frequencyWarp
        configuration.companions.append(
            RecognizerConfiguration(
                acousticModel: modelsDirectory.appendingPathComponent("acoustic")
                    .appendingPathComponent(Self.mandarinModelName),
                modelsDirectory: modelsDirectory, lexicon: lexicon, names: .mandarin, extraWords: extraWords,
                decoder: parameters))
        return configuration
    }
}
