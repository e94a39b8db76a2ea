import Testing
@testable import WriteOutLoud

@Suite struct FramePriorTests {
    let box = WritingBox(x: 100, y: 50, side: 512)
    let bounds = BoundingBox([Point(x: 112, y: 112), Point(x: 912, y: 912)])!

    @Test func theBoxFrameMapsTheBoxOntoTheTemplateBox() {
        let frame = box.templateFrame
        #expect(frame.apply(Point(x: 100, y: 50)) == Point(x: 0, y: 0))
        #expect(frame.apply(Point(x: 612, y: 562)) == Point(x: 1024, y: 1024))
    }

    @Test func costIsZeroAtThePriorAndOneAtTheTolerance() {
        let prior = FramePrior(box: box, bounds: bounds, tolerance: 0.1)
        #expect(prior.cost(of: AffineTransform(prior.transform), characterSize: 800) == 0)
        var shifted = prior.transform
        shifted.translation = shifted.translation + Point(x: 80, y: 0)
        #expect(abs(prior.cost(of: AffineTransform(shifted), characterSize: 800) - 1) < 1e-9)
        shifted.translation = shifted.translation + Point(x: 80, y: 0)
        #expect(abs(prior.cost(of: AffineTransform(shifted), characterSize: 800) - 4) < 1e-9)
    }

    @Test func scalingAboutTheCharacterIsNotFree() {
        let prior = FramePrior(box: box, bounds: bounds, tolerance: 0.1)
        let centre = prior.reference[prior.reference.count - 1]
        var larger = SimilarityTransform(scale: prior.transform.scale * 1.2, rotation: 0, translation: .zero)
        larger.translation = prior.transform.apply(centre) - larger.apply(centre)
        #expect(prior.cost(of: AffineTransform(larger), characterSize: 800) > 1)
    }

    @Test func blendRunsFromThePriorToTheOther() {
        let prior = FramePrior(box: box, bounds: bounds, tolerance: 0.1)
        let other = SimilarityTransform(scale: 3, rotation: 0.1, translation: Point(x: -200, y: 40))
        let centre = prior.reference[prior.reference.count - 1]
        #expect(prior.blend(other, weight: 0).apply(centre).distance(to: prior.transform.apply(centre)) < 1e-9)
        #expect(prior.blend(other, weight: 1).apply(centre).distance(to: other.apply(centre)) < 1e-9)
        let half = prior.blend(other, weight: 0.5)
        #expect(abs(half.rotation - 0.05) < 1e-12)
        #expect(abs(half.scale - (prior.transform.scale * 3).squareRoot()) < 1e-9)
    }
}
