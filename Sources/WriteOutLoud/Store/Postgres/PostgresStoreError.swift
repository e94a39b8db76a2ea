import Foundation
import NIOCore
import NIOPosix
import PostgresNIO

/// PostgreSQL's and the driver's errors said as ``StoreError``: one line with the server's message, and
/// transient when the database could not be reached, went away, or is starting or stopping.
enum PostgresStoreError {
    /// SQLSTATE classes and codes that mean "try again later": connection exceptions (08), insufficient
    /// resources (53), operator intervention such as a shutdown (57), serialization failures and deadlocks.
    private static let transientStates: [String] = ["08", "53", "57", "40001", "40P01"]

    static func storeError(_ error: any Error, store: String) -> StoreError {
        if let error = error as? StoreError {
            var error = error
            if error.file.isEmpty { error.file = store }
            return error
        }
        if let error = error as? PostgresTransactionError {
            if let inner = error.closureError ?? error.beginError ?? error.commitError {
                return storeError(inner, store: store)
            }
        }
        if let error = error as? PSQLError {
            if error.code == .server, let info = error.serverInfo {
                let state = info[.sqlState] ?? ""
                return StoreError(
                    file: store, field: "database", problem: info[.message] ?? "error \(state)",
                    isTransient: transientStates.contains { state.hasPrefix($0) })
            }
            return StoreError(file: store, field: "database", problem: problem(error), isTransient: isConnection(error))
        }
        return StoreError(
            file: store, field: "database", problem: "\(error)", isTransient: error is ChannelError || error is IOError)
    }

    private static func isConnection(_ error: PSQLError) -> Bool {
        [.connectionError, .serverClosedConnection, .clientClosedConnection, .uncleanShutdown, .queryCancelled]
            .contains(error.code)
    }

    /// Why a connection failed, in the system's words ("Connection refused") where there are some.
    private static func reason(_ error: any Error) -> String {
        if let error = error as? NIOConnectionError, let last = error.connectionErrors.last {
            return reason(last.error)
        }
        if let error = error as? IOError { return String(cString: strerror(error.errnoCode)) }
        return "\(error)"
    }

    private static func problem(_ error: PSQLError) -> String {
        switch error.code {
        case .connectionError:
            "cannot connect" + (error.underlying.map { ": " + reason($0) } ?? "")
        case .serverClosedConnection, .uncleanShutdown: "the server closed the connection"
        case .authMechanismRequiresPassword: "the server asks for a password and the URL gives none"
        case .sslUnsupported: "the server does not offer TLS (sslmode=require)"
        default: "\(error.code)"
        }
    }
}
