import Foundation
import Testing

@testable import WriteOutLoud

@Suite struct FrequencyWarpTests {
    @Test(arguments: ["inverse_linear:0.9", "affine:1.1,-50.0", "piecewise_linear:0.9,4000.0", "piecewise_linear:1.15"])
    func readsWhatItWrites(text: String) throws {
        #expect(try FrequencyWarp(parsing: text).description == text)
    }

    @Test(arguments: [
        ("inverse_linear", "\"inverse_linear\" is not SHAPE:FACTOR[,PARAMETER]"),
        ("linear:0.9", "is not SHAPE:FACTOR"),
        ("inverse_linear:0.9,2", "inverse_linear takes one factor, got 2 parameters"),
        ("inverse_linear:nine", "\"nine\" is not a number"),
        ("inverse_linear:0.2", "inverse_linear factor 0.2 is outside 0.5–2.0"),
        ("affine:1,5000", "affine offset 5000.0 Hz is beyond ±1000.0 Hz"),
        ("piecewise_linear:0.9,9000", "piecewise_linear breakpoint 9000.0 Hz is not between 0 and 8000.0 Hz"),
        ("piecewise_linear:0.9,4000,1", "piecewise_linear takes a factor and at most one more parameter, got 3"),
        ("piecewise_linear:inf", "piecewise_linear parameters must be finite numbers"),
    ])
    func refusesWhatPocketSphinxCannotUseWithTheReason(text: String, problem: String) {
        let error = #expect(throws: SpeechError.self) { try FrequencyWarp(parsing: text) }
        #expect(error?.subject == "frequencyWarp")
        #expect(error?.problem.contains(problem) == true, "\(String(describing: error))")
    }

    @Test func decodingRefusesAnInvalidWarp() {
        let json = Data(#"{"shape":"inverse_linear","parameters":[3]}"#.utf8)
        #expect(throws: SpeechError.self) { try JSONDecoder().decode(FrequencyWarp.self, from: json) }
    }

    /// The cepstra the decoder's front end gives the fixture clip, with `warp`.
    static func features(_ warp: FrequencyWarp?) throws -> [Float] {
        var configuration = RecognizerConfiguration(modelsDirectory: Repository.models)
        configuration.decoder.frequencyWarp = warp
        return try SpeechRecognizer(configuration: configuration)
            .features(of: try SpeechFixtures.clip("horizontal-vertical-dot")).values
    }

    /// PocketSphinx keeps warp parameters in static variables and skips a string equal to the last it read, even
    /// after a decoder without a warp reset them; a warp must reach every decoder given it, in any order.
    @Test func theWarpReachesEveryDecoderGivenIt() throws {
        let warp = try FrequencyWarp(.inverseLinear, [0.8])
        let warped = try Self.features(warp)
        let plain = try Self.features(nil)
        #expect(warped != plain)
        #expect(try Self.features(warp) == warped)
        #expect(try Self.features(nil) == plain)
        #expect(try Self.features(try FrequencyWarp(.inverseLinear, [1])) == plain)
    }

    @Test func theMandarinCompanionHearsWithTheSameWarp() throws {
        var configuration = RecognizerConfiguration(modelsDirectory: Repository.models)
        configuration.decoder.frequencyWarp = try FrequencyWarp(.piecewiseLinear, [0.9, 4000])
        let companion = try #require(configuration.withMandarinCompanion().companions.first)
        #expect(companion.decoder.frequencyWarp == configuration.decoder.frequencyWarp)
    }
}
