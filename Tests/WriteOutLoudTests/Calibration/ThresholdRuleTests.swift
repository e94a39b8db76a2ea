import Foundation
import Testing
import WriteOutLoud

@Suite struct ThresholdRuleTests {
    @Test func youdenRecoversTheBoundaryOfSeparatedScores() throws {
        var generator = SplitMix64(seed: 7)
        let samples = (0..<500).map { _ in
            let score = Double.random(in: 0...100, using: &generator)
            return LabelledScore(score: score, humanPass: score >= 70)
        }
        let point = try #require(ThresholdRule.youden.select(on: ROCCurve(samples)))
        #expect(abs(point.threshold - 70) < 0.5)
        #expect(point.truePositiveRate == 1)
        #expect(point.falsePositiveRate == 0)
    }

    @Test func youdenRecoversTheCrossingOfTwoEqualNormals() throws {
        // Equal spreads: J is largest where the two densities cross, halfway between the means.
        let samples = SyntheticScores.twoNormals(count: 4000, passMean: 80, failMean: 50, deviation: 10, seed: 3)
        let point = try #require(ThresholdRule.youden.select(on: ROCCurve(samples)))
        #expect(abs(point.threshold - 65) < 2.5)
    }

    @Test func falseAcceptTargetIsMetAndNearTheTheoreticalQuantile() throws {
        // 5 % of N(50, 10) lies above 50 + 1.645 · 10.
        let samples = SyntheticScores.twoNormals(count: 4000, passMean: 80, failMean: 50, deviation: 10, seed: 4)
        let point = try #require(ThresholdRule.falseAcceptRate(0.05).select(on: ROCCurve(samples)))
        #expect(point.falsePositiveRate <= 0.05)
        #expect(abs(point.threshold - 66.45) < 1.5)
    }

    @Test func aStricterTargetGivesAHigherThreshold() throws {
        let curve = ROCCurve(SyntheticScores.twoNormals(count: 500, passMean: 75, failMean: 55, deviation: 10, seed: 5))
        let loose = try #require(ThresholdRule.falseAcceptRate(0.2).select(on: curve))
        let strict = try #require(ThresholdRule.falseAcceptRate(0.01).select(on: curve))
        #expect(strict.threshold > loose.threshold)
        #expect(strict.falsePositiveRate <= 0.01)
    }

    @Test func codesAsNamedObjects() throws {
        for rule in [ThresholdRule.youden, .falseAcceptRate(0.05)] {
            let data = try JSONEncoder().encode(rule)
            #expect(try JSONDecoder().decode(ThresholdRule.self, from: data) == rule)
        }
        let bad = Data(#"{"name":"falseAcceptRate","target":5}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(ThresholdRule.self, from: bad) }
    }
}
