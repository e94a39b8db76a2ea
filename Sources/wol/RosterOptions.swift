import ArgumentParser
import WriteOutLoud

/// The progress store that `wol teachers` and `wol learners` change: required, since classes live there.
struct RosterOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "Progress store holding the classes: a SQLite file or a postgres:// URL (the one `wol serve --store` uses).",
        valueName: "file-or-url"))
    var store: String

    /// Opens the store, runs `body` on it and closes it, saying any failure in one line on stderr.
    /// - Throws: exit code 1 for a name, teacher or learner that cannot be used; 3 when the store cannot be.
    func withStore<T>(command: String, _ body: (any ProgressStore) async throws -> T) async throws -> T {
        let progressStore: any ProgressStore
        do {
            progressStore = try await StoreLocation.open(store)
        } catch {
            throw CLIError.setup(error.description).reported(by: command)
        }
        let outcome: Result<T, any Error>
        do {
            outcome = .success(try await body(progressStore))
        } catch {
            outcome = .failure(error)
        }
        await progressStore.close()
        do {
            return try outcome.get()
        } catch let error as StoreError where ["database", "url"].contains(error.field) {
            throw CLIError.setup(error.description).reported(by: command)
        } catch let error as StoreError {
            printError("\(command): \(error.field): \(error.problem)")
            throw ExitCode(1)
        } catch let error as AccessError {
            printError("\(command): \(error)")
            throw ExitCode(1)
        }
    }
}
