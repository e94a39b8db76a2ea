/// The progress store's migration steps, in order, shared by both stores: each store applies a step's SQL in
/// its own dialect and records the step's identifier (in `grdb_migrations`), so a store of an older engine is
/// brought up to date when it is opened. Steps are never edited once released; a newer engine adds steps.
enum StoreSchema {
    static let v1 = "v1: learners, characters, attempts, stroke verdicts, issues"
    static let v2 = "v2: stroke verdicts without a named type (Latin cursive strokes)"
    static let speakerTransforms = "speaker transforms: one per learner (wol enroll)"
    static let classes = "classes: teachers, learners' practice links, teacher sessions"
    static let teacherVerdicts = "teacher verdicts: a teacher's pass or fail per stroke and dimension"
    static let calibrations = "calibrations: thresholds fitted to teachers' verdicts, one active"
    static let replays = "replays: a learner's attempt's recording and voice, for their teacher to replay"
    static let learnerModels = "learner models: MAP-adapted means, one per learner (PUT /api/v1/voice)"
    static let voiceConsent = "voice consent: a learner's consent to lend their voice, and replays' heard words with times"

    /// Every step this engine knows, oldest first.
    static let steps = [v1, v2, speakerTransforms, classes, teacherVerdicts, calibrations, replays, learnerModels, voiceConsent]

    /// Refuses a store that a newer engine has migrated further than this one can read.
    /// - Parameter applied: the identifiers of the steps the store records as applied.
    /// - Throws: ``StoreError`` naming the first unknown step.
    static func ensureKnown(_ applied: some Sequence<String>, store: String) throws(StoreError) {
        if let unknown = applied.first(where: { !steps.contains($0) }) {
            throw StoreError(
                file: store, field: "database",
                problem: "was brought up to date by a newer wol (schema step \"\(unknown)\" is unknown here); "
                    + "use that version or a newer one")
        }
    }
}
