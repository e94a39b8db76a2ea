import Foundation

/// Who may do what, kept in the progress store beside the attempts: teachers with their password hashes,
/// each learner's class and the digest of their practice link's token, and teachers' sessions. Several
/// servers sharing a store share all of it, so a teacher signed in through one is signed in through all.
public protocol ClassRoster: Sendable {
    /// Adds a teacher.
    /// - Throws: ``StoreError`` on field `name` when a teacher of that name exists.
    func addTeacher(_ name: String, password: PasswordHash) async throws(StoreError)

    /// Removes a teacher and their sessions; their learners stay, without a class, and keep their links.
    /// - Throws: ``StoreError`` on field `name` when there is no such teacher.
    func removeTeacher(_ name: String) async throws(StoreError)

    /// Replaces a teacher's password and ends their sessions, so that whoever signed in with the old one is
    /// signed out.
    /// - Throws: ``StoreError`` on field `name` when there is no such teacher.
    func changePassword(teacher: String, password: PasswordHash) async throws(StoreError)

    /// Every teacher, by name.
    func teachers() async throws(StoreError) -> [TeacherSummary]

    /// The teacher's password hash, or nil when there is no such teacher.
    func passwordHash(teacher: String) async throws(StoreError) -> PasswordHash?

    /// Puts a learner (new, or one with attempts already) in the teacher's class with a new practice link.
    /// - Throws: ``StoreError`` on field `teacher` when there is no such teacher, on `learner` when the learner
    ///   is in another teacher's class.
    func enrol(learner: String, teacher: String, token: AccessToken) async throws(StoreError)

    /// Replaces a learner's practice link with `token`, or with none when nil: the old link stops working.
    /// - Throws: ``StoreError`` on field `learner` when there is no such learner.
    func renewLink(learner: String, token: AccessToken?) async throws(StoreError)

    /// The learners of one teacher's class, or of every class and none when nil, by name.
    func learners(teacher: String?) async throws(StoreError) -> [ClassLearner]

    /// The learner whose practice link carries `token`, if any.
    func learner(token: AccessToken) async throws(StoreError) -> ClassLearner?

    /// Keeps a new session of `teacher` until `expiresAt`.
    func openSession(_ token: AccessToken, teacher: String, csrfToken: String, expiresAt: Date)
        async throws(StoreError)

    /// The session `token` opened, or nil when there is none or it has expired (it is then removed).
    func session(_ token: AccessToken, now: Date) async throws(StoreError) -> TeacherSession?

    /// Ends a session (signing out); nothing happens when it is already gone.
    func closeSession(_ token: AccessToken) async throws(StoreError)
}
