/// The cells both lesson renderers show for teachers' agreement with the engine, so text and HTML say the same.
enum AgreementCells {
    static let learnerHeading = "Teacher's verdicts against the engine's at the time"
    static let learnerHeader = [
        "dimension", "verdicts", "both pass", "both fail", "engine alone passes", "teacher alone passes", "kappa",
    ]

    /// Per dimension, the confusion table of the engine's verdicts against the teacher's, and kappa.
    static func learner(_ rows: [TeacherAgreement]) -> [[String]] {
        rows.map { row in
            let agreement = row.agreement
            return [row.dimension.rawValue]
                + [agreement.count, agreement.bothPass, agreement.bothFail, agreement.engineOnlyPass, agreement.teacherOnlyPass]
                .map(String.init) + [AgreementTable.kappaText(agreement.kappa)]
        }
    }

    static let calibrationHeading = "Active calibration, on teachers' verdicts held out of its fit"
    static let calibrationHeader = ["dimension", "verdicts", "kappa before", "kappa after"]

    static func calibration(_ rows: [HeldOutAgreement]) -> [[String]] {
        rows.map { row in
            [row.dimension.rawValue, String(row.before.count), AgreementTable.kappaText(row.before.kappa),
             row.after.map { AgreementTable.kappaText($0.kappa) } ?? "no threshold fitted"]
        }
    }
}
