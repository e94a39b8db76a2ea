import Foundation
import Hummingbird
import WriteOutLoud

/// `/api/v1/session` (a teacher signs in, reads their session, signs out) and `/api/v1/learners` (their class).
struct SessionRoutes: Sendable {
    let access: AccessControl

    /// What signing in, or reading the session, answers.
    struct SessionBody: Encodable {
        var teacher: String
        /// Send it as `X-CSRF-Token` with every write made with the session cookie.
        var csrfToken: String
        var expiresAt: String
    }

    private struct SignIn: Decodable {
        var name: String
        var password: String
    }

    func register(on router: Router<ServerContext>) {
        router.post("/api/v1/session") { request, context in try await signIn(request, context: context) }
        router.get("/api/v1/session") { request, _ in
            let teacher = try await access.teacher(request, writing: false)
            return try JSONOutput.response(Self.body(teacher.session))
        }
        router.delete("/api/v1/session") { request, _ in try await signOut(request) }
        router.get("/api/v1/learners") { request, _ in
            let teacher = try await access.teacher(request, writing: false)
            do {
                return try JSONOutput.response(try await access.store?.learners(teacher: teacher.name) ?? [])
            } catch let error as StoreError {
                throw APIError(storeError: error)
            }
        }
    }

    /// JSON `{name, password}`: a new session, its cookie and its CSRF token; 401 when they do not match, 429
    /// with `Retry-After` while the name or the client address is locked out, 415 for a body that is not JSON.
    func signIn(_ request: Request, context: ServerContext) async throws(APIError) -> Response {
        // Only JSON: a form another site's page submits (which needs no CORS preflight) cannot sign anyone in.
        guard request.headers[.contentType]?.lowercased().hasPrefix("application/json") == true else {
            throw APIError(
                .unsupportedMediaType, field: "Content-Type", problem: "must be application/json: {\"name\", \"password\"}")
        }
        let body = try await BodyReader.read(request, limit: 16 * 1024, seconds: 30)
        let form: SignIn
        switch StrictJSON.decode(SignIn.self, from: body) {
        case .failure(let failure): throw APIError(.badRequest, field: failure.field, problem: failure.problem)
        case .success(let decoded): form = decoded
        }
        let name = form.name.trimmingCharacters(in: .whitespacesAndNewlines)
        let address = context.channel.remoteAddress?.ipAddress ?? "unknown"
        let now = Date()
        if let wait = await access.throttle.wait(name: name, address: address, now: now) {
            throw APIError(
                .tooManyRequests, field: "name", problem: "too many failed sign-ins: try again in \(Int(wait.rounded(.up))) s",
                headers: [.retryAfter: String(Int(wait.rounded(.up)))])
        }
        guard let store = access.store else {
            throw APIError(.unauthorized, field: "name", problem: "this server has no teachers (start it with --store)")
        }
        let hash: PasswordHash?
        do {
            hash = try await store.passwordHash(teacher: name)
        } catch {
            throw APIError(storeError: error)
        }
        // An unknown name costs the same scrypt as a known one, so timing does not tell which names exist.
        let matches = (hash ?? Self.decoy).matches(form.password) && hash != nil
        guard matches else {
            await access.throttle.failed(name: name, address: address, now: now)
            throw APIError(.unauthorized, field: "password", problem: "the name and password do not match a teacher")
        }
        await access.throttle.succeeded(name: name)
        let token = AccessToken()
        let session = TeacherSession(
            teacher: name, csrfToken: AccessToken().text, expiresAt: now.addingTimeInterval(access.settings.sessionSeconds))
        do {
            try await store.openSession(token, teacher: name, csrfToken: session.csrfToken, expiresAt: session.expiresAt)
        } catch {
            throw APIError(storeError: error)
        }
        var response = try JSONOutput.response(Self.body(session))
        response.setCookie(cookie(token.text, maxAge: Int(access.settings.sessionSeconds), request: request))
        return response
    }

    /// Ends the session (with its CSRF token) and clears the cookie: 204.
    func signOut(_ request: Request) async throws(APIError) -> Response {
        let teacher = try await access.teacher(request, writing: true)
        do {
            try await access.store?.closeSession(teacher.token)
        } catch {
            throw APIError(storeError: error)
        }
        var response = Response(status: .noContent)
        response.setCookie(cookie("", maxAge: 0, request: request))
        return response
    }

    /// The session cookie: HttpOnly, SameSite=Strict, for the whole site, Secure behind TLS.
    private func cookie(_ value: String, maxAge: Int, request: Request) -> Cookie {
        let secure = access.settings.secureCookies || request.headers[.init("X-Forwarded-Proto")!]?.lowercased() == "https"
        return Cookie(
            name: AccessControl.sessionCookie, value: value, maxAge: maxAge, path: "/", secure: secure, httpOnly: true,
            sameSite: .strict)
    }

    private static func body(_ session: TeacherSession) -> SessionBody {
        SessionBody(
            teacher: session.teacher, csrfToken: session.csrfToken,
            expiresAt: ISO8601DateFormatter().string(from: session.expiresAt))
    }

    /// A hash no password matches in practice, checked when the name is unknown.
    private static let decoy = PasswordHash(
        parameters: .standard, salt: Array(repeating: 0, count: 16), key: Array(repeating: 0, count: 32))
}
