/// A closed interval of time in seconds, on whichever clock its owner says.
public struct TimeSpan: Hashable, Codable, Sendable {
    public var start: Double
    public var end: Double

    /// Makes a span; an `end` before `start` is treated as an instant at `start`.
    public init(start: Double, end: Double) {
        self.start = start
        self.end = max(start, end)
    }

    public var duration: Double { end - start }

    /// Length of the time both spans share (0 when they are apart).
    public func intersection(with other: TimeSpan) -> Double {
        max(0, min(end, other.end) - max(start, other.start))
    }

    /// Intersection over union of the two spans, 0–1.
    public func overlap(with other: TimeSpan) -> Double {
        let union = max(end, other.end) - min(start, other.start)
        return union > 0 ? intersection(with: other) / union : (gap(to: other) == 0 ? 1 : 0)
    }

    /// Time between the two spans (0 when they touch or overlap).
    public func gap(to other: TimeSpan) -> Double {
        max(0, other.start - end, start - other.end)
    }

    /// The same span moved by `offset` seconds.
    public func shifted(by offset: Double) -> TimeSpan {
        TimeSpan(start: start + offset, end: end + offset)
    }
}
