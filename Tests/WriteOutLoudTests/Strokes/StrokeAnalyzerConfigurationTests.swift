import Foundation
import Testing
@testable import WriteOutLoud

@Suite struct StrokeAnalyzerConfigurationTests {
    @Test func roundTripsThroughJSONWithTypeNamesAsKeys() throws {
        var configuration = StrokeAnalyzerConfiguration.default
        configuration.perTypeThresholds = [.dian: 55, .hengzhegou: 70]
        let data = try JSONEncoder().encode(configuration)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("\"dian\":55"))
        #expect(try JSONDecoder().decode(StrokeAnalyzerConfiguration.self, from: data) == configuration)
        #expect(configuration.threshold(for: .dian) == 55)
        #expect(configuration.threshold(for: .heng) == configuration.passThreshold)
    }

    @Test func unknownTypeNameIsRejected() {
        let json = #"{"weights":{"shape":1,"direction":1,"position":1,"proportion":1},"passThreshold":70,"perTypeThresholds":{"zigzag":50}}"#
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(StrokeAnalyzerConfiguration.self, from: Data(json.utf8))
        }
    }

    @Test func weightsCombineAsAWeightedGeometricMean() {
        let scores = DimensionScores(shape: 100, direction: 100, position: 25, proportion: 100)
        #expect(abs(DimensionWeights(shape: 1, direction: 1, position: 2, proportion: 0).combine(scores) - 50) < 1e-9)
        #expect(DimensionWeights(shape: 0, direction: 0, position: 0, proportion: 0).combine(scores) == 0)
        #expect(abs(DimensionWeights.original.combine(scores) - 100 * pow(0.25, 0.25)) < 1e-9)
    }

    @Test func oneFailedDimensionSinksTheStroke() {
        let backwards = DimensionScores(shape: 100, direction: 0, position: 100, proportion: 100)
        #expect(DimensionWeights.default.combine(backwards) < 40)
        #expect(DimensionWeights.default.combine(DimensionScores(shape: 100, direction: 100, position: 100, proportion: 100)) == 100)
    }
}
