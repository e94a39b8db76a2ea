/// The client a request came from, as the engine pool sees it: whether it is still there to read an answer.
///
/// A client that hangs up while its request waits for an engine gives up its place in the line, so the engines
/// never analyse uploads nobody will read (for example the backlog of a load test that just ended).
protocol WaitingClient: Sendable {
    /// Whether the client can still receive the answer.
    var isConnected: Bool { get }
    /// Calls `action` once when the client goes away, or at once if it is already gone. Meant for the request
    /// being handled: a client may keep only the latest action registered.
    func whenGone(_ action: @escaping @Sendable () -> Void)
}
