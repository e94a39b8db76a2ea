import WriteOutLoud

/// Opens the progress store a command's `--store` names (a SQLite file or a `postgres://` URL).
/// - Returns: nil without `--store`.
/// - Throws: ``CLIError/setup(_:)`` with the store's one-line error when it cannot be opened (exit 3).
func openStore(_ location: String?) async throws -> (any ProgressStore)? {
    guard let location else { return nil }
    do {
        return try await StoreLocation.open(location)
    } catch {
        throw CLIError.setup(error.description)
    }
}
