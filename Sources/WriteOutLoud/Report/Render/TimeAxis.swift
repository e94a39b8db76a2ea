import Foundation

/// The time range a timeline shows and the ticks along it.
struct TimeAxis: Hashable, Sendable {
    /// First second shown.
    var start: Double
    /// Last second shown; always after `start`.
    var end: Double

    /// A range holding every span given, with a small margin; one second from the earliest time when the spans
    /// have no length, and 0–1 s when there are none.
    init(spans: [TimeSpan]) {
        let finite = spans.filter { $0.start.isFinite && $0.end.isFinite }
        let low = finite.map(\.start).min() ?? 0
        let high = finite.map(\.end).max() ?? low
        let margin = max((high - low) * 0.04, 0.05)
        start = low - margin
        end = high > low ? high + margin : low + 1
    }

    var duration: Double { end - start }

    /// Where `time` falls, 0 at `start` to 1 at `end`.
    func fraction(_ time: Double) -> Double {
        time.isFinite ? (time - start) / duration : 0
    }

    /// Round times between `start` and `end`, about `count` of them, on a step of 1, 2 or 5 times a power of ten.
    /// - Complexity: O(count).
    func ticks(about count: Int = 6) -> [Double] {
        let rough = duration / Double(max(count, 1))
        guard rough > 0, rough.isFinite else { return [] }
        let power = pow(10, floor(log10(rough)))
        let step = [1.0, 2, 5, 10].map { $0 * power }.first { $0 >= rough } ?? 10 * power
        let first = (start / step).rounded(.up)
        // Adding 0 turns a -0 (from rounding a small negative start up) into 0, which prints without a sign.
        return (0..<4 * max(count, 1)).map { (first + Double($0)) * step + 0 }.filter { $0 <= end }
    }
}
