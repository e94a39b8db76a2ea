import Testing
import WriteOutLoud

@Suite struct CalibratorTests {
    private let bootstrap = Bootstrap(resamples: 100, seed: 9)

    /// Horizontal strokes separate at 70, vertical ones at 50; dots have only three labels.
    private func samples() -> [CalibrationSample] {
        var generator = SplitMix64(seed: 21)
        func sample(_ type: StrokeType?, boundary: Double) -> CalibrationSample {
            let score = Double.random(in: 0...100, using: &generator)
            let scores = DimensionScores(shape: score, direction: 90, position: 90, proportion: 90)
            return CalibrationSample(
                strokeType: type, accuracy: score, scores: scores, humanPass: score >= boundary,
                dimension: score >= boundary ? nil : .shape)
        }
        return (0..<200).map { _ in sample(.heng, boundary: 70) } + (0..<200).map { _ in sample(.shu, boundary: 50) }
            + [sample(.dian, boundary: 60), sample(.dian, boundary: 60), sample(.dian, boundary: 60)]
    }

    @Test func eachTypeWithEnoughLabelsGetsItsOwnThreshold() throws {
        let result = try Calibrator(bootstrap: bootstrap).calibrate(samples(), labelsFile: "l.csv")
        let calibration = result.calibration
        let heng = try #require(calibration.perTypeThresholds[.heng])
        let shu = try #require(calibration.perTypeThresholds[.shu])
        #expect(abs(heng - 70) < 1.5)
        #expect(abs(shu - 50) < 1.5)
        #expect(calibration.strokeTypes.map(\.type) == [.heng, .shu, .dian])
        #expect(try #require(calibration.strokeTypes.first { $0.type == .heng }?.estimate?.auc) == 1)
        #expect(Set(result.typeCurves.keys) == [.heng, .shu])
    }

    @Test func aTypeWithTooFewLabelsFallsBackToTheOverallThreshold() throws {
        let calibration = try Calibrator(bootstrap: bootstrap).calibrate(samples(), labelsFile: "l.csv").calibration
        let dot = try #require(calibration.strokeTypes.first { $0.type == .dian })
        #expect(dot.usesOverall)
        #expect(dot.threshold == calibration.passThreshold)
        #expect(calibration.perTypeThresholds[.dian] == nil)
        #expect(calibration.threshold(for: .dian) == calibration.passThreshold)
        #expect(calibration.threshold(for: .heng) != calibration.passThreshold)
    }

    @Test func untypedStrokesCountTowardsTheOverallThresholdOnly() throws {
        var generator = SplitMix64(seed: 4)
        let untyped = (0..<200).map { _ -> CalibrationSample in
            let score = Double.random(in: 0...100, using: &generator)
            return CalibrationSample(
                strokeType: nil, accuracy: score, scores: DimensionScores(shape: score, direction: 90, position: 90, proportion: 90),
                humanPass: score >= 30)
        }
        let typedOnly = try Calibrator(bootstrap: bootstrap).calibrate(samples(), labelsFile: "l.csv").calibration
        let mixed = try Calibrator(bootstrap: bootstrap).calibrate(samples() + untyped, labelsFile: "l.csv").calibration
        #expect(mixed.strokeTypes.map(\.type) == [.heng, .shu, .dian])
        #expect(mixed.strokeTypes.map(\.passes) == typedOnly.strokeTypes.map(\.passes))
        #expect(mixed.overall.passes == typedOnly.overall.passes + untyped.count { $0.humanPass })
        #expect(mixed.threshold(for: nil) == mixed.passThreshold)
    }

    @Test func overallEstimateCarriesIntervals() throws {
        let overall = try Calibrator(bootstrap: bootstrap).calibrate(samples(), labelsFile: "l.csv").calibration.overall
        let threshold = try #require(overall.thresholdInterval)
        let auc = try #require(overall.aucInterval)
        #expect(threshold.lower <= threshold.upper)
        #expect(auc.contains(overall.auc))
        #expect(overall.passes + overall.fails == 403)
        #expect(overall.auc > 0.9 && overall.auc < 1)
    }

    @Test func namedDimensionsAreChecked() throws {
        var horizontal = samples().filter { $0.strokeType == .heng }
        let failIndices = horizontal.indices.filter { !horizontal[$0].humanPass }
        for index in failIndices.prefix(5) { horizontal[index].dimension = .direction }
        let calibration = try Calibrator(bootstrap: bootstrap).calibrate(horizontal, labelsFile: "l.csv").calibration
        #expect(calibration.dimensions.map(\.dimension) == [.shape, .direction])
        #expect(calibration.dimensions.map(\.fails) == [failIndices.count - 5, 5])
        // Shape carries the whole score, so it separates the shape failures perfectly; direction is 90
        // for every stroke, so it cannot tell the direction failures apart at all.
        #expect(calibration.dimensions.map(\.auc) == [1, 0.5])
    }

    @Test func labelsOfOneVerdictOnlyAreRefused() {
        let all = samples().filter(\.humanPass)
        #expect(throws: CalibrationError.self) { try Calibrator(bootstrap: bootstrap).calibrate(all, labelsFile: "l.csv") }
    }

    @Test func joinNamesTheLabelThatDoesNotFit() throws {
        let report = TestReports.report(file: "/r/a.json", strokes: [.init(type: .heng, accuracy: 80), .init(type: .shu, accuracy: 30)])
        let labels = [
            CalibrationLabel(recording: "/r/a.json", strokeIndex: 1, humanPass: false, location: "line 2"),
            CalibrationLabel(recording: "/r/a.json", strokeIndex: 2, humanPass: true, location: "line 3"),
        ]
        let joined = try CalibrationSample.join(Array(labels.prefix(1)), with: ["/r/a.json": report], labelsFile: "l.csv")
        #expect(joined == [CalibrationSample(strokeType: .shu, accuracy: 30, scores: report.strokes[1].scores, humanPass: false)])
        #expect(
            throws: CalibrationError(
                file: "l.csv", field: "line 3, stroke index", problem: "is 2 but 十 has 2 strokes (0-based)")
        ) { try CalibrationSample.join(labels, with: ["/r/a.json": report], labelsFile: "l.csv") }
        #expect(throws: CalibrationError(file: "l.csv", field: "line 2, recording", problem: "/r/a.json was not analysed")) {
            try CalibrationSample.join(labels, with: [:], labelsFile: "l.csv")
        }
    }
}
