import ArgumentParser

/// `wol labels`: teachers' verdicts in and out of the progress store, as the label CSV `wol calibrate` reads.
struct Labels: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Export teachers' drawing verdicts from the store as calibration labels, or import labels as verdicts.",
        discussion: """
            The CSV has the columns `wol calibrate` reads (recording, stroke_index, verdict, dimension) and the \
            store's own beside them (attempt, learner, character, teacher, given_at, engine_verdict, \
            engine_score, note, engine_version); see docs/calibration.md. Exit status: 0 done; 1 a label cannot \
            be used (one line each on stderr); 3 the store or a file cannot be used; 64 the command line is wrong.
            """,
        subcommands: [LabelsExport.self, LabelsImport.self]
    )
}
