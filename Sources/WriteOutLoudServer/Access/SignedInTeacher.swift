import WriteOutLoud

/// A request's teacher, proven by the session cookie.
struct SignedInTeacher: Sendable {
    var session: TeacherSession
    /// The cookie's token, to end the session with.
    var token: AccessToken

    var name: String { session.teacher }
}
