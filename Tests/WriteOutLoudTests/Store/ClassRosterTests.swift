import Foundation
import Testing
import WriteOutLoud

/// Who may do what, as both progress stores keep it: teachers, their classes, learners' links and sessions.
@Suite struct ClassRosterTests {
    private let temporary = TemporaryFolder("store")

    static func hash(_ password: String = "a teacher's password") throws -> PasswordHash {
        try PasswordHash(password: password, parameters: PasswordHashTests.cheap)
    }

    @Test(arguments: StoreKind.allCases) func aTeacherIsAddedOnceAndTheirPasswordKept(_ kind: StoreKind) async throws {
        let store = try await kind.emptyStore(in: temporary)
        try await store.addTeacher("Ms Wang", password: try Self.hash())
        await #expect(throws: StoreError(file: store.location, field: "name", problem: "a teacher named Ms Wang exists already")) {
            try await store.addTeacher("Ms Wang", password: try Self.hash("another password"))
        }
        let reopened = try await kind.reopen(store)
        #expect(try await reopened.passwordHash(teacher: "Ms Wang")?.matches("a teacher's password") == true)
        #expect(try await reopened.passwordHash(teacher: "Mr Li") == nil)
        #expect(try await reopened.teachers() == [TeacherSummary(name: "Ms Wang", learners: 0)])
    }

    @Test(arguments: StoreKind.allCases) func aLearnersLinkFindsThemUntilItIsRenewed(_ kind: StoreKind) async throws {
        let store = try await kind.emptyStore(in: temporary)
        try await store.addTeacher("Ms Wang", password: try Self.hash())
        let first = AccessToken()
        try await store.enrol(learner: "ana", teacher: "Ms Wang", token: first)
        #expect(try await store.learner(token: first) == ClassLearner(name: "ana", teacher: "Ms Wang", hasLink: true))
        #expect(try await store.learner(token: AccessToken()) == nil)

        let second = AccessToken()
        try await store.renewLink(learner: "ana", token: second)
        #expect(try await store.learner(token: first) == nil)
        #expect(try await store.learner(token: second)?.name == "ana")

        try await store.renewLink(learner: "ana", token: nil)
        #expect(try await store.learner(token: second) == nil)
        #expect(try await store.learners(teacher: "Ms Wang") == [ClassLearner(name: "ana", teacher: "Ms Wang", hasLink: false)])
        await #expect(throws: StoreError(file: store.location, field: "learner", problem: "there is no learner named bo")) {
            try await store.renewLink(learner: "bo", token: AccessToken())
        }
    }

    @Test(arguments: StoreKind.allCases) func aLearnerIsInOneClassOnly(_ kind: StoreKind) async throws {
        let store = try await kind.emptyStore(in: temporary)
        for teacher in ["Ms Wang", "Mr Li"] { try await store.addTeacher(teacher, password: try Self.hash()) }
        try await store.enrol(learner: "ana", teacher: "Ms Wang", token: AccessToken())
        try await store.enrol(learner: "bo", teacher: "Mr Li", token: AccessToken())
        await #expect(throws: StoreError(file: store.location, field: "learner", problem: "ana is in Ms Wang's class")) {
            try await store.enrol(learner: "ana", teacher: "Mr Li", token: AccessToken())
        }
        await #expect(throws: StoreError(file: store.location, field: "teacher", problem: "there is no teacher named Ms Chen")) {
            try await store.enrol(learner: "cy", teacher: "Ms Chen", token: AccessToken())
        }
        #expect(try await store.learners(teacher: "Ms Wang").map(\.name) == ["ana"])
        #expect(try await store.learners(teacher: "Mr Li").map(\.name) == ["bo"])
        #expect(try await store.learners(teacher: nil).map(\.name) == ["ana", "bo"])
    }

    @Test(arguments: StoreKind.allCases) func aLearnerWithAttemptsJoinsAClassKeepingThem(_ kind: StoreKind) async throws {
        let store = try await kind.emptyStore(in: temporary)
        try await store.record(ProgressStoreTests.report("a.json"), recording: TestReports.recording(), recordingPath: "a.json")
        try await store.addTeacher("Ms Wang", password: try Self.hash())
        try await store.enrol(learner: "ana", teacher: "Ms Wang", token: AccessToken())
        #expect(try await store.attempts(learner: "ana").count == 1)
        #expect(try await store.learners(teacher: "Ms Wang").map(\.name) == ["ana"])
    }

    @Test(arguments: StoreKind.allCases) func sessionsEndWhenClosedOrExpired(_ kind: StoreKind) async throws {
        let store = try await kind.emptyStore(in: temporary)
        try await store.addTeacher("Ms Wang", password: try Self.hash())
        let now = Date()
        let open = AccessToken()
        let expiring = AccessToken()
        try await store.openSession(open, teacher: "Ms Wang", csrfToken: "csrf-1", expiresAt: now.addingTimeInterval(3600))
        try await store.openSession(expiring, teacher: "Ms Wang", csrfToken: "csrf-2", expiresAt: now.addingTimeInterval(60))

        let reopened = try await kind.reopen(store)
        let session = try #require(try await reopened.session(open, now: now))
        #expect(session.teacher == "Ms Wang")
        #expect(session.csrfToken == "csrf-1")
        #expect(try await reopened.session(expiring, now: now)?.csrfToken == "csrf-2")
        #expect(try await reopened.session(expiring, now: now.addingTimeInterval(61)) == nil)
        // Expired sessions are removed, not just hidden.
        #expect(try await reopened.session(expiring, now: now) == nil)

        try await reopened.closeSession(open)
        #expect(try await store.session(open, now: now) == nil)
        #expect(try await store.session(AccessToken(), now: now) == nil)
    }

    @Test(arguments: StoreKind.allCases) func removingATeacherEndsTheirSessionsAndFreesTheirLearners(_ kind: StoreKind)
        async throws
    {
        let store = try await kind.emptyStore(in: temporary)
        try await store.addTeacher("Ms Wang", password: try Self.hash())
        let link = AccessToken()
        try await store.enrol(learner: "ana", teacher: "Ms Wang", token: link)
        let session = AccessToken()
        try await store.openSession(session, teacher: "Ms Wang", csrfToken: "c", expiresAt: Date().addingTimeInterval(60))

        try await store.removeTeacher("Ms Wang")
        #expect(try await store.teachers().isEmpty)
        #expect(try await store.session(session, now: Date()) == nil)
        #expect(try await store.learner(token: link) == ClassLearner(name: "ana", teacher: nil, hasLink: true))
        await #expect(throws: StoreError(file: store.location, field: "name", problem: "there is no teacher named Ms Wang")) {
            try await store.removeTeacher("Ms Wang")
        }
    }

    @Test(arguments: StoreKind.allCases) func aNewPasswordReplacesTheOldAndEndsTheTeachersSessions(_ kind: StoreKind)
        async throws
    {
        let store = try await kind.emptyStore(in: temporary)
        try await store.addTeacher("Ms Wang", password: try Self.hash("the old password"))
        try await store.addTeacher("Mr Li", password: try Self.hash("mr li's password"))
        let hers = AccessToken()
        let his = AccessToken()
        let later = Date().addingTimeInterval(60)
        try await store.openSession(hers, teacher: "Ms Wang", csrfToken: "c", expiresAt: later)
        try await store.openSession(his, teacher: "Mr Li", csrfToken: "d", expiresAt: later)

        try await store.changePassword(teacher: "Ms Wang", password: try Self.hash("the new password"))
        let kept = try #require(try await store.passwordHash(teacher: "Ms Wang"))
        #expect(kept.matches("the new password"))
        #expect(!kept.matches("the old password"))
        #expect(try await store.session(hers, now: Date()) == nil)
        #expect(try await store.session(his, now: Date())?.teacher == "Mr Li", "only her sessions end")
        await #expect(throws: StoreError(file: store.location, field: "name", problem: "there is no teacher named Nobody")) {
            try await store.changePassword(teacher: "Nobody", password: try Self.hash())
        }
    }
}
