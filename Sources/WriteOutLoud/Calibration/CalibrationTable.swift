import Foundation

/// The calibration as a plain-text table for a terminal: one row overall, one per stroke type.
public enum CalibrationTable {
    public static func render(_ calibration: Calibration) -> String {
        var lines = ["Rule: \(calibration.rule.summary); a stroke type needs \(calibration.minimumPerVerdict) labels of each verdict for its own threshold."]
        lines.append(
            "Intervals: \(percent(calibration.bootstrap.level)) percentile bootstrap, \(calibration.bootstrap.resamples) resamples, seed \(calibration.bootstrap.seed).")
        lines.append("")
        let header = ["stroke", "pass", "fail", "AUC", "AUC interval", "threshold", "interval", "TPR", "FPR"]
        var rows = [row("overall", calibration.overall.passes, calibration.overall.fails, calibration.overall)]
        var fallbacks: [String] = []
        for entry in calibration.strokeTypes {
            let name = "\(entry.type.name) \(entry.type.pinyin)"
            if let estimate = entry.estimate {
                rows.append(row(name, entry.passes, entry.fails, estimate))
            } else {
                rows.append(
                    [name, String(entry.passes), String(entry.fails), "—", "—", fixed(entry.threshold) + "*", "—", "—", "—"])
                fallbacks.append(name)
            }
        }
        lines += TextTable.lines([header] + rows)
        if !fallbacks.isEmpty {
            lines.append("")
            lines.append(
                "* too few labels for a threshold of its own; uses the overall threshold: \(fallbacks.joined(separator: ", ")).")
        }
        if !calibration.dimensions.isEmpty {
            lines.append("")
            lines.append("Dimensions people named for failed strokes (AUC of that dimension's score, those fails against all passes):")
            for check in calibration.dimensions {
                lines.append("  \(check.dimension.rawValue): \(check.fails) fail\(check.fails == 1 ? "" : "s"), AUC \(check.auc.map { String(format: "%.3f", $0) } ?? "—")")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func row(_ name: String, _ passes: Int, _ fails: Int, _ estimate: ThresholdEstimate) -> [String] {
        [
            name, String(passes), String(fails), String(format: "%.3f", estimate.auc),
            estimate.aucInterval.map { "\(String(format: "%.3f", $0.lower))–\(String(format: "%.3f", $0.upper))" } ?? "—",
            fixed(estimate.threshold),
            estimate.thresholdInterval.map { "\(fixed($0.lower))–\(fixed($0.upper))" } ?? "—",
            percent(estimate.truePositiveRate), percent(estimate.falsePositiveRate),
        ]
    }

    private static func fixed(_ value: Double) -> String { String(format: "%.1f", value) }
    private static func percent(_ share: Double) -> String { String(format: "%.0f%%", share * 100) }
}
