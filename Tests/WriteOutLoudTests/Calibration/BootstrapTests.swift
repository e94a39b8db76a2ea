import Testing
import WriteOutLoud

@Suite struct BootstrapTests {
    private let samples = SyntheticScores.twoNormals(count: 300, passMean: 75, failMean: 55, deviation: 10, seed: 11)

    @Test func theSameSeedGivesTheSameInterval() {
        let bootstrap = Bootstrap(resamples: 200, seed: 42)
        let statistic: ([LabelledScore]) -> Double? = { ROCCurve($0).area }
        #expect(bootstrap.intervals(of: samples, statistics: [statistic]) == bootstrap.intervals(of: samples, statistics: [statistic]))
        let other = Bootstrap(resamples: 200, seed: 43).intervals(of: samples, statistics: [statistic])
        #expect(other != bootstrap.intervals(of: samples, statistics: [statistic]))
    }

    @Test func theAUCIntervalHoldsTheEstimateAndTheTruth() throws {
        // Two normals 2 deviations apart: true AUC = Φ(2 / √2) ≈ 0.921.
        let interval = try #require(
            Bootstrap(resamples: 300, seed: 1).intervals(of: samples, statistics: [{ ROCCurve($0).area }])[0])
        let estimate = try #require(ROCCurve(samples).area)
        #expect(interval.contains(estimate))
        #expect(interval.contains(0.921))
        #expect(interval.upper - interval.lower < 0.1)
        #expect(interval.level == 0.95)
    }

    @Test func resamplesKeepBothVerdicts() {
        let few = [LabelledScore(score: 90, humanPass: true), LabelledScore(score: 10, humanPass: false)]
        let counts = Bootstrap(resamples: 50, seed: 2).intervals(
            of: few, statistics: [{ Double(ROCCurve($0).positives) }, { Double(ROCCurve($0).negatives) }])
        #expect(counts.map { $0?.lower } == [1, 1])
        #expect(counts.map { $0?.upper } == [1, 1])
    }

    @Test func noResamplesNoInterval() {
        #expect(Bootstrap(resamples: 0).intervals(of: samples, statistics: [{ _ in 1 }]) == [nil])
    }
}
