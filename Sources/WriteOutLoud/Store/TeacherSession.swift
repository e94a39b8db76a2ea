import Foundation

/// A signed-in teacher's session, found by the digest of its cookie's token.
public struct TeacherSession: Hashable, Sendable {
    public var teacher: String
    /// The token every write made with the session's cookie must carry (`X-CSRF-Token`).
    public var csrfToken: String
    public var expiresAt: Date

    public init(teacher: String, csrfToken: String, expiresAt: Date) {
        self.teacher = teacher
        self.csrfToken = csrfToken
        self.expiresAt = expiresAt
    }
}
