import Synchronization

/// How many live sessions are open, against the most the server allows, so that idle sockets cannot pile up
/// without bound.
final class LiveSessionCount: Sendable {
    private let open = Mutex(0)
    let limit: Int

    init(limit: Int) {
        self.limit = limit
    }

    /// Counts a new session in; false when the server already holds `limit`.
    func enter() -> Bool {
        open.withLock { count in
            guard count < limit else { return false }
            count += 1
            return true
        }
    }

    func leave() {
        open.withLock { $0 -= 1 }
    }
}
