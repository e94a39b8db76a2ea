import Foundation
import NIOSSL
import PostgresNIO

/// A PostgreSQL progress store's address, `postgres://user[:password]@host[:port]/database[?sslmode=…]`, as
/// `--store` takes it.
public struct PostgresStoreURL: Sendable {
    /// The URL without its password, for messages.
    public let display: String
    let configuration: PostgresConnection.Configuration

    /// Whether `location` is meant as a PostgreSQL URL rather than a SQLite file.
    public static func isPostgres(_ location: String) -> Bool {
        location.hasPrefix("postgres://") || location.hasPrefix("postgresql://")
    }

    /// - Parameter text: the URL; `sslmode` is `disable`, `prefer` (the default: TLS when the server offers it,
    ///   its certificate unchecked, as libpq does), `require` (the same, but never in the clear) or
    ///   `verify-full` (TLS with the certificate checked against the host name).
    /// - Throws: ``StoreError`` (field `url`) naming what is missing or wrong.
    public init(_ text: String) throws(StoreError) {
        guard let components = URLComponents(string: text), let scheme = components.scheme,
            ["postgres", "postgresql"].contains(scheme)
        else {
            throw StoreError(file: text, field: "url", problem: "is not a postgres://user@host:port/database URL")
        }
        var masked = components
        if masked.password != nil { masked.password = "***" }
        let shown = masked.string ?? text
        display = shown
        func problem(_ text: String) -> StoreError { StoreError(file: shown, field: "url", problem: text) }
        guard let host = components.host, !host.isEmpty else { throw problem("names no host") }
        guard let user = components.user, !user.isEmpty else { throw problem("names no user (postgres://USER@host/…)") }
        let database = String(components.path.drop(while: { $0 == "/" }))
        guard !database.isEmpty, !database.contains("/") else { throw problem("names no database (…/DATABASE)") }
        var tls = PostgresConnection.Configuration.TLS.prefer(try Self.unverified())
        for item in components.queryItems ?? [] {
            guard item.name == "sslmode" else { throw problem("has the unknown parameter \"\(item.name)\"") }
            switch item.value ?? "" {
            case "disable": tls = .disable
            case "prefer": tls = .prefer(try Self.unverified())
            case "require": tls = .require(try Self.unverified())
            case "verify-full":
                do {
                    tls = .require(try NIOSSLContext(configuration: .makeClientConfiguration()))
                } catch {
                    throw problem("TLS cannot be set up: \(error)")
                }
            case let mode: throw problem("has sslmode \"\(mode)\", expected disable, prefer, require or verify-full")
            }
        }
        configuration = PostgresConnection.Configuration(
            host: host, port: components.port ?? 5432, username: user.removingPercentEncoding ?? user,
            password: components.password?.removingPercentEncoding, database: database, tls: tls)
    }

    /// TLS without checking the server's certificate, as libpq's `prefer` and `require` do.
    private static func unverified() throws(StoreError) -> NIOSSLContext {
        var tls = TLSConfiguration.makeClientConfiguration()
        tls.certificateVerification = .none
        do {
            return try NIOSSLContext(configuration: tls)
        } catch {
            throw StoreError(file: "(TLS)", field: "url", problem: "TLS cannot be set up: \(error)")
        }
    }
}
