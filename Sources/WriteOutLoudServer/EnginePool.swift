import Foundation

/// A fixed number of engine slots (one speech decoder each) shared by all requests, with a bounded waiting line.
///
/// A request waits for a free slot in arrival order; when the line is full, or it has waited too long, it is
/// answered 503 with a `Retry-After`, so an overloaded server sheds load instead of queueing without end.
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
    /// - Throws: ``APIError`` 503 with `Retry-After` when the line is full or the wait too long.
    func withSlot<Value: Sendable>(_ work: @escaping @Sendable (EngineSlot) async -> Value) async throws(APIError)
        -> Value
    {
        let slot = try await acquire()
        let value = await work(slot)
        release(slot)
        return value
    }

    private func acquire() async throws(APIError) -> EngineSlot {
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
        guard let index = waiting.firstIndex(where: { $0.id == id }) else { return }
        waiting.remove(at: index).continuation.resume(
            throwing: busy("no engine became free within \(Int(queueSeconds)) s"))
    }

    private func busy(_ problem: String) -> APIError {
        APIError(
            .serviceUnavailable, field: "(server)", problem: problem,
            headers: [.retryAfter: String(max(1, Int(queueSeconds / 4)))])
    }
}
