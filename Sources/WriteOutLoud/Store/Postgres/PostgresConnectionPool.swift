import Logging
import PostgresNIO

/// Connections to one PostgreSQL server, opened when needed and kept for reuse, at most `limit` at once.
///
/// It has no background task and no back-off: when the database is down, each call tries to connect and
/// fails at once (or after `connectSeconds`), so a server answers 503 while it is down and is back with the
/// first request after it returns. A connection that failed or that the server closed is not reused.
/// A call that holds its connection longer than `operationSeconds` fails as transient, as the database going
/// away would, and its connection is closed and counted out of the pool: its request is not left waiting on
/// a query the driver may never answer. A call whose task is cancelled (its client went away) lets go of its
/// connection the same way at once.
actor PostgresConnectionPool {
    private let configuration: PostgresConnection.Configuration
    private let limit: Int
    private let operationSeconds: Int
    private let logger: Logger
    private var idle: [PostgresConnection] = []
    private var open = 0
    private var nextID = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(configuration: PostgresConnection.Configuration, limit: Int, connectSeconds: Int, operationSeconds: Int) {
        var configuration = configuration
        configuration.options.connectTimeout = .seconds(Int64(connectSeconds))
        self.configuration = configuration
        self.limit = limit
        self.operationSeconds = operationSeconds
        logger = Logger(label: "wol.store", factory: { _ in SwiftLogNoOpLogHandler() })
    }

    /// Runs `body` on a connection of its own; the connection goes back to the pool when `body` succeeds and
    /// is closed when it throws, since it may be broken or mid-transaction.
    nonisolated func withConnection<T: Sendable>(
        _ body: @escaping @Sendable (PostgresConnection, Logger) async throws -> T
    ) async throws -> T {
        let connection = try await lease()
        let expired = StoreError(
            file: "", field: "database", problem: "no answer within \(operationSeconds) s", isTransient: true)
        do {
            let value = try await OperationDeadline.run(
                seconds: operationSeconds, expired: expired, abandon: { Self.closeInBackground(connection) }
            ) { [logger] in
                try await body(connection, logger)
            }
            await giveBack(connection, reusable: true)
            return value
        } catch {
            await giveBack(connection, reusable: false)
            throw error
        }
    }

    deinit {
        for connection in idle { Self.closeInBackground(connection) }
    }

    /// Closes every idle connection; connections lent out are closed when they come back.
    func close() async {
        let closing = idle
        idle = []
        open -= closing.count
        for connection in closing { try? await connection.close() }
    }

    private func lease() async throws -> PostgresConnection {
        while true {
            while let connection = idle.popLast() {
                if !connection.isClosed { return connection }
                open -= 1
            }
            if open < limit { break }
            await withCheckedContinuation { waiting.append($0) }
        }
        open += 1
        nextID += 1
        do {
            return try await PostgresConnection.connect(configuration: configuration, id: nextID, logger: logger)
        } catch {
            open -= 1
            wakeOne()
            throw error
        }
    }

    /// Takes a connection back; one that is not reusable is closed without waiting, since closing one the
    /// database dropped need not be quick and nobody should wait on it.
    private func giveBack(_ connection: PostgresConnection, reusable: Bool) {
        if reusable, !connection.isClosed {
            idle.append(connection)
        } else {
            open -= 1
            Self.closeInBackground(connection)
        }
        wakeOne()
    }

    /// Closes `connection`, keeping it until its close is done (a connection must be closed before it goes).
    private static func closeInBackground(_ connection: PostgresConnection) {
        connection.close().whenComplete { _ in _ = connection }
    }

    private func wakeOne() {
        if !waiting.isEmpty { waiting.removeFirst().resume() }
    }
}
