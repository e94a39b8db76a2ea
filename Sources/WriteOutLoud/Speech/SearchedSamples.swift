import Foundation

/// The samples the final searches of one recording decode, made once per input setting and handed to every
/// decoder that searches that recording: the main model's and its companions'.
///
/// Taking out steady noise (``NoiseSuppressor``) transforms the whole recording twice, and it depends only
/// on the audio and on ``DecoderParameters/suppressNoise`` and ``DecoderParameters/noiseFloorDBFS``, which the
/// Mandarin companion shares with the main model by default; it was done once per model. Keep one per
/// recording: every call compares the audio too, so a decoder that heard other audio still gets its own samples.
final class SearchedSamples {
    private struct Entry {
        var audio: [Float]
        var suppressNoise: Bool
        var noiseFloorDBFS: Double
        var samples: [Int16]
    }

    private var entries: [Entry] = []

    /// How many different inputs were made so far.
    var count: Int { entries.count }

    /// ``StrokeNameDecoder/searchedSamples(_:parameters:)`` of `audio`, made on the first call for this audio
    /// and input setting and returned again after.
    /// - Complexity: O(*n* log *n*) in the audio's length on the first call, O(*n*) after.
    func of(_ audio: [Float], parameters: DecoderParameters) -> [Int16] {
        let made = entries.first {
            $0.suppressNoise == parameters.suppressNoise && $0.noiseFloorDBFS == parameters.noiseFloorDBFS
                && $0.audio == audio
        }
        if let made { return made.samples }
        let samples = StrokeNameDecoder.searchedSamples(audio, parameters: parameters)
        entries.append(
            Entry(
                audio: audio, suppressNoise: parameters.suppressNoise, noiseFloorDBFS: parameters.noiseFloorDBFS,
                samples: samples))
        return samples
    }
}
