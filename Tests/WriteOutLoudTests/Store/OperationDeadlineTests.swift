import Synchronization
import Testing

@testable import WriteOutLoud

/// Work that outlives its deadline is not waited for, even when it ignores cancellation.
@Suite struct OperationDeadlineTests {
    struct Expired: Error {}

    @Test func workThatEndsInTimeGivesItsValueAndNothingIsLetGo() async throws {
        let expiries = Mutex(0)
        let value = try await OperationDeadline.run(
            seconds: 5, expired: Expired(), onExpiry: { expiries.withLock { $0 += 1 } }
        ) { 42 }
        #expect(value == 42)
        #expect(expiries.withLock { $0 } == 0)
    }

    @Test func workThatThrowsInTimeThrowsItsOwnError() async {
        struct Refused: Error {}
        await #expect(throws: Refused.self) {
            try await OperationDeadline.run(seconds: 5, expired: Expired(), onExpiry: {}) { () throws -> Int in
                throw Refused()
            }
        }
    }

    @Test func workThatNeverEndsExpiresAfterTheDeadline() async {
        let expiries = Mutex(0)
        let started = ContinuousClock.now
        await #expect(throws: Expired.self) {
            try await OperationDeadline.run(seconds: 1, expired: Expired(), onExpiry: { expiries.withLock { $0 += 1 } }) {
                // A driver call that is never answered and does not heed cancellation.
                await withCheckedContinuation { (_: CheckedContinuation<Void, Never>) in }
                return 0
            }
        }
        #expect(expiries.withLock { $0 } == 1)
        #expect(ContinuousClock.now - started >= .seconds(1))
    }
}
