import Foundation

/// The engine's agreement with teachers on held-out verdicts, as `wol calibrate --store` prints it: per
/// dimension, the engine's verdicts at the time ("before") and, for drawing, the new thresholds' ("after").
public enum AgreementTable {
    /// - Parameters:
    ///   - rows: per dimension, as ``StoredVerdictSamples/heldOutAgreement(with:)`` gives them.
    ///   - heldOutCount: the held-out verdicts they were counted on.
    public static func render(_ rows: [HeldOutAgreement], heldOutCount: Int) -> String {
        var lines = [
            "Agreement with teachers on \(heldOutCount) held-out verdicts:",
            "| dimension | verdicts | both pass | both fail | engine alone passes | teacher alone passes | kappa |",
            "|---|---:|---:|---:|---:|---:|---:|",
        ]
        for row in rows {
            let named: [(String, Agreement)] = row.after.map {
                [("\(row.dimension.rawValue), before", row.before), ("\(row.dimension.rawValue), after", $0)]
            } ?? [("\(row.dimension.rawValue) (no threshold fitted)", row.before)]
            for (name, agreement) in named {
                let counts = [agreement.count, agreement.bothPass, agreement.bothFail, agreement.engineOnlyPass,
                              agreement.teacherOnlyPass].map(String.init)
                lines.append("| \(name) | " + counts.joined(separator: " | ") + " | \(kappaText(agreement.kappa)) |")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Kappa with two decimals, or `–` where it is undefined.
    public static func kappaText(_ kappa: Double?) -> String {
        kappa.map { String(format: "%.2f", $0) } ?? "–"
    }
}
