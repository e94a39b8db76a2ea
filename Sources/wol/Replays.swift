import ArgumentParser

/// `wol replays`: the recordings (ink and voice) kept of learners' attempts for their teachers to replay.
struct Replays: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Delete the recordings (ink and voice) kept of learners' attempts for review (docs/security.md).",
        discussion: """
            Exit status: 0 done; 3 the store cannot be used; 64 the command line is wrong.
            """,
        subcommands: [ReplaysDelete.self]
    )
}
