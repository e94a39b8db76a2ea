import Foundation

/// A learner model's means file with its SHA-256, computed once where the means are made: the digest names the
/// model in the store (``StoredLearnerModel/meansDigest``) and its folder on disk (``LearnerModelFolder``), and
/// hashing 0.8 MB again at every step would cost a server's threads for nothing.
public struct LearnerMeans: Hashable, Sendable {
    /// The means file, as `map_adapt` writes it.
    public let data: Data
    /// SHA-256 of ``data``, 64 lowercase hex digits.
    public let digest: String

    /// - Complexity: O(n) in the file's size (the digest).
    public init(_ data: Data) {
        self.data = data
        digest = SHA256.hex(data)
    }

    /// Means read back from a store that selected them by `digest`, which it computed when it kept them.
    init(data: Data, storedDigest digest: String) {
        self.data = data
        self.digest = digest
    }
}
