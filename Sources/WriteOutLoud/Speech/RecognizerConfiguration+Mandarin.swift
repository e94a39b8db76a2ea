import Foundation

extension RecognizerConfiguration {
    /// Folder name of the shipped Mandarin acoustic model, under `<Models>/acoustic/`; its stroke-name dictionary
    /// is `<Models>/zh-tdt_sc_8k/stroke-names.dict`.
    public static let mandarinModelName = "zh-tdt_sc_8k"

    /// Search settings for the Mandarin model: the engine's, with a louder noise floor. Its silence model took
    /// the quiet pauses of clean synthetic speech for speech under the en-us floor (−56 dBFS): espeak-ng names
    /// clean 42 % → 72 % at −45 dBFS (`docs/speech.md`, "The Mandarin model").
    public static var mandarinDecoder: DecoderParameters {
        var parameters = DecoderParameters()
        parameters.noiseFloorDBFS = -45
        return parameters
    }

    /// This configuration with the shipped Mandarin model searching the same audio for Mandarin names, when this
    /// one listens for Mandarin names and its Models folder is known; otherwise unchanged.
    public func withMandarinCompanion() -> RecognizerConfiguration {
        guard names.includes(.zh), let modelsDirectory else { return self }
        var configuration = self
        configuration.companions.append(
            RecognizerConfiguration(
                acousticModel: modelsDirectory.appendingPathComponent("acoustic")
                    .appendingPathComponent(Self.mandarinModelName),
                modelsDirectory: modelsDirectory, lexicon: lexicon, names: .mandarin, extraWords: extraWords,
                decoder: Self.mandarinDecoder))
        return configuration
    }
}
