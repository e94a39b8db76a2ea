import Foundation
import Testing

@testable import WriteOutLoud

/// The calibration file must change the stroke analyzer's verdicts, and only where it should.
@Suite struct CalibrationConfigurationTests {
    private func estimate(threshold: Double) -> ThresholdEstimate {
        ThresholdEstimate(
            passes: 20, fails: 20, auc: 0.9, aucInterval: nil, threshold: threshold, thresholdInterval: nil,
            truePositiveRate: 0.9, falsePositiveRate: 0.1)
    }

    /// Horizontal strokes must be near perfect; vertical ones had too few labels and use the overall 10.
    private var calibration: Calibration {
        Calibration(
            rule: .youden, minimumPerVerdict: 10, bootstrap: Bootstrap(resamples: 0), weights: .original,
            overall: estimate(threshold: 10),
            strokeTypes: [
                StrokeTypeThreshold(type: .heng, passes: 20, fails: 20, estimate: estimate(threshold: 99.99), threshold: 99.99),
                StrokeTypeThreshold(type: .shu, passes: 2, fails: 1, estimate: nil, threshold: 10),
            ],
            dimensions: [])
    }

    @Test func appliesThresholdsAndWeightsAndKeepsTheRest() {
        var base = StrokeAnalyzerConfiguration.default
        base.matchFloor = 33
        let applied = calibration.applied(to: base)
        #expect(applied.passThreshold == 10)
        #expect(applied.perTypeThresholds == [.heng: 99.99])
        #expect(applied.weights == .original)
        #expect(applied.matchFloor == 33)
        #expect(applied.tolerances == base.tolerances)
    }

    @Test func theLoadedFileChangesVerdictsOfCalibratedTypesOnly() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cal-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        try calibration.encoded().write(to: url)
        let loaded = try Calibration.load(url)

        // A slightly shaky 十: both strokes pass by default, but neither is perfect.
        let template = try StrokeFixtures.template("十")
        let paths = template.strokes.map { stroke in
            stroke.points.enumerated().map { index, point in Point(x: point.x, y: point.y + (index.isMultiple(of: 2) ? 6 : -6)) }
        }
        let ink = StrokeFixtures.ink(paths)
        let before = StrokeAnalyzer().analyze(ink, against: template)
        let after = StrokeAnalyzer(configuration: loaded.applied()).analyze(ink, against: template)

        let types = template.strokes.map(\.type)
        let horizontal = try #require(types.firstIndex(of: .heng))
        let vertical = try #require(types.firstIndex(of: .shu))
        #expect(before.strokes.allSatisfy { $0.passed }, "\(before.strokes.map(\.accuracy))")
        #expect(after.strokes[horizontal].accuracy < 99.99)
        #expect(!after.strokes[horizontal].passed)
        #expect(after.strokes[vertical].passed)
    }
}
