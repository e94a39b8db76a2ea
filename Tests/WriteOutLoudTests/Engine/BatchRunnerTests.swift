import Synchronization
import Testing
@testable import WriteOutLoud

@Suite struct BatchRunnerTests {
    @Test(arguments: [1, 2, 4])
    func resultsArriveInInputOrderWhateverTheNumberOfJobs(jobs: Int) {
        let delivered = Mutex<[Int]>([])
        let workersMade = Mutex(0)
        let inputs = Array(0..<50)
        BatchRunner(jobs: jobs).run(
            inputs,
            makeWorker: { workersMade.withLock { $0 += 1 } },
            work: { _, input in
                var spin = 0
                for step in 0..<((50 - input) * 200) { spin &+= step }
                return input * 10 + (spin == -1 ? 1 : 0)
            },
            deliver: { index, output in
                #expect(output == inputs[index] * 10)
                delivered.withLock { $0.append(index) }
            })
        #expect(delivered.withLock { $0 } == inputs)
        #expect(workersMade.withLock { $0 } == min(jobs, inputs.count))
    }

    @Test func workersAreNotSharedAndCountEveryInputOnce() {
        final class Counter: @unchecked Sendable { var count = 0 }
        let counters = Mutex<[Counter]>([])
        BatchRunner(jobs: 2).run(
            Array(0..<20),
            makeWorker: {
                let counter = Counter()
                counters.withLock { $0.append(counter) }
                return counter
            },
            work: { counter, _ in counter.count += 1 },
            deliver: { _, _ in })
        let made = counters.withLock { $0 }
        #expect(made.count == 2)
        #expect(made.reduce(0) { $0 + $1.count } == 20)
    }

    @Test func noInputsDeliverNothing() {
        let delivered = Mutex(0)
        BatchRunner(jobs: 3).run([Int](), makeWorker: { () }, work: { _, input in input }, deliver: { _, _ in
            delivered.withLock { $0 += 1 }
        })
        #expect(delivered.withLock { $0 } == 0)
    }
}
