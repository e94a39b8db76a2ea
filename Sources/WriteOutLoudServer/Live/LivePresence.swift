import Synchronization

/// A live session as the engine pool sees it: present until the session ends, so that voice decodes still
/// waiting for an engine when the client leaves are dropped from the line instead of run for nobody.
final class LivePresence: WaitingClient {
    private let state = Mutex((gone: false, actions: [@Sendable () -> Void]()))

    var isConnected: Bool { !state.withLock { $0.gone } }

    /// Unlike an HTTP request's watcher, several decodes of one session may wait at once, so every action is kept.
    func whenGone(_ action: @escaping @Sendable () -> Void) {
        let goneAlready = state.withLock { state in
            if !state.gone { state.actions.append(action) }
            return state.gone
        }
        if goneAlready { action() }
    }

    /// The session is over: whatever still waits on its behalf leaves the line.
    func leave() {
        let actions = state.withLock { state in
            state.gone = true
            defer { state.actions = [] }
            return state.actions
        }
        actions.forEach { $0() }
    }
}
