import ArgumentParser
import WriteOutLoud

/// The progress store that `wol teachers` and `wol learners` change: required, since classes live there.
struct RosterOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "Progress store holding the classes: a SQLite file or a postgres:// URL (the one `wol serve --store` uses).",
        valueName: "file-or-url"))
    var store: String

    /// Opens the store, runs `body` on it and closes it (``withProgressStore(_:command:_:)``).
    func withStore<T>(command: String, _ body: (any ProgressStore) async throws -> T) async throws -> T {
        try await withProgressStore(store, command: command, body)
    }
}
