import Foundation

/// A learner model on disk, for PocketSphinx to load: an acoustic model's folder with a learner's MAP-adapted
/// means (``StoredLearnerModel``) in place of its own, the other files linked rather than copied. It is built
/// under a cache folder and named by the means' digest, so the same means are written once however often a
/// decoder is loaded from them, and it is named like the model inside (`<cache>/<digest>/en-us`) so the engine
/// finds the model's own pronunciation dictionary for it.
public struct LearnerModelFolder: Sendable {
    /// The acoustic model the means were fitted to.
    public let base: URL
    /// Where learner models are built.
    public let cache: URL

    public init(base: URL, cache: URL) {
        self.base = base
        self.cache = cache
    }

    /// The learner model for the means named `digest`, whether built yet or not.
    public func folder(digest: String) -> URL {
        cache.appendingPathComponent(digest).appendingPathComponent(base.lastPathComponent)
    }

    /// Whether the learner model for `digest` is built.
    public func isBuilt(digest: String) -> Bool {
        FileManager.default.fileExists(atPath: folder(digest: digest).appendingPathComponent("means").path)
    }

    /// Builds the learner model for `means` unless it is there already; two callers building the same model at
    /// once both get it whole (each stages its own copy and the first to finish names it).
    /// - Returns: the learner model folder, for ``RecognizerConfiguration/acousticModel``.
    /// - Throws: ``EnrollmentError`` on `means` when they do not match the model's own in size, header and
    ///   dimensions (fitted to another model) or their checksum is wrong (damaged), or naming the folder that
    ///   cannot be written.
    public func build(_ means: LearnerMeans) throws(EnrollmentError) -> URL {
        let digest = means.digest
        let target = folder(digest: digest)
        if isBuilt(digest: digest) { return target }
        let ownMeans = base.appendingPathComponent("means")
        guard let baseMeans = try? Data(contentsOf: ownMeans) else {
            throw EnrollmentError(subject: ownMeans.path, problem: "cannot be read")
        }
        try MeansFileCheck.check(means.data, against: baseMeans)
        let staged = cache.appendingPathComponent(".\(digest)-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: staged) }
        let model = staged.appendingPathComponent(base.lastPathComponent)
        do {
            try FileManager.default.createDirectory(at: model, withIntermediateDirectories: true)
            for file in try FileManager.default.contentsOfDirectory(atPath: base.path) where file != "means" {
                try FileManager.default.createSymbolicLink(
                    at: model.appendingPathComponent(file), withDestinationURL: base.appendingPathComponent(file))
            }
            try means.data.write(to: model.appendingPathComponent("means"))
            try FileManager.default.moveItem(at: staged, to: target.deletingLastPathComponent())
        } catch {
            guard isBuilt(digest: digest) else {
                throw EnrollmentError(subject: target.path, problem: "cannot be written: \(error.localizedDescription)")
            }
        }
        return target
    }

    /// Deletes the learner model for `digest`, if built.
    public func remove(digest: String) {
        try? FileManager.default.removeItem(at: cache.appendingPathComponent(digest))
    }
}
