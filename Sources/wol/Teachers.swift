import ArgumentParser

/// `wol teachers`: who may sign in to review their learners' attempts.
struct Teachers: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Add, list, re-password and remove the teachers who sign in to `wol serve` (docs/security.md).",
        discussion: """
            Exit status: 0 done; 1 a name or password cannot be used (one line on stderr); 3 the store cannot be \
            used; 64 the command line is wrong.
            """,
        subcommands: [TeachersAdd.self, TeachersList.self, TeachersPasswd.self, TeachersRemove.self]
    )
}
