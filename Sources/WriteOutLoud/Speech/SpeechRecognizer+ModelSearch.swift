import Foundation

extension SpeechRecognizer {
    /// What one of the recogniser's acoustic models searches — its samples, cepstral means, grammar, options and
    /// run-time dictionary words — for running another decoder on exactly that model's task (the speech
    /// benchmark times `pocketsphinx_continuous` on every model the engine runs, not only the main one).
    ///
    /// Reading it changes nothing the recogniser hears. It shares the recogniser's PocketSphinx decoder, so use
    /// it from the thread that uses the recogniser.
    public struct ModelSearch {
        /// The model's configuration: the recogniser's own for the main model, a companion's otherwise.
        public let configuration: RecognizerConfiguration
        let decoder: StrokeNameDecoder

        /// The 16 kHz 16-bit samples this model searches for `audio`: resampled, without steady noise when its
        /// ``DecoderParameters/suppressNoise`` is on, over its noise floor.
        /// - Complexity: O(*n* log *n*) in the audio's length.
        public func decodedSamples(of audio: AudioBuffer) -> [Int16] {
            StrokeNameDecoder.searchedSamples(
                audio.resampled(to: SpeechRecognizer.decodingSampleRate).samples, parameters: decoder.parameters)
        }

        /// The cepstral means this model normalises `audio` by when its ``DecoderParameters/utteranceCepstralMean``
        /// is on (PocketSphinx's `-cmninit` format), through the model's own front end.
        /// - Complexity: O(*n*) in the audio's length (the front end only, no search).
        public func cepstralMeans(of audio: AudioBuffer) -> [Float] {
            cepstralMeans(ofSearched: decodedSamples(of: audio))
        }

        /// The same from samples ``decodedSamples(of:)`` already gave, so they are not cleaned twice.
        public func cepstralMeans(ofSearched samples: [Int16]) -> [Float] {
            decoder.pocketSphinx.cepstralMeans(of: samples)
        }

        /// The JSGF grammar this model searches with.
        /// - Parameter expected: the expected names, as for ``SpeechRecognizer/transcribe(_:expecting:)``.
        public func grammar(expecting expected: [StrokeType]?) -> String {
            decoder.grammar(expecting: expected)
        }

        /// The PocketSphinx options this model's decoder was started with (`-hmm`, `-dict`, beams, weights and
        /// the extra arguments), as `[option, value, …]`; empty when its dictionary cannot be resolved.
        public var pocketSphinxOptions: [String] {
            let arguments = (try? configuration.resolvedDictionary()).map { dictionary in
                StrokeNameDecoder.arguments(
                    acousticModel: configuration.acousticModel, dictionary: dictionary,
                    speakerTransform: configuration.speakerTransform, parameters: decoder.parameters)
            }
            return Array((arguments ?? []).dropFirst())
        }

        /// Dictionary lines of the words this model's decoder adds at run time (the pause between names).
        public var addedDictionaryLines: [String] { decoder.addedDictionaryLines }
    }

    /// Every acoustic model the recogniser runs, the main model's first, then its companions' in the order of
    /// ``RecognizerConfiguration/companions``.
    public var modelSearches: [ModelSearch] {
        zip([configuration] + configuration.companions, decoders).map { ModelSearch(configuration: $0, decoder: $1) }
    }
}
