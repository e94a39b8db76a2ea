import Foundation
import GRDB
import Testing
import WriteOutLoud

/// What only the SQLite file shows: its rows on disk and what it makes of other files.
@Suite struct SQLiteProgressStoreTests {
    private let temporary = TemporaryFolder("store")
    private var path: String { temporary.url.appendingPathComponent("store.sqlite").path }

    @Test func anAttemptThatFailsHalfwayLeavesNoRowBehind() throws {
        let store = try SQLiteProgressStore(path: path)
        var broken = ProgressStoreTests.report("a.json")
        broken.strokes[1].accuracy = .nan
        #expect(throws: StoreError.self) {
            try store.record(broken, recording: TestReports.recording(), recordingPath: "a.json")
        }
        let database = try DatabaseQueue(path: path)
        #expect(try database.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM strokeVerdict") } == 0)
        #expect(try database.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM attempt") } == 0)
    }

    @Test func aFileThatIsNotAStoreIsRefused() throws {
        try Data("not a database, just some text that is long enough".utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: StoreError.self) { try SQLiteProgressStore(path: path) }
    }

    @Test func aStoreOfANewerEngineIsRefusedInOneLine() throws {
        _ = try SQLiteProgressStore(path: path)
        try DatabaseQueue(path: path).write { db in
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v9: from the future')")
        }
        do {
            _ = try SQLiteProgressStore(path: path)
            Issue.record("a store with an unknown schema step was opened")
        } catch {
            #expect(error.description.hasPrefix("\(path): database: was brought up to date by a newer wol"))
            #expect(error.description.contains("v9: from the future"))
            #expect(!error.description.contains("\n"))
        }
    }
}
