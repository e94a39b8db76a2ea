import Foundation
import Hummingbird
import Testing
import WriteOutLoud

@testable import WriteOutLoudServer

/// How the server answers when its progress store fails: a database that cannot be reached is a 503 the
/// client may retry, anything else a 500.
@Suite struct StoreErrorResponseTests {
    @Test func anUnreachableDatabaseIsA503WithRetryAfter() async throws {
        // Nothing listens on port 1: the real store's real error.
        do {
            _ = try await StoreLocation.open("postgres://wol@127.0.0.1:1/wol?sslmode=disable")
            Issue.record("a store opened on port 1")
        } catch {
            let answer = APIError(storeError: error)
            #expect(answer.status == .serviceUnavailable)
            #expect(answer.field == "store")
            #expect(answer.headers[.retryAfter] == String(APIError.storeRetrySeconds))
            #expect(answer.problem.hasPrefix("the progress store is unreachable: cannot connect"))
        }
    }

    @Test func anyOtherStoreFailureIsA500() {
        let answer = APIError(storeError: StoreError(file: "p.sqlite", field: "database", problem: "disk I/O error"))
        #expect(answer.status == .internalServerError)
        #expect(answer.headers[.retryAfter] == nil)
        #expect(answer.problem == "disk I/O error")
    }
}
