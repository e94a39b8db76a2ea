import Foundation
import Logging
import PostgresNIO
import Testing

@testable import WriteOutLoud

/// What only the PostgreSQL store shows: URLs, several servers sharing one database, older and newer
/// schemas, and a database that is away.
@Suite struct PostgresProgressStoreTests {
    @Test(arguments: [
        ("postgres://", "names no host"),
        ("postgres://wol@/db", "names no host"),
        ("postgres://127.0.0.1:5432/db", "names no user (postgres://USER@host/…)"),
        ("postgres://wol@127.0.0.1:5432", "names no database (…/DATABASE)"),
        ("postgres://wol@127.0.0.1/db?sslmode=sometimes", "has sslmode \"sometimes\", expected disable, prefer, require or verify-full"),
        ("postgres://wol@127.0.0.1/db?timeout=3", "has the unknown parameter \"timeout\""),
    ])
    func aBadURLIsRefusedInOneLine(_ url: String, _ problem: String) async throws {
        do {
            _ = try await StoreLocation.open(url)
            Issue.record("\(url) was accepted")
        } catch {
            #expect(error.field == "url")
            #expect(error.problem == problem)
            #expect(!error.isTransient)
        }
    }

    @Test func aPasswordNeverAppearsInMessages() throws {
        let url = try PostgresStoreURL("postgres://wol:secret@127.0.0.1:5432/wol")
        #expect(!url.display.contains("secret"))
    }

    @Test func aDatabaseThatIsNotThereIsTransientAndSaidInOneLine() async throws {
        // A port nobody listens on: the test server's own, after asking the system for a free one.
        let url = "postgres://wol@127.0.0.1:\(try Self.closedPort())/wol?sslmode=disable"
        do {
            _ = try await StoreLocation.open(url)
            Issue.record("a store opened on a closed port")
        } catch {
            #expect(error.isTransient)
            #expect(error.description.hasPrefix("\(url): database: cannot connect"))
            #expect(!error.description.contains("\n"))
        }
    }

    @Test func twoServersSeeEachOthersAttemptsAndStoreAnUploadOnce() async throws {
        let url = try await TestPostgres.freshDatabase()
        let first = try await StoreLocation.open(url)
        let second = try await StoreLocation.open(url)
        let recording = TestReports.recording(variant: 1)
        try await first.record(ProgressStoreTests.report("http"), recording: recording, recordingPath: "http")
        try await second.record(
            ProgressStoreTests.report("http"), recording: TestReports.recording(variant: 2), recordingPath: "http")
        let again = try await second.record(ProgressStoreTests.report("http"), recording: recording, recordingPath: "http")
        guard case .alreadyStored = again else {
            Issue.record("the same upload to the second server was stored again: \(again)")
            return
        }
        #expect(try await first.attempts(learner: "ana").count == 2)
        #expect(try await second.attempts(learner: "ana") == (try await first.attempts(learner: "ana")))
    }

    @Test func aStoreOfAnOlderEngineIsBroughtUpToDate() async throws {
        let url = try await TestPostgres.freshDatabase()
        try await TestPostgres.administer(url) { connection, logger in
            try await PostgresSchema.migrate(connection, logger: logger, store: url, through: 1)
            try await connection.query("INSERT INTO learner (name) VALUES ('old')", logger: logger)
        }
        let store = try await StoreLocation.open(url)
        // The step after v1 lets a stroke have no type (Latin letters); the last adds speaker transforms.
        var report = ProgressStoreTests.report("latin.json")
        report.strokes[0].expected = ExpectedStroke(nil)
        try await store.record(report, recording: TestReports.recording(), recordingPath: "latin.json")
        #expect(try await store.attempts().first?.strokes.first?.type == nil)
        try await store.saveSpeakerTransform(StoredSpeakerTransform(acousticModel: "m", text: "t"), learner: "old")
        #expect(try await store.speakerTransform(learner: "old")?.text == "t")
    }

    @Test func aStoreOfANewerEngineIsRefusedInOneLine() async throws {
        let url = try await TestPostgres.freshDatabase()
        _ = try await StoreLocation.open(url)
        try await TestPostgres.administer(url) { connection, logger in
            try await connection.query(
                "INSERT INTO grdb_migrations (identifier) VALUES ('v9: from the future')", logger: logger)
        }
        do {
            _ = try await StoreLocation.open(url)
            Issue.record("a store with an unknown schema step was opened")
        } catch {
            #expect(error.description.hasPrefix("\(url): database: was brought up to date by a newer wol"))
            #expect(!error.isTransient)
        }
    }

    @Test func connectionsTheServerDroppedAreReplacedByThemselves() async throws {
        let url = try await TestPostgres.freshDatabase()
        let store = try await StoreLocation.open(url)
        try await store.record(ProgressStoreTests.report("a"), recording: TestReports.recording(), recordingPath: "a")
        // As a restarted server does: every connection of the store's is ended from the database's side.
        let database = try #require(URLComponents(string: url)?.path.dropFirst())
        try await TestPostgres.administer(url) { connection, logger in
            try await connection.query(
                "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = \(String(database)) AND pid <> pg_backend_pid()",
                logger: logger)
        }
        var count: Int?
        for _ in 0..<2 where count == nil {
            do {
                count = try await store.attemptCount()
            } catch {
                #expect(error.isTransient, "\(error)")
            }
        }
        #expect(count == 1)
    }

    @Test func aCallThatHoldsItsConnectionTooLongFailsAsTransientAndTheNextOneWorks() async throws {
        let url = try await TestPostgres.freshDatabase()
        let pool = PostgresConnectionPool(
            configuration: try PostgresStoreURL(url).configuration, limit: 1, connectSeconds: 5, operationSeconds: 1)
        do {
            try await pool.withConnection { connection, logger in
                _ = try await connection.query("SELECT pg_sleep(30)", logger: logger)
            }
            Issue.record("a 30 s query on a pool allowing 1 s came back")
        } catch {
            #expect(PostgresStoreError.storeError(error, store: "test").isTransient, "\(error)")
        }
        let one = try await pool.withConnection { connection, logger in
            try await connection.query("SELECT 1", logger: logger).collect().count
        }
        #expect(one == 1)
        await pool.close()
    }

    /// A loopback port that was free a moment ago.
    private static func closedPort() throws -> Int {
        let socket = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(socket, pointer, length) == 0 && getsockname(socket, pointer, &length) == 0
            }
        }
        guard bound else { throw TestPostgres.Unavailable(description: "no free loopback port") }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}
