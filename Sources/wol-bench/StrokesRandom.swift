import Foundation

/// A seeded SplitMix64 generator, so every benchmark run draws the same attempts.
struct StrokesRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in `range`.
    mutating func uniform(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &self) }

    /// Normally distributed (Box–Muller) with the given spread.
    mutating func normal(_ deviation: Double) -> Double {
        let u = max(uniform(0...1), 1e-12)
        let v = uniform(0...1)
        return deviation * (-2 * log(u)).squareRoot() * cos(2 * .pi * v)
    }

    /// A random element, or nil for an empty collection.
    mutating func pick<C: Collection>(_ collection: C) -> C.Element? { collection.randomElement(using: &self) }
}
