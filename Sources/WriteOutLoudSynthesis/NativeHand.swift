import Foundation
import WriteOutLoud

/// How one fast, fluent writer deforms a character on one attempt: the style a fair judge lets pass.
///
/// Ranges are those of native and fast hands (issue 29): the whole character slanted (italic shear) or
/// turned a little, horizontals rising, components squeezed or stretched, the pen landing with a short hook
/// from where it came and leaving with a tail towards the next stroke, and, on some tablets, few points.
public struct NativeHand: Sendable {
    /// Italic shear in radians: positive leans the top of the character right.
    public var shear: Double
    /// Turn of the whole character in radians.
    public var rotation: Double
    /// How far each 横 rises, in radians (upwards to the right), before each stroke's own jitter.
    public var rise: Double
    /// Width over height of the whole character, against the model's.
    public var aspect: Double
    /// A component squeezed on one side of a cut and stretched on the other: where the cut lies (share of the
    /// model box) and how far it moves (share of the character), along x and along y.
    public var cut: (x: Double, y: Double)
    public var cutShift: (x: Double, y: Double)
    /// Chance of each stroke starting with an entry hook and of ending with a tail towards the next stroke.
    public var hookChance: Double
    public var tailChance: Double
    /// Points per stroke when the tablet reports few (nil: the pen's own rate).
    public var sparsePoints: ClosedRange<Int>?

    /// A writer's style drawn from `random`.
    public init(random: inout SplitMix64) {
        let degree = Double.pi / 180
        let slant = random.uniform(5...20) * degree
        shear = random.uniform(0...1) < 0.7 ? slant : -slant
        rotation = random.normal(3 * degree)
        rise = random.uniform(5...18) * degree
        aspect = random.uniform(0.85...1.15)
        cut = (random.uniform(0.35...0.65), random.uniform(0.35...0.65))
        cutShift = (random.normal(0.05), random.normal(0.05))
        hookChance = random.uniform(0.1...0.5)
        tailChance = random.uniform(0.1...0.5)
        sparsePoints = random.uniform(0...1) < 0.4 ? 4...10 : nil
    }
}
