import ArgumentParser

/// `wol learners`: a teacher's class, and each learner's private practice link.
struct Learners: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Put learners in a teacher's class, hand out, renew or revoke their practice links, and record whether they lend their voice.",
        discussion: """
            A practice link (`URL/#token=…`) is the only way to practise in a learner's name and to read their \
            lesson without their teacher's sign-in: hand it to the learner alone. Exit status: 0 done; 1 a name \
            cannot be used (one line on stderr); 3 the store cannot be used; 64 the command line is wrong.
            """,
        subcommands: [LearnersAdd.self, LearnersList.self, LearnersRevoke.self, LearnersConsent.self]
    )
}

/// Where the printed practice links point.
struct LinkOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The practice page's address as learners reach it.", valueName: "url"))
    var url = "http://127.0.0.1:8080/"

    /// The learner's private practice link for `token`.
    func link(_ token: String) -> String {
        (url.hasSuffix("/") ? url : url + "/") + "#token=" + token
    }
}
