/// How the server guards teachers' sessions and sign-in (docs/security.md).
public struct AccessSettings: Sendable {
    /// Mark the session cookie `Secure` on every answer, as behind a TLS proxy; without it the cookie is marked
    /// `Secure` only on requests a proxy says arrived over HTTPS (`X-Forwarded-Proto: https`).
    public var secureCookies = false
    /// How long a teacher stays signed in, in seconds.
    public var sessionSeconds = 12 * 3600.0
    /// Failed sign-ins to one teacher name allowed before each further one locks that name.
    public var freeFailuresPerName = 5
    /// Failed sign-ins from one client address allowed before each further one locks that address (higher:
    /// a school's pupils may share one address).
    public var freeFailuresPerAddress = 20
    /// The first lockout, in seconds; each further failure doubles it, up to ``longestLockSeconds``.
    public var firstLockSeconds = 1.0
    public var longestLockSeconds = 900.0

    public init() {}
}
