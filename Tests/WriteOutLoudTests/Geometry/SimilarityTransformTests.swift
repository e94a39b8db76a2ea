import Foundation
import Testing
@testable import WriteOutLoud

@Suite struct SimilarityTransformTests {
    @Test func fitRecoversAKnownTransform() throws {
        let truth = SimilarityTransform(scale: 2.5, rotation: 0.1, translation: Point(x: -40, y: 300))
        let source = [Point(x: 0, y: 0), Point(x: 100, y: 10), Point(x: 30, y: 80), Point(x: 70, y: 60)]
        let fitted = try #require(SimilarityTransform.fit(from: source, to: truth.apply(source), maxRotation: 1))
        #expect(abs(fitted.scale - 2.5) < 1e-9)
        #expect(abs(fitted.rotation - 0.1) < 1e-9)
        #expect(fitted.translation.distance(to: truth.translation) < 1e-6)
    }

    @Test func rotationIsClampedToTheLimit() throws {
        let truth = SimilarityTransform(scale: 1, rotation: .pi / 2, translation: .zero)
        let source = [Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 0, y: 50)]
        let fitted = try #require(SimilarityTransform.fit(from: source, to: truth.apply(source), maxRotation: 0.2))
        #expect(abs(fitted.rotation - 0.2) < 1e-12)
    }

    @Test func degenerateSourcesHaveNoFit() {
        #expect(SimilarityTransform.fit(from: [], to: [], maxRotation: 1) == nil)
        let same = Array(repeating: Point(x: 5, y: 5), count: 3)
        #expect(SimilarityTransform.fit(from: same, to: [.zero, Point(x: 1, y: 0), Point(x: 0, y: 1)], maxRotation: 1) == nil)
        let flat = BoundingBox(point: .zero)
        #expect(SimilarityTransform.matching(flat, to: flat) == nil)
    }
}
