import Foundation
import WriteOutLoud

/// A learner's voice kept in the progress store, made ready for the run in a temporary folder: their own model
/// (the acoustic model with the MAP means the server fitted, ``StoredLearnerModel``) when it is kept and fits the
/// model the run decodes with, else a copy of their speaker transform (`wol enroll --store --learner`):
/// PocketSphinx reads models and transforms only from files.
struct StoredVoice {
    /// The copy of the transform; nil when the learner has not enrolled or their own model is used.
    let file: URL?
    /// The learner model folder to decode with in place of the acoustic model; nil when there is none.
    let learnerModel: URL?
    private let folder: URL

    /// Reads `learner`'s voice from `store` and writes what the run needs to a temporary folder.
    /// - Parameter acousticModel: the model the run decodes with; a transform fitted to another one is refused,
    ///   and a learner model fitted to another one is passed over for the transform.
    /// - Throws: ``CLIError/setup(_:)`` naming the store when it cannot be read, the transform was fitted to
    ///   another acoustic model, or the files cannot be written.
    init(learner: String, store: any ProgressStore, acousticModel: String) async throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("wol-voice-\(UUID().uuidString)")
        let stored: StoredSpeakerTransform?
        let ownModel: StoredLearnerModel?
        do {
            stored = try await store.speakerTransform(learner: learner)
            ownModel = try await store.learnerModel(learner: learner)
        } catch {
            throw CLIError.setup(error.description)
        }
        guard let stored else {
            (file, learnerModel) = (nil, nil)
            return
        }
        let model = URL(fileURLWithPath: acousticModel).standardizedFileURL
        guard URL(fileURLWithPath: stored.acousticModel).standardizedFileURL == model else {
            throw CLIError.setup(
                "\(store.location): learner \(learner)'s speaker transform was fitted to \(stored.acousticModel), "
                    + "not to \(acousticModel) (--model)")
        }
        if let ownModel, URL(fileURLWithPath: ownModel.acousticModel).standardizedFileURL == model,
            let means = try await Self.means(of: learner, ownModel, in: store)
        {
            do {
                learnerModel = try LearnerModelFolder(base: model, cache: folder).build(means)
            } catch {
                throw CLIError.setup("\(store.location): learner \(learner)'s own model: \(error)")
            }
            file = nil
            return
        }
        let copy = folder.appendingPathComponent("voice.mllr")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try stored.text.write(to: copy, atomically: true, encoding: .utf8)
        } catch {
            throw CLIError.setup("\(copy.path): cannot be written: \(error.localizedDescription)")
        }
        (file, learnerModel) = (copy, nil)
    }

    /// Which voice the run hears the learner with.
    var heardWith: SpeechVoice {
        learnerModel != nil ? .learnerModel : file != nil ? .learner : .standard
    }

    /// Deletes the temporary files.
    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }

    private static func means(
        of learner: String, _ model: StoredLearnerModel, in store: any ProgressStore
    ) async throws -> LearnerMeans? {
        do {
            return try await store.learnerModelMeans(learner: learner, digest: model.meansDigest)
        } catch {
            throw CLIError.setup(error.description)
        }
    }
}
