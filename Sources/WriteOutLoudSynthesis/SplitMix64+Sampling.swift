import Foundation
import WriteOutLoud

/// The draws synthetic attempts and sessions are made of, from a seeded generator so every run is the same.
extension SplitMix64 {
    /// Uniform in `range`.
    public mutating func uniform(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &self) }

    /// Normally distributed around 0 (Box–Muller) with the given standard deviation.
    public mutating func normal(_ deviation: Double) -> Double {
        let u = max(uniform(0...1), 1e-12)
        let v = uniform(0...1)
        return deviation * (-2 * log(u)).squareRoot() * cos(2 * .pi * v)
    }

    /// A random element, or nil for an empty collection.
    public mutating func pick<C: Collection>(_ collection: C) -> C.Element? { collection.randomElement(using: &self) }
}
