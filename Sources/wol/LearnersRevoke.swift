import ArgumentParser
import WriteOutLoud

/// `wol learners revoke NAME [--renew]`: the learner's link stops working; with `--renew` a new one is printed
/// as `wol learners add` prints it.
struct LearnersRevoke: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "revoke",
        abstract: "Stop a learner's practice link from working, printing a new one with --renew.")

    @Argument(help: "The learner's name.")
    var name: String

    @Flag(help: "Hand out a new link in place of the old one.")
    var renew = false

    @OptionGroup var links: LinkOptions
    @OptionGroup var roster: RosterOptions

    func run() async throws {
        try await roster.withStore(command: "wol learners revoke") { store in
            let token = renew ? AccessToken() : nil
            try await store.renewLink(learner: name, token: token)
            if let token { print("\(name)\t\(links.link(token.text))") } else { print("Revoked \(name)'s practice link.") }
        }
    }
}
