/// Opens the progress store that `--store` names: a PostgreSQL URL (`postgres://…`), or else a SQLite file.
public enum StoreLocation {
    /// - Throws: ``StoreError`` when the URL is malformed, the database cannot be reached, or the file or
    ///   database cannot be used as a progress store.
    public static func open(_ location: String) async throws(StoreError) -> any ProgressStore {
        if PostgresStoreURL.isPostgres(location) {
            return try await PostgresProgressStore(url: try PostgresStoreURL(location))
        }
        return try SQLiteProgressStore(path: location)
    }
}
