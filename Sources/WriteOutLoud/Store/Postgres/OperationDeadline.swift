import Synchronization

/// Runs work in a task of its own and returns its outcome, or throws once a deadline passes, or the caller is
/// cancelled, with the work still running; nobody then waits for the work, which ends whenever it can.
///
/// For calls into the database driver: a query in flight on a connection the database dropped at the wrong
/// moment can stay unanswered however the connection is closed or the task cancelled, and structured
/// concurrency would wait for it all the same.
enum OperationDeadline {
    /// - Parameters:
    ///   - seconds: how long the work may run.
    ///   - expired: thrown when it runs longer, after `abandon` has run. A cancelled caller gets
    ///     `CancellationError` instead, after `abandon` has run too.
    ///   - abandon: what to let go of for the work once nobody waits for it (a connection to close).
    static func run<T: Sendable>(
        seconds: Int, expired: any Error, abandon: @escaping @Sendable () -> Void,
        _ work: @escaping @Sendable () async throws -> T
    ) async throws -> T {
        let outcome = Outcome<T>()
        let timer = Task {
            try await Task.sleep(for: .seconds(seconds))
            if outcome.settle(.failure(expired)) { abandon() }
        }
        let worker = Task {
            let result: Result<T, any Error>
            do {
                result = .success(try await work())
            } catch {
                result = .failure(error)
            }
            timer.cancel()
            outcome.settle(result)
        }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { outcome.wait(with: $0) }
        } onCancel: {
            guard outcome.settle(.failure(CancellationError())) else { return }
            timer.cancel()
            worker.cancel()
            abandon()
        }
    }

    /// The caller's continuation, resumed by whichever of the work, the deadline and the caller's cancellation
    /// comes first; a result that comes before the continuation is installed is kept for it.
    private final class Outcome<T: Sendable>: Sendable {
        private enum State {
            case open
            case waiting(CheckedContinuation<T, any Error>)
            case settled(Result<T, any Error>?)
        }

        private let state = Mutex(State.open)

        /// Installs the continuation, or resumes it at once with a result that came first.
        func wait(with continuation: CheckedContinuation<T, any Error>) {
            let early: Result<T, any Error>? = state.withLock { state in
                guard case .settled(let result) = state else {
                    state = .waiting(continuation)
                    return nil
                }
                state = .settled(nil)
                return result
            }
            if let early { continuation.resume(with: early) }
        }

        /// Settles with `result` unless settled before; whether this call did.
        @discardableResult
        func settle(_ result: Result<T, any Error>) -> Bool {
            let (settled, continuation): (Bool, CheckedContinuation<T, any Error>?) = state.withLock { state in
                switch state {
                case .open:
                    state = .settled(result)
                    return (true, nil)
                case .waiting(let continuation):
                    state = .settled(nil)
                    return (true, continuation)
                case .settled:
                    return (false, nil)
                }
            }
            continuation?.resume(with: result)
            return settled
        }
    }
}
