import Foundation
import WriteOutLoud

/// Seeded labelled scores drawn from two normal distributions, for calibration tests.
enum SyntheticScores {
    /// A normal variate by the Box–Muller transform.
    static func normal(mean: Double, deviation: Double, using generator: inout SplitMix64) -> Double {
        let u = Double.random(in: Double.ulpOfOne..<1, using: &generator)
        let v = Double.random(in: 0..<1, using: &generator)
        return mean + deviation * (-2 * log(u)).squareRoot() * cos(2 * .pi * v)
    }

    /// `count` human passes around `passMean` and `count` human fails around `failMean`.
    static func twoNormals(
        count: Int, passMean: Double, failMean: Double, deviation: Double, seed: UInt64
    ) -> [LabelledScore] {
        var generator = SplitMix64(seed: seed)
        return (0..<count).flatMap { _ in
            [
                LabelledScore(score: normal(mean: passMean, deviation: deviation, using: &generator), humanPass: true),
                LabelledScore(score: normal(mean: failMean, deviation: deviation, using: &generator), humanPass: false),
            ]
        }
    }
}
