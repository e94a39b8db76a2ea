import Foundation
import Logging
import PostgresNIO

@testable import WriteOutLoud

/// The PostgreSQL server the store tests use: `$WOL_TEST_POSTGRES_URL` when set, otherwise a throwaway
/// cluster that `scripts/postgres/throwaway-cluster.sh` starts for this test run and stops when it ends.
/// Without PostgreSQL installed the tests fail with the script's message: they are never skipped.
enum TestPostgres {
    private static let server = Task { () throws -> String in
        if let url = ProcessInfo.processInfo.environment["WOL_TEST_POSTGRES_URL"], !url.isEmpty { return url }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wol-test-pg-\(UUID().uuidString)")
        let output = try Script.run(
            Repository.root.appendingPathComponent("scripts/postgres/throwaway-cluster.sh"),
            ["start", folder.path, "--owner", String(getpid())])
        return output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The URL of a new, empty database on the test server, so that tests running at once do not meet.
    static func freshDatabase() async throws -> String {
        let base = try await server.value
        let name = "wol_test_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
        try await administer(base) { connection, logger in
            try await connection.query(PostgresQuery(unsafeSQL: "CREATE DATABASE \(name)"), logger: logger)
        }
        var components = try require(URLComponents(string: base))
        components.path = "/" + name
        return try require(components.string)
    }

    /// Runs `body` on a connection of its own to the database at `url`, outside any store.
    static func administer(
        _ url: String, _ body: (PostgresConnection, Logger) async throws -> Void
    ) async throws {
        let logger = Logger(label: "wol.test")
        let connection = try await PostgresConnection.connect(
            configuration: try PostgresStoreURL(url).configuration, id: 0, logger: logger)
        do {
            try await body(connection, logger)
        } catch {
            try? await connection.close()
            throw error
        }
        try await connection.close()
    }

    /// A failure to reach the test server, with what the cluster script said.
    struct Unavailable: Error, CustomStringConvertible {
        var description: String
    }

    private static func require<T>(_ value: T?) throws -> T {
        guard let value else { throw Unavailable(description: "the test server's URL cannot be rewritten") }
        return value
    }

    /// Runs a script to its end and returns what it printed. It waits with `waitpid` and reads files, not
    /// pipes: Foundation's `Process` can miss the end of a child here once SwiftNIO's threads are running.
    private enum Script {
        static func run(_ script: URL, _ arguments: [String]) throws -> String {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wol-script-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let output = folder.appendingPathComponent("stdout")
            let errors = folder.appendingPathComponent("stderr")
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 1, output.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            posix_spawn_file_actions_addopen(&actions, 2, errors.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            let argv = ([script.path] + arguments).map { strdup($0) } + [nil]
            defer { argv.forEach { free($0) } }
            var pid = pid_t()
            guard posix_spawn(&pid, script.path, &actions, nil, argv, environ) == 0 else {
                throw Unavailable(description: "\(script.path) cannot be run")
            }
            var status: Int32 = 0
            while waitpid(pid, &status, 0) == -1, errno == EINTR {}
            let printed = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
            guard status == 0 else {
                throw Unavailable(
                    description: "the PostgreSQL store tests need a server: set WOL_TEST_POSTGRES_URL, or install "
                        + "PostgreSQL (scripts/setup.sh) for \(script.lastPathComponent): "
                        + ((try? String(contentsOf: errors, encoding: .utf8)) ?? ""))
            }
            return printed
        }
    }
}
