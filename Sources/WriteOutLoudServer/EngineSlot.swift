import Dispatch
import WriteOutLoud

/// One speech decoder with the thread that runs it.
///
/// A decoder is expensive to create and must be used by one request at a time; ``EnginePool`` lends each slot
/// to one request at a time. The work runs on the slot's own serial queue, off Swift's cooperative threads, so a
/// long analysis never stalls the server's network I/O or the tasks reading other uploads.
/// `@unchecked Sendable`: the pool guarantees exclusive use while the slot is lent.
final class EngineSlot: @unchecked Sendable {
    /// nil when the server judges ink only (no speech model).
    let recognizer: SpeechRecognizer?
    private let queue: DispatchQueue

    init(recognizer: SpeechRecognizer?, index: Int) {
        self.recognizer = recognizer
        queue = DispatchQueue(label: "wol.engine.\(index)")
    }

    /// Runs `work` on the slot's thread and waits for it without blocking a cooperative thread.
    func run<Value: Sendable>(_ work: @escaping @Sendable (SpeechRecognizer?) -> Value) async -> Value {
        await withCheckedContinuation { continuation in
            queue.async { continuation.resume(returning: work(self.recognizer)) }
        }
    }
}
