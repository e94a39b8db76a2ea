import Foundation
import WriteOutLoud

/// A learner's speaker transform kept in the progress store (`wol enroll --store --learner`), copied into a
/// temporary file for the run: PocketSphinx reads transforms only from files.
struct StoredVoice {
    /// The temporary copy; nil when the learner has not enrolled.
    let file: URL?

    /// Reads `learner`'s transform from `store` and writes it to a temporary file.
    /// - Parameter acousticModel: the model the run decodes with; a transform fitted to another one is refused.
    /// - Throws: ``CLIError/setup(_:)`` naming the store when it cannot be read, the transform was fitted to
    ///   another acoustic model, or the copy cannot be written.
    init(learner: String, store: any ProgressStore, acousticModel: String) async throws {
        let stored: StoredSpeakerTransform?
        do {
            stored = try await store.speakerTransform(learner: learner)
        } catch {
            throw CLIError.setup(error.description)
        }
        guard let stored else {
            file = nil
            return
        }
        let fitted = URL(fileURLWithPath: stored.acousticModel).standardizedFileURL
        guard fitted == URL(fileURLWithPath: acousticModel).standardizedFileURL else {
            throw CLIError.setup(
                "\(store.location): learner \(learner)'s speaker transform was fitted to \(stored.acousticModel), "
                    + "not to \(acousticModel) (--model)")
        }
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("wol-voice-\(UUID().uuidString).mllr")
        do {
            try stored.text.write(to: copy, atomically: true, encoding: .utf8)
        } catch {
            throw CLIError.setup("\(copy.path): cannot be written: \(error.localizedDescription)")
        }
        file = copy
    }

    /// Deletes the temporary copy.
    func remove() {
        if let file { try? FileManager.default.removeItem(at: file) }
    }
}
