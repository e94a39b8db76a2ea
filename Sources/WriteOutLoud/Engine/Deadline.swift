/// A moment after which long work should stop and return what it has.
///
/// A thread cannot be stopped from outside, so work given a ``TimeBudget`` checks its deadline between steps
/// and gives up by itself, rather than running on in the background after its result has been dropped.
public struct Deadline: Sendable {
    private let instant: ContinuousClock.Instant?

    /// The moment `seconds` from now.
    public init(after seconds: Double) {
        instant = .now + .seconds(max(0, seconds))
    }

    private init(instant: ContinuousClock.Instant?) {
        self.instant = instant
    }

    /// A deadline that never passes: the work runs to its end.
    public static let never = Deadline(instant: nil)

    /// Whether the moment has come.
    public var hasPassed: Bool {
        instant.map { ContinuousClock.now >= $0 } ?? false
    }
}
