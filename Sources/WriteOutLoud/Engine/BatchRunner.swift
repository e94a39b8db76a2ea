import Foundation
import Synchronization

/// Runs one job per input on several worker threads and hands the results back in input order.
///
/// Each worker gets its own state from `makeWorker` (for the engine: a ``RecordingAnalyzer`` with its own speech
/// decoder, which must not be shared), so results are the same as a sequential run. Results are delivered as
/// soon as every earlier input is done, so a long batch streams its output.
public struct BatchRunner: Sendable {
    public var jobs: Int

    /// - Parameter jobs: how many inputs to work on at once (at least 1).
    public init(jobs: Int) {
        self.jobs = max(1, jobs)
    }

    /// Processes every input.
    /// - Parameters:
    ///   - inputs: the work, in the order results should come back.
    ///   - makeWorker: creates one worker's private state; called once per worker thread.
    ///   - work: computes one result with a worker's state.
    ///   - deliver: receives each result in input order, on one thread at a time.
    public func run<Input: Sendable, Worker, Output: Sendable>(
        _ inputs: [Input],
        makeWorker: @Sendable () -> Worker,
        work: @Sendable (inout Worker, Input) -> Output,
        deliver: @Sendable (Int, Output) -> Void
    ) {
        let state = Mutex(Progress<Output>(pending: [:], nextToDeliver: 0, nextToStart: 0))
        let workers = min(jobs, inputs.count)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            var worker = makeWorker()
            while true {
                let index: Int? = state.withLock { progress in
                    guard progress.nextToStart < inputs.count else { return nil }
                    defer { progress.nextToStart += 1 }
                    return progress.nextToStart
                }
                guard let index else { return }
                let output = work(&worker, inputs[index])
                state.withLock { progress in
                    progress.pending[index] = output
                    while let ready = progress.pending.removeValue(forKey: progress.nextToDeliver) {
                        deliver(progress.nextToDeliver, ready)
                        progress.nextToDeliver += 1
                    }
                }
            }
        }
    }

    private struct Progress<Output> {
        var pending: [Int: Output]
        var nextToDeliver: Int
        var nextToStart: Int
    }
}
