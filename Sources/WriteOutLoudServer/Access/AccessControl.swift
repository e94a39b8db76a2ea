import Foundation
import Hummingbird
import WriteOutLoud

/// Decides whom a request speaks for, from the progress store's ``ClassRoster``: a learner by their practice
/// link's token, a teacher by their session cookie. Every refusal is an ``APIError`` 401 (nobody proven) or 403
/// (proven, but not allowed), naming the field at fault (docs/security.md).
struct AccessControl: Sendable {
    let store: (any ProgressStore)?
    let settings: AccessSettings
    let throttle: SignInThrottle

    /// The name of the cookie that carries a teacher's session token.
    static let sessionCookie = "wol_session"
    /// The header every write made with the session cookie carries.
    static let csrfHeader = HTTPFields.Element.Name("X-CSRF-Token")!

    init(store: (any ProgressStore)?, settings: AccessSettings) {
        self.store = store
        self.settings = settings
        throttle = SignInThrottle(settings: settings)
    }

    /// Whose name an attempt is stored under: the learner whose token it carries, or nobody in particular
    /// (``LessonAttempt/anonymousLearner``) without a token.
    /// - Parameters:
    ///   - token: the practice link's token, as presented.
    ///   - claimed: the learner the request names as well (a form's or a live start's `learner`), if any.
    /// - Throws: 401 on `token` for a name without a token or a token that is not a current link; 403 on
    ///   `learner` for a name that is not the token's learner.
    func attemptLearner(token: String?, claimed: String?) async throws(APIError) -> String?
    {
        guard let token else {
            guard claimed == nil else {
                throw APIError(
                    .unauthorized, field: "token",
                    problem: "is missing: an attempt in a learner's name needs their practice link's token")
            }
            return nil
        }
        let learner = try await learner(presenting: token)
        if let claimed, claimed != learner.name {
            throw APIError(
                .forbidden, field: "learner", problem: "is \(claimed), but the token is another learner's link")
        }
        return learner.name
    }

    /// The learner whose practice link carries `token`.
    /// - Throws: 401 on `token` when it is not a current link.
    func learner(presenting token: String) async throws(APIError) -> ClassLearner {
        guard let store, let parsed = AccessToken(presented: token) else { throw Self.unknownToken }
        let learner: ClassLearner?
        do {
            learner = try await store.learner(token: parsed)
        } catch {
            throw APIError(storeError: error)
        }
        guard let learner else { throw Self.unknownToken }
        return learner
    }

    /// The signed-in teacher, or nil when the request carries no session cookie.
    /// - Throws: 401 on `(session)` for a cookie whose session has ended or never was, and for a request with
    ///   more than one session cookie: which one counts is not guessed (one may have been planted by another
    ///   site of the same domain).
    func teacherIfAny(_ request: Request) async throws(APIError) -> SignedInTeacher? {
        let cookies = Self.sessionCookies(request)
        guard let cookie = cookies.first else { return nil }
        guard cookies.count == 1 else {
            throw APIError(
                .unauthorized, field: "(session)",
                problem: "\(Self.sessionCookie) was sent \(cookies.count) times: clear this site's cookies and sign in again")
        }
        guard let store, let token = AccessToken(presented: cookie) else { throw Self.noSession }
        let session: TeacherSession?
        do {
            session = try await store.session(token, now: Date())
        } catch {
            throw APIError(storeError: error)
        }
        guard let session else { throw Self.noSession }
        return SignedInTeacher(session: session, token: token)
    }

    /// The signed-in teacher; for a write, only with the session's CSRF token in `X-CSRF-Token`.
    /// - Throws: 401 on `(session)` without a current session, 403 on `X-CSRF-Token` for a write without the
    ///   session's token.
    func teacher(_ request: Request, writing: Bool) async throws(APIError) -> SignedInTeacher {
        guard let teacher = try await teacherIfAny(request) else { throw Self.noSession }
        if writing {
            guard Self.same(request.headers[Self.csrfHeader] ?? "", teacher.session.csrfToken) else {
                throw APIError(
                    .forbidden, field: "X-CSRF-Token",
                    problem: "is missing or wrong: a write with the session cookie carries the csrfToken sign-in gave")
            }
        }
        return teacher
    }

