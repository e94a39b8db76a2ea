/// Where the character frame is expected before the ink says so: the writing box's frame, and how far
/// (in character sizes) the fitted frame may stray from it before that costs as much as a badly drawn stroke.
///
/// An unfinished character needs it: one or two strokes fit any frame, so a stroke drawn in the wrong
/// place would otherwise take the frame with it and pass.
struct FramePrior: Sendable {
    var transform: SimilarityTransform
    /// Root-mean-square distance, in character sizes, between the ink placed by the prior and by a candidate
    /// frame at which the candidate pays a cost of 1 (quadratic, so no misplacement is ever free).
    var tolerance: Double

    /// The cost of framing ink whose samples the prior places at `expected` and a candidate at `placed`.
    func cost(placed: [Point], expected: [Point], characterSize: Double) -> Double {
        guard !placed.isEmpty, placed.count == expected.count, tolerance > 0 else { return 0 }
        let squared = zip(placed, expected).reduce(0.0) { total, pair in
            let offset = pair.0 - pair.1
            return total + offset.dot(offset)
        }
        let rms = (squared / Double(placed.count)).squareRoot() / characterSize
        return (rms / tolerance) * (rms / tolerance)
    }
}
