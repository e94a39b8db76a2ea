import Synchronization

/// Runs work in a task of its own and returns its outcome, or throws once a deadline passes with the work
/// still running; nobody then waits for the work, which ends whenever it can.
///
/// For calls into the database driver: a query in flight on a connection the database dropped at the wrong
/// moment can stay unanswered however the connection is closed or the task cancelled, and structured
/// concurrency would wait for it all the same.
enum OperationDeadline {
    /// - Parameters:
    ///   - seconds: how long the work may run.
    ///   - expired: thrown when it runs longer, after `onExpiry` has run.
    ///   - onExpiry: what to let go of for the work (a connection to close).
    static func run<T: Sendable>(
        seconds: Int, expired: any Error, onExpiry: @escaping @Sendable () -> Void,
        _ work: @escaping @Sendable () async throws -> T
    ) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            let outcome = Outcome(continuation)
            let timer = Task {
                try await Task.sleep(for: .seconds(seconds))
                if outcome.settle(.failure(expired)) { onExpiry() }
            }
            Task {
                let result: Result<T, any Error>
                do {
                    result = .success(try await work())
                } catch {
                    result = .failure(error)
                }
                timer.cancel()
                outcome.settle(result)
            }
        }
    }

    /// The continuation, resumed by whichever of the work and the deadline comes first.
    private final class Outcome<T: Sendable>: Sendable {
        private let continuation: Mutex<CheckedContinuation<T, any Error>?>

        init(_ continuation: CheckedContinuation<T, any Error>) {
            self.continuation = Mutex(continuation)
        }

        /// Resumes with `result` unless it was resumed before; whether this call did.
        @discardableResult
        func settle(_ result: Result<T, any Error>) -> Bool {
            guard let continuation = continuation.withLock({ $0.take() }) else { return false }
            continuation.resume(with: result)
            return true
        }
    }
}
