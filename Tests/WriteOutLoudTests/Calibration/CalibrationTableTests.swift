import Testing
import WriteOutLoud

@Suite struct CalibrationTableTests {
    @Test func showsEachTypeAndSaysWhichFallBack() throws {
        let samples = (0..<40).map { index in
            CalibrationSample(strokeType: .heng, accuracy: Double(index) * 2.5, scores: .zero, humanPass: index >= 28)
        } + [CalibrationSample(strokeType: .dian, accuracy: 90, scores: .zero, humanPass: true, dimension: nil)]
        let calibration = try Calibrator(bootstrap: Bootstrap(resamples: 10)).calibrate(samples, labelsFile: "l").calibration
        let lines = CalibrationTable.render(calibration).split(separator: "\n").map(String.init)
        #expect(lines[0] == "Rule: max Youden J; a stroke type needs 10 labels of each verdict for its own threshold.")
        #expect(lines.contains { $0.hasPrefix("overall") && $0.contains("1.000") })
        // The horizontal boundary lies between 67.5 (fail) and 70 (pass).
        #expect(lines.contains { $0.hasPrefix("横 héng") && $0.contains("68.8") })
        #expect(lines.contains { $0.hasPrefix("点 diǎn") && $0.contains("*") })
        #expect(lines.contains("* too few labels for a threshold of its own; uses the overall threshold: 点 diǎn."))
    }
}
