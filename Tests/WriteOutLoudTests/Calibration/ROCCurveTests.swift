import Testing
import WriteOutLoud

@Suite struct ROCCurveTests {
    private func scores(passes: [Double], fails: [Double]) -> [LabelledScore] {
        passes.map { LabelledScore(score: $0, humanPass: true) } + fails.map { LabelledScore(score: $0, humanPass: false) }
    }

    @Test func areaIsTheShareOfCorrectlyOrderedPairs() throws {
        let curve = ROCCurve(scores(passes: [90, 80, 60], fails: [70, 50]))
        // 5 of the 6 pass–fail pairs have the pass scoring higher.
        let area = try #require(curve.area)
        #expect(abs(area - 5.0 / 6.0) < 1e-12)
        #expect(curve.positives == 3)
        #expect(curve.negatives == 2)
    }

    @Test func tiesCountHalf() throws {
        let curve = ROCCurve(scores(passes: [50, 50], fails: [50]))
        #expect(try #require(curve.area) == 0.5)
    }

    @Test func perfectAndInvertedSeparation() throws {
        #expect(try #require(ROCCurve(scores(passes: [80, 90], fails: [10, 20])).area) == 1)
        #expect(try #require(ROCCurve(scores(passes: [10, 20], fails: [80, 90])).area) == 0)
    }

    @Test func runsFromNothingPassedToEverythingPassed() throws {
        let curve = ROCCurve(scores(passes: [90, 80, 60], fails: [70, 50]))
        let first = try #require(curve.points.first)
        let last = try #require(curve.points.last)
        #expect(first.truePositiveRate == 0 && first.falsePositiveRate == 0)
        #expect(first.threshold > 90)
        #expect(last.truePositiveRate == 1 && last.falsePositiveRate == 1)
        #expect(last.threshold == 50)
        for (a, b) in zip(curve.points, curve.points.dropFirst()) {
            #expect(b.threshold < a.threshold)
            #expect(b.truePositiveRate >= a.truePositiveRate)
            #expect(b.falsePositiveRate >= a.falsePositiveRate)
        }
    }

    @Test func thresholdsLieHalfwayBetweenNeighbouringScores() {
        let curve = ROCCurve(scores(passes: [90, 80], fails: [70]))
        #expect(curve.points.map(\.threshold) == [Double(90).nextUp, 85, 75, 70])
    }

    @Test func oneSidedLabelsHaveNoArea() {
        #expect(ROCCurve(scores(passes: [1, 2], fails: [])).area == nil)
        #expect(ROCCurve([]).area == nil)
    }

    @Test func nonFiniteScoresAreIgnored() {
        let curve = ROCCurve(scores(passes: [80, .nan], fails: [20, .infinity]))
        #expect(curve.positives == 1)
        #expect(curve.negatives == 1)
        #expect(curve.area == 1)
    }
}
