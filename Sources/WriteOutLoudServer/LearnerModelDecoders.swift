import Foundation
import Synchronization
import WriteOutLoud

/// Decoders for learners' own models (MLLR then MAP means, ``StoredLearnerModel``), kept between attempts: loading
/// one costs about 0.2 s, so the models of the learners practising lately stay loaded, and the least recently used
/// are let go past ``capacity``, their folders with them.
///
/// A decoder is lent inside an engine slot (``EngineSlot/run(voice:models:_:)``), so learner-model decodes count
/// among the pool's engines and at most one is lent per slot; at most one idle decoder is kept per model, and
/// models not lent are let go past ``capacity``.
final class LearnerModelDecoders: Sendable {
    /// The server's recognisers' configuration (nil: no speech model, no learner models).
    let configuration: RecognizerConfiguration?
    /// Most learner models kept loaded while idle.
    let capacity: Int
    let folders: LearnerModelFolder?

    /// One learner model's folder and decoders, most recently used last in ``entries``.
    private struct Entry {
        var digest: String
        var idle: LearnerDecoder?
        var lent = 0
    }

    private let entries = Mutex<[Entry]>([])

    /// - Parameters:
    ///   - configuration: the recognisers' whose main model learner models replace.
    ///   - capacity: most learner models kept loaded while idle.
    ///   - cache: where learner model folders are built; deleted with this object.
    init(configuration: RecognizerConfiguration?, capacity: Int, cache: URL) {
        self.configuration = configuration
        self.capacity = capacity
        folders = configuration.map { LearnerModelFolder(base: $0.acousticModel, cache: cache) }
    }

    deinit { removeCache() }

    /// Deletes the cache folder with every learner model built in it. The server calls it when it stops, not
    /// waiting for this object to go: a connection or session still under way may hold the engine past that, and
    /// the process can end first, leaving the folder in the temporary directory. A model lent later is built again.
    func removeCache() {
        if let folders { try? FileManager.default.removeItem(at: folders.cache) }
    }

    /// Whether a decoder can be lent for `digest` without the means: its folder is built.
    func isBuilt(digest: String) -> Bool { folders?.isBuilt(digest: digest) ?? false }

    /// Lends a decoder of the learner model named `digest`: an idle one, else one loaded now (building the
    /// model's folder from `means` when it is not built). Blocks while loading: call it on an engine slot's thread.
    /// - Throws: ``EnrollmentError`` when the folder cannot be built (or `means` are needed and not given),
    ///   ``SpeechError`` when PocketSphinx refuses the model.
    func borrow(digest: String, means: LearnerMeans?) throws -> LearnerDecoder {
        let idle = entries.withLock { entries -> LearnerDecoder? in
            var entry = entries.firstIndex { $0.digest == digest }.map { entries.remove(at: $0) } ?? Entry(digest: digest)
            let decoder = entry.idle
            entry.idle = nil
            entry.lent += 1
            entries.append(entry)
            return decoder
        }
        if let idle { return idle }
        do {
            return try load(digest: digest, means: means)
        } catch {
            giveBack(digest: digest, decoder: nil)
            throw error
        }
    }

    /// Takes back a decoder lent by ``borrow(digest:means:)``, keeping it for the next attempt of its model.
    func giveBack(_ decoder: LearnerDecoder) {
        giveBack(digest: decoder.digest, decoder: decoder)
    }

    private func load(digest: String, means: LearnerMeans?) throws -> LearnerDecoder {
        guard let configuration, let folders else {
            throw EnrollmentError(subject: "learner model", problem: "this server has no speech model")
        }
        let folder: URL
        if folders.isBuilt(digest: digest) {
            folder = folders.folder(digest: digest)
        } else if let means {
            folder = try folders.build(means)
        } else {
            throw EnrollmentError(
                subject: "learner model \(digest)", problem: "is not built here and its means were not read")
        }
        var learnerConfiguration = configuration
        learnerConfiguration.acousticModel = folder
        return LearnerDecoder(digest: digest, recognizer: try SpeechRecognizer(configuration: learnerConfiguration))
    }

    private func giveBack(digest: String, decoder: LearnerDecoder?) {
        // Folders are removed under the lock, so a decoder is never loaded from a folder half deleted.
        entries.withLock { entries in
            if let index = entries.firstIndex(where: { $0.digest == digest }) {
                entries[index].lent -= 1
                if entries[index].idle == nil { entries[index].idle = decoder }
                // A model that could not be loaded leaves no entry to push others out.
                if entries[index].lent == 0, entries[index].idle == nil { entries.remove(at: index) }
            }
            while entries.count > capacity, let oldest = entries.firstIndex(where: { $0.lent == 0 }) {
                folders?.remove(digest: entries.remove(at: oldest).digest)
            }
        }
    }
}
