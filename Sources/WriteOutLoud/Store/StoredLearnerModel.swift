import Foundation

/// A learner's own acoustic model kept in the progress store: the means MAP re-estimated from their reading
/// after their speaker transform (`PUT /api/v1/voice` fits it in the background), named by the means' digest so
/// that a server can tell whether the model it built for them is still theirs without reading the means again.
/// The means themselves are read with ``ProgressStore/learnerModelMeans(learner:digest:)``.
public struct StoredLearnerModel: Hashable, Sendable {
    /// The acoustic model folder whose means these replace; they fit no other.
    public var acousticModel: String
    /// SHA-256 of the means file, 64 lowercase hex digits (``LearnerMeans/digest``).
    public var meansDigest: String
    /// When the store kept it (to the second).
    public var storedAt: Date?

    public init(acousticModel: String, meansDigest: String, storedAt: Date? = nil) {
        self.acousticModel = acousticModel
        self.meansDigest = meansDigest
        self.storedAt = storedAt
    }
}
