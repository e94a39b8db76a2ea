import Foundation
import Synchronization

/// Runs work on a thread of its own and stops waiting for it after a time limit, so that one pathological
/// input cannot hold up everything after it.
///
/// A thread cannot be stopped from outside, so work that overruns is abandoned: its result is dropped, and the
/// work is handed the budget's ``Deadline`` to stop itself soon after. Give it only values, never state that
/// later work uses, and bound its worst case by other means too (``RecordingLimits``) so that abandoned work
/// cannot pile up.
public struct TimeBudget: Sendable {
    /// Seconds to wait for the work.
    public var seconds: Double

    public init(seconds: Double) {
        self.seconds = seconds
    }

    /// The work's result, or nil when it did not finish in time. A result finished after the deadline is
    /// dropped too, however soon the caller looks, since work may cut its search short past its deadline.
    /// - Parameter work: the work, given the moment its result stops being waited for.
    public func run<Value: Sendable>(_ work: @escaping @Sendable (Deadline) -> Value) -> Value? {
        let outcome = Outcome<Value>()
        let deadline = Deadline(after: seconds)
        let thread = Thread {
            let value = work(deadline)
            if !deadline.hasPassed { outcome.value.withLock { $0 = value } }
            outcome.done.signal()
        }
        thread.stackSize = 8 << 20
        thread.start()
        guard outcome.done.wait(timeout: .now() + max(0, seconds)) == .success else { return nil }
        return outcome.value.withLock { $0 }
    }

    private final class Outcome<Value: Sendable>: Sendable {
        let value = Mutex<Value?>(nil)
        let done = DispatchSemaphore(value: 0)
    }
}
