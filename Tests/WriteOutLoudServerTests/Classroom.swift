import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
@testable import WriteOutLoud
@testable import WriteOutLoudServer

/// The two progress stores, so that a server test where the store is involved runs over both.
enum ServerStoreKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case sqlite
    case postgres

    var testDescription: String { rawValue }
}

/// A progress store with two classes, for the tests of who may do what: Ms Wang teaches ana, Mr Li teaches bo.
///
/// A class, so that the store goes with the last reference to it: a test's classroom leaves nothing in the
/// temporary directory once the test ends, passed or failed (a PostgreSQL classroom is a new database on the
/// test server, ``TestPostgres``, which goes with the test run).
final class Classroom: Sendable {
    static let password = "ms wang's password"
    let store: any ProgressStore
    let ana: AccessToken
    let bo: AccessToken
    private let folder: URL

    init(_ kind: ServerStoreKind = .sqlite) async throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("wol-class-\(UUID().uuidString)")
        switch kind {
        case .sqlite:
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            store = try SQLiteProgressStore(path: folder.appendingPathComponent("class.sqlite").path)
        case .postgres:
            store = try await PostgresProgressStore(url: try PostgresStoreURL(try await TestPostgres.freshDatabase()))
        }
        let cheap = PasswordHash.Parameters(rounds: 1 << 10, blockSize: 8, parallelism: 1)
        try await store.addTeacher("Ms Wang", password: try PasswordHash(password: Self.password, parameters: cheap))
        try await store.addTeacher("Mr Li", password: try PasswordHash(password: "mr li's password", parameters: cheap))
        ana = AccessToken()
        bo = AccessToken()
        try await store.enrol(learner: "ana", teacher: "Ms Wang", token: ana)
        try await store.enrol(learner: "bo", teacher: "Mr Li", token: bo)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// An ink-only server on this store.
    func server(access: AccessSettings = AccessSettings()) async throws -> PracticeServer {
        try await SharedEngine.server(inkOnly: true, store: store, access: access)
    }

    /// A fixture's ink as an upload, with the given form fields besides.
    static func upload(_ fixture: String = "kou-correct", _ fields: [String: String] = [:]) throws -> ByteBuffer {
        var form = try FormBody.fixture(fixture, audio: false)
        for (name, value) in fields.sorted(by: { $0.key < $1.key }) { form.add(name, value) }
        return form.closed
    }
}

/// A teacher signed in through the API: the session cookie to send back, and the CSRF token.
struct SignedIn {
    var cookie: String
    var csrfToken: String

    /// Signs in, failing the test unless the server answers 200 with a cookie.
    static func as_(_ name: String, password: String, on client: some TestClientProtocol) async throws -> SignedIn {
        try await client.execute(
            uri: "/api/v1/session", method: .post, headers: [.contentType: "application/json"],
            body: ByteBuffer(string: #"{"name": "\#(name)", "password": "\#(password)"}"#)
        ) { response in
            guard response.status == .ok, let setCookie = response.headers[.setCookie],
                let pair = setCookie.split(separator: ";").first
            else { throw SignInFailed(status: response.status.code) }
            let body = try JSONDecoder().decode(CSRFBody.self, from: Data(buffer: response.body))
            return SignedIn(cookie: String(pair), csrfToken: body.csrfToken)
        }
    }

    struct SignInFailed: Error { var status: Int }

    private struct CSRFBody: Decodable { var csrfToken: String }

    var headers: HTTPFields { [.cookie: cookie] }
}
