import Foundation

/// A fixed number of engine slots (one speech decoder each) shared by all requests, with a bounded waiting line.
///
/// A request waits for a free slot in arrival order; when the line is full, or it has waited too long, it is
/// answered 503 with a `Retry-After`, so an overloaded server sheds load instead of queueing without end. A
/// request whose client hangs up leaves the line at once and is never run.
actor EnginePool {
    private var free: [EngineSlot]
    private var waiting: [(id: UInt64, continuation: CheckedContinuation<EngineSlot, any Error>)] = []
    private var nextID: UInt64 = 0
    private let queueLength: Int
    private let queueSeconds: Double

    /// - Parameters:
    ///   - slots: the engines; their count is how many analyses run at once.
    ///   - queueLength: most requests that may wait at once.
    ///   - queueSeconds: longest a request may wait.
    init(slots: [EngineSlot], queueLength: Int, queueSeconds: Double) {
        free = slots
        self.queueLength = queueLength
        self.queueSeconds = queueSeconds
    }

    /// Runs `work` on a free slot, waiting for one if needed.
    /// - Parameter client: the requester; when given and it hangs up before a slot is free, `work` never runs.
    /// - Throws: ``APIError`` 503 with `Retry-After` when the line is full or the wait too long, 499 when the
    ///   client went away.
    func withSlot<Value: Sendable>(
        for client: (any WaitingClient)? = nil, _ work: @escaping @Sendable (EngineSlot) async -> Value
    ) async throws(APIError) -> Value {
        let slot = try await acquire(for: client)
        if let client, !client.isConnected {
            release(slot)
            throw Self.gone
        }
        let value = await work(slot)
        release(slot)
        return value
    }

    private func acquire(for client: (any WaitingClient)?) async throws(APIError) -> EngineSlot {
        if let slot = free.popLast() { return slot }
        guard waiting.count < queueLength else { throw busy("all engines are busy and \(queueLength) requests wait") }
        let id = nextID
        nextID += 1
        let seconds = queueSeconds
        let timer = Task { [weak self] in
            try await Task.sleep(for: .seconds(seconds))
            await self?.expire(id)
        }
        defer { timer.cancel() }
        do {
            return try await withCheckedThrowingContinuation { continuation in
                waiting.append((id, continuation))
                client?.whenGone { Task { [weak self] in await self?.leave(id, with: Self.gone) } }
            }
        } catch let error as APIError {
            throw error
        } catch {
            throw busy("the wait for an engine was interrupted")
        }
    }

    private func release(_ slot: EngineSlot) {
        if waiting.isEmpty {
            free.append(slot)
        } else {
            waiting.removeFirst().continuation.resume(returning: slot)
        }
    }

    private func expire(_ id: UInt64) {
        leave(id, with: busy("no engine became free within \(Int(queueSeconds)) s"))
    }

    /// Takes a request out of the line (if it is still there) with `error` as its answer.
    private func leave(_ id: UInt64, with error: APIError) {
        guard let index = waiting.firstIndex(where: { $0.id == id }) else { return }
        waiting.remove(at: index).continuation.resume(throwing: error)
    }

    /// The answer to a request whose client hung up; nobody reads it, but the log and the tests do.
    static let gone = APIError(
        .init(code: 499, reasonPhrase: "Client Closed Request"), field: "(connection)",
        problem: "the client went away before an engine was free")

    private func busy(_ problem: String) -> APIError {
        APIError(
            .serviceUnavailable, field: "(server)", problem: problem,
            headers: [.retryAfter: String(max(1, Int(queueSeconds / 4)))])
    }
}
