import Synchronization
import Testing

@testable import WriteOutLoud

/// Work that outlives its deadline, or its caller's cancellation, is not waited for, even when it ignores cancellation.
@Suite struct OperationDeadlineTests {
    struct Expired: Error {}

    @Test func workThatEndsInTimeGivesItsValueAndNothingIsLetGo() async throws {
        let expiries = Mutex(0)
        let value = try await OperationDeadline.run(
            seconds: 5, expired: Expired(), abandon: { expiries.withLock { $0 += 1 } }
        ) { 42 }
        #expect(value == 42)
        #expect(expiries.withLock { $0 } == 0)
    }

    @Test func workThatThrowsInTimeThrowsItsOwnError() async {
        struct Refused: Error {}
        await #expect(throws: Refused.self) {
            try await OperationDeadline.run(seconds: 5, expired: Expired(), abandon: {}) { () throws -> Int in
                throw Refused()
            }
        }
    }

    @Test func workThatNeverEndsExpiresAfterTheDeadline() async {
        let expiries = Mutex(0)
        let started = ContinuousClock.now
        await #expect(throws: Expired.self) {
            try await OperationDeadline.run(seconds: 1, expired: Expired(), abandon: { expiries.withLock { $0 += 1 } }) {
                // A driver call that is never answered and does not heed cancellation.
                await withCheckedContinuation { (_: CheckedContinuation<Void, Never>) in }
                return 0
            }
        }
        #expect(expiries.withLock { $0 } == 1)
        #expect(ContinuousClock.now - started >= .seconds(1))
    }

    @Test func aCancelledCallerStopsWaitingLetsGoAndCancelsTheWork() async {
        let abandoned = Mutex(0)
        // Whether the work was cancelled (true) or slept its full minute (false): awaited, never timed.
        let (workEnded, ended) = AsyncStream<Bool>.makeStream()
        let (workStarted, started) = AsyncStream<Void>.makeStream()
        let caller = Task {
            try await OperationDeadline.run(seconds: 300, expired: Expired(), abandon: { abandoned.withLock { $0 += 1 } }) {
                started.yield()
                do {
                    try await Task.sleep(for: .seconds(60))
                    ended.yield(false)
                } catch {
                    ended.yield(true)
                }
                return 0
            }
        }
        var start = workStarted.makeAsyncIterator()
        await start.next()
        caller.cancel()
        await #expect(throws: CancellationError.self) { try await caller.value }
        #expect(abandoned.withLock { $0 } == 1)
        var iterator = workEnded.makeAsyncIterator()
        #expect(await iterator.next() == true)
    }

    @Test func aCallerCancelledBeforeItAsksDoesNotWaitForWorkThatNeverEnds() async {
        let abandoned = Mutex(0)
        let caller = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await OperationDeadline.run(seconds: 60, expired: Expired(), abandon: { abandoned.withLock { $0 += 1 } }) {
                await withCheckedContinuation { (_: CheckedContinuation<Void, Never>) in }
                return 0
            }
        }
        await #expect(throws: CancellationError.self) { try await caller.value }
        #expect(abandoned.withLock { $0 } == 1)
    }
}
