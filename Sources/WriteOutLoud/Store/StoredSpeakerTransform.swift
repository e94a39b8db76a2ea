import Foundation

/// A learner's speaker transform (`wol enroll`), kept beside their history so an app can find it again.
public struct StoredSpeakerTransform: Hashable, Sendable {
    /// The acoustic model folder the transform was fitted to; it fits no other.
    public var acousticModel: String
    /// The transform file's text, as ``SpeakerTransform`` reads it.
    public var text: String
    /// When the store kept it (to the second); nil for a transform not yet stored.
    public var storedAt: Date?

    public init(acousticModel: String, text: String, storedAt: Date? = nil) {
        self.acousticModel = acousticModel
        self.text = text
        self.storedAt = storedAt
    }
}
