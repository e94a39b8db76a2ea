import Foundation
import Testing

@testable import WriteOutLoud

/// The two progress stores, so that one suite runs over both.
enum StoreKind: String, CaseIterable, CustomTestStringConvertible {
    case sqlite
    case postgres

    var testDescription: String { rawValue }

    /// A new, empty store: a file in `folder` (the test's, removed with it), or a new database on the test server.
    func emptyStore(in folder: TemporaryFolder) async throws -> any ProgressStore {
        switch self {
        case .sqlite:
            let path = folder.url.appendingPathComponent("store-\(UUID().uuidString).sqlite")
            return try SQLiteProgressStore(path: path.path)
        case .postgres:
            return try await PostgresProgressStore(url: try PostgresStoreURL(try await TestPostgres.freshDatabase()))
        }
    }

    /// The same store opened a second time, as another run (or another server) would.
    func reopen(_ store: any ProgressStore) async throws -> any ProgressStore {
        try await StoreLocation.open(store.location)
    }
}
