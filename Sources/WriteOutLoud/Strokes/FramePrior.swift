import Foundation

/// Where the character frame is expected before the ink says so: the writing box's frame, and how far
/// (in character sizes) the fitted frame may stray from it before that costs as much as a badly drawn stroke.
///
/// An unfinished character needs it: one or two strokes fit any frame, so a stroke drawn in the wrong
/// place would otherwise take the frame with it and pass.
struct FramePrior: Sendable {
    /// The frame the writing box implies.
    var transform: SimilarityTransform
    /// Canvas points where the box puts the whole character's corners and centre. A frame is compared with the
    /// prior there, not on the ink, so a frame that scales or turns a short stroke about itself still pays for
    /// moving the rest of the character.
    var reference: [Point]
    /// Root-mean-square distance, in character sizes, between the reference points as the prior and as a
    /// candidate frame places them, at which the candidate pays a cost of 1 (quadratic, so no misplacement is
    /// ever free).
    var tolerance: Double

    /// - Parameters:
    ///   - box: the writing box.
    ///   - bounds: the whole character's box in the template frame.
    ///   - tolerance: as ``tolerance``.
    init(box: WritingBox, bounds: BoundingBox, tolerance: Double) {
        transform = box.templateFrame
        let toCanvas = box.side / CharacterTemplate.boxSize
        reference = [
            Point(x: bounds.minX, y: bounds.minY), Point(x: bounds.maxX, y: bounds.minY),
            Point(x: bounds.minX, y: bounds.maxY), Point(x: bounds.maxX, y: bounds.maxY), bounds.center,
        ].map { Point(x: box.x + $0.x * toCanvas, y: box.y + $0.y * toCanvas) }
        self.tolerance = tolerance
    }

    /// Where the box puts the whole character's centre, on the canvas.
    var centre: Point { reference[reference.count - 1] }

    /// What framing the ink with `candidate` costs: 0 at the prior, 1 at ``tolerance``, growing quadratically.
    /// Only where the candidate puts the character, how big and how turned counts: the box says nothing about how
    /// a hand slants or squeezes it, which the aligner prices on its own.
    func cost(of candidate: AffineTransform, characterSize: Double) -> Double {
        guard tolerance > 0, characterSize > 0, var parts = candidate.parts else { return 0 }
        let turn = (parts.horizontalTurn + parts.verticalTurn) / 2
        (parts.horizontalTurn, parts.verticalTurn, parts.anisotropy) = (turn, turn, 0)
        let upright = AffineTransform(parts, taking: centre, to: candidate.apply(centre))
        let squared = reference.reduce(0.0) { total, point in
            let offset = upright.apply(point) - transform.apply(point)
            return total + offset.dot(offset)
        }
        let rms = (squared / Double(reference.count)).squareRoot() / characterSize
        return (rms / tolerance) * (rms / tolerance)
    }

    /// A frame part way from the prior's to `other`: scale, turn and the character's centre moved by `weight`
    /// (0 the prior, 1 `other`).
    func blend(_ other: SimilarityTransform, weight: Double) -> SimilarityTransform {
        let scale = transform.scale * pow(other.scale / transform.scale, weight)
        let rotation = transform.rotation + (other.rotation - transform.rotation) * weight
        let target = transform.apply(centre) + (other.apply(centre) - transform.apply(centre)) * weight
        var blended = SimilarityTransform(scale: scale, rotation: rotation, translation: .zero)
        blended.translation = target - blended.apply(centre)
        return blended
    }
}
