import Foundation

/// Where learners' attempts are kept for lesson reports: a SQLite file on one machine
/// (``SQLiteProgressStore``, the default) or a PostgreSQL database that several servers share
/// (``PostgresProgressStore``). Both hold the same tables, brought up to date by the same migration steps
/// (``StoreSchema``). Each is also the ``ClassRoster`` of who may do what and keeps teachers' verdicts
/// (``VerdictStore``), the calibration fitted to them (``CalibrationStore``) and, for the server's attempts in a
/// learner's name only, the recording and voice their teacher replays (``ReplayStore``), and who lends their voice
/// to train the acoustic model (``VoiceConsentStore``).
///
/// Each attempt is written in one transaction and keyed by its recording path and content hash, so a batch
/// stopped halfway leaves only whole attempts behind, running it again adds only the rest, and an attempt
/// uploaded twice, to one server or to two, is stored once.
public protocol ProgressStore: ClassRoster, VerdictStore, CalibrationStore, ReplayStore, VoiceConsentStore {
    /// The store as the user named it (a file, or a URL without its password), for messages.
    var location: String { get }

    /// Whether this recording, unchanged, is already stored; a batch can skip analysing it.
    /// - Throws: ``StoreError`` when the store cannot be read.
    func contains(recording: Recording, recordingPath: String) async throws(StoreError) -> Bool

    /// Stores an analysed attempt, unless the same recording (path and content) is stored already.
    /// - Parameters:
    ///   - report: the analysis.
    ///   - recording: the recording analysed (its learner, time and content hash are kept; its ink and
    ///     audio only through ``ReplayStore/saveReplay(_:attempt:)``).
    ///   - recordingPath: the recording file as the user named it.
    ///   - analysedAt: the time to record when the recording does not say when it was made.
    /// - Throws: ``StoreError``; on error nothing of the attempt is stored.
    @discardableResult
    func record(_ report: AnalysisReport, recording: Recording, recordingPath: String, analysedAt: Date)
        async throws(StoreError) -> RecordOutcome

    /// Every stored attempt, oldest first, optionally of one learner only.
    /// - Throws: ``StoreError`` when the store cannot be read or holds a value this engine does not know.
    func attempts(learner: String?) async throws(StoreError) -> [LessonAttempt]

    /// How many attempts are stored.
    /// - Throws: ``StoreError`` when the store cannot be read.
    func attemptCount() async throws(StoreError) -> Int

    /// Keeps `transform` as the learner's speaker transform, replacing an earlier one; their learner model, fitted
    /// to an earlier reading, is deleted with it.
    /// - Throws: ``StoreError`` when the store cannot be written.
    func saveSpeakerTransform(_ transform: StoredSpeakerTransform, learner: String) async throws(StoreError)

    /// The learner's speaker transform, or nil when they have not enrolled.
    /// - Throws: ``StoreError`` when the store cannot be read.
    func speakerTransform(learner: String) async throws(StoreError) -> StoredSpeakerTransform?

    /// Forgets the learner's speaker transform and learner model; later attempts are decoded with the standard
    /// model.
    /// - Returns: whether there was a transform.
    /// - Throws: ``StoreError`` when the store cannot be written.
    func deleteSpeakerTransform(learner: String) async throws(StoreError) -> Bool

    /// Keeps `means` (a MAP-adapted means file of `acousticModel`) as the learner's model, replacing an earlier
    /// one, but only while the learner's speaker transform is still `transform`: a model fitted after a transform
    /// that was since replaced or forgotten belongs to a reading the learner no longer stands by.
    /// - Returns: the model kept, or nil when it was not kept because the transform changed.
    /// - Throws: ``StoreError`` when the store cannot be written.
    func saveLearnerModel(
        _ means: LearnerMeans, acousticModel: String, learner: String, fittedAfter transform: String
    ) async throws(StoreError) -> StoredLearnerModel?

    /// The learner's model (without its means), or nil when none is kept.
    /// - Throws: ``StoreError`` when the store cannot be read.
    func learnerModel(learner: String) async throws(StoreError) -> StoredLearnerModel?

    /// The learner model's means file, or nil when the learner's model is no longer the one named by `digest`.
    /// - Throws: ``StoreError`` when the store cannot be read.
    func learnerModelMeans(learner: String, digest: String) async throws(StoreError) -> LearnerMeans?

    /// Lets go of the store's connections; the store is not used afterwards.
    func close() async
}

extension ProgressStore {
    /// Stores an attempt analysed now, unless it is stored already.
    /// - Throws: ``StoreError``; on error nothing of the attempt is stored.
    @discardableResult
    public func record(_ report: AnalysisReport, recording: Recording, recordingPath: String)
        async throws(StoreError) -> RecordOutcome
    {
        try await record(report, recording: recording, recordingPath: recordingPath, analysedAt: Date())
    }

    /// Every stored attempt of every learner, oldest first.
    /// - Throws: ``StoreError`` when the store cannot be read.
    public func attempts() async throws(StoreError) -> [LessonAttempt] {
        try await attempts(learner: nil)
    }
}
