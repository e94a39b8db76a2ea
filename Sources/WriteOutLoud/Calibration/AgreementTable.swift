import Foundation

/// The engine's agreement with teachers on held-out verdicts, as `wol calibrate --store` prints it: per
/// dimension, the engine's verdicts at the time ("before") and, for drawing, the new thresholds' ("after").
public enum AgreementTable {
    public static func render(_ samples: StoredVerdictSamples, calibration: Calibration) -> String {
        var rows: [(String, Agreement)] = [
            ("drawing, before", samples.agreementBefore(.drawing)),
            ("drawing, after", samples.drawingAgreement(with: calibration)),
        ]
        rows += [VerdictDimension.name, .timing].map { ("\($0.rawValue) (no threshold fitted)", samples.agreementBefore($0)) }
        var lines = [
            "Agreement with teachers on \(samples.heldOut.count) held-out verdicts:",
            "| dimension | verdicts | both pass | both fail | engine alone passes | teacher alone passes | kappa |",
            "|---|---:|---:|---:|---:|---:|---:|",
        ]
        for (name, agreement) in rows {
            let kappa = agreement.kappa.map { String(format: "%.2f", $0) } ?? "–"
            let counts = [agreement.count, agreement.bothPass, agreement.bothFail, agreement.engineOnlyPass,
                          agreement.teacherOnlyPass].map(String.init)
            lines.append("| \(name) | " + counts.joined(separator: " | ") + " | \(kappa) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
