import Foundation
import Testing

@testable import WriteOutLoud

/// The searched samples one recording's decoders share (``SearchedSamples``).
@Suite struct SearchedSamplesTests {
    @Test func theSameAudioAndSettingsAreMadeOnce() throws {
        let clip = try SpeechFixtures.clip("vertical").samples
        let shared = SearchedSamples()
        let first = shared.of(clip, parameters: DecoderParameters())
        let again = shared.of(clip, parameters: DecoderParameters())
        #expect(first == StrokeNameDecoder.searchedSamples(clip, parameters: DecoderParameters()))
        #expect(again == first)
        #expect(shared.count == 1)
    }

    @Test func otherSettingsGetTheirOwnSamples() throws {
        let clip = try SpeechFixtures.clip("vertical").samples
        let shared = SearchedSamples()
        _ = shared.of(clip, parameters: DecoderParameters())
        var louderFloor = DecoderParameters()
        louderFloor.noiseFloorDBFS = -45
        var unsuppressed = DecoderParameters()
        unsuppressed.suppressNoise = false
        for parameters in [louderFloor, unsuppressed] {
            #expect(shared.of(clip, parameters: parameters) == StrokeNameDecoder.searchedSamples(clip, parameters: parameters))
        }
        #expect(shared.count == 3)
    }

    @Test func otherAudioGetsItsOwnSamples() throws {
        let clip = try SpeechFixtures.clip("vertical").samples
        let quieter = clip.map { $0 * 0.5 }
        let shared = SearchedSamples()
        _ = shared.of(clip, parameters: DecoderParameters())
        #expect(shared.of(quieter, parameters: DecoderParameters())
            == StrokeNameDecoder.searchedSamples(quieter, parameters: DecoderParameters()))
        #expect(shared.count == 2)
    }
}