    /// Lets a learner's own token, or their teacher's session, read what is theirs.
    /// - Throws: 401 when the request proves nobody, 403 when it proves someone else.
    func ensureMayRead(learner name: String, token: String?, request: Request) async throws(APIError) {
        if let token {
            let learner = try await learner(presenting: token)
            guard learner.name == name else {
                throw APIError(.forbidden, field: "token", problem: "is another learner's link, not \(name)'s")
            }
            return
        }
        guard let teacher = try await teacherIfAny(request) else {
            throw APIError(
                .unauthorized, field: "token",
                problem: "is missing: \(name)'s attempts are read with their practice link or by their teacher signed in")
        }
        try await ensureTeaches(teacher, learner: name)
    }

    /// - Throws: 403 on `learner` unless the learner is in the teacher's class.
    func ensureTeaches(_ teacher: SignedInTeacher, learner name: String) async throws(APIError) {
        let learners: [ClassLearner]
        do {
            learners = try await store?.learners(teacher: teacher.name) ?? []
        } catch {
            throw APIError(storeError: error)
        }
        guard learners.contains(where: { $0.name == name }) else {
            throw APIError(.forbidden, field: "learner", problem: "\(name) is not in your class")
        }
    }

    /// The learner whose attempt `id` is, once `teacher` is proven to teach them.
    /// - Throws: 404 on `id` alike for an attempt that does not exist, an anonymous one and another class's, so
    ///   that walking ids tells a teacher nothing of other classes' learners or their attempts.
    func learner(ofAttempt id: Int64, taughtBy teacher: SignedInTeacher) async throws(APIError) -> String {
        guard let store else { throw Self.noAttempt(id) }
        let learner: String?
        let learners: [ClassLearner]
        do {
            learner = try await store.learner(ofAttempt: id)
            learners = try await store.learners(teacher: teacher.name)
        } catch {
            throw APIError(storeError: error)
        }
        guard let learner, learners.contains(where: { $0.name == learner }) else { throw Self.noAttempt(id) }
        return learner
    }

    /// An attempt's id from the path.
    /// - Throws: 400 on `id` for anything but a positive whole number.
    static func attemptID(_ raw: String) throws(APIError) -> Int64 {
        guard let id = Int64(raw), id > 0 else {
            throw APIError(.badRequest, field: "id", problem: "is \"\(raw)\", expected an attempt's id (a positive whole number)")
        }
        return id
    }

    /// What a teacher is told of an attempt they may not see, the same as of one that does not exist.
    static func noAttempt(_ id: Int64) -> APIError {
        APIError(.notFound, field: "id", problem: "there is no attempt \(id)")
    }

    /// The learner's token from `Authorization: Bearer …`, or else from `fallback` (a form field, a query item).
    static func presentedToken(_ request: Request, fallback: String? = nil) -> String? {
        if let header = request.headers[.authorization], header.lowercased().hasPrefix("bearer ") {
            return String(header.dropFirst(7)).trimmingCharacters(in: .whitespaces)
        }
        return fallback
    }

    /// Every value of the session cookie the request carries, in every `Cookie` header.
    private static func sessionCookies(_ request: Request) -> [String] {
        request.headers[values: .cookie].flatMap { $0.split(separator: ";") }.compactMap { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == sessionCookie else { return nil }
            return parts[1].trimmingCharacters(in: .whitespaces)
        }
    }

    /// Whether two secrets are equal, in a time that does not depend on where they first differ.
    private static func same(_ presented: String, _ expected: String) -> Bool {
        let left = Array(presented.utf8)
        let right = Array(expected.utf8)
        guard left.count == right.count else { return false }
        var difference: UInt8 = 0
        for index in left.indices { difference |= left[index] ^ right[index] }
        return difference == 0
    }

    private static let unknownToken = APIError(
        .unauthorized, field: "token", problem: "is not a current practice link (mistyped, or renewed by the teacher)")

    private static let noSession = APIError(
        .unauthorized, field: "(session)", problem: "sign in as a teacher first (POST /api/v1/session)")
}
