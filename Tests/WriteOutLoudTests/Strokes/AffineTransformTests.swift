import Foundation
import Testing
@testable import WriteOutLoud

@Suite struct AffineTransformTests {
    let points = [Point(x: 0, y: 0), Point(x: 100, y: 10), Point(x: 30, y: 200), Point(x: 250, y: 180), Point(x: 90, y: 70)]

    @Test func fitRecoversAKnownMap() throws {
        let map = AffineTransform(a: 1.2, b: 0.3, c: -0.1, d: 0.9, translation: Point(x: 5, y: -7))
        let fitted = try #require(
            AffineTransform.fit(from: points, to: points.map(map.apply), weights: Array(repeating: 1, count: points.count)))
        for point in points { #expect(fitted.apply(point).distance(to: map.apply(point)) < 1e-9) }
    }

    @Test func zeroWeightsLeaveAPointOut() throws {
        let map = AffineTransform(a: 1, b: 0.2, c: 0, d: 1, translation: .zero)
        var targets = points.map(map.apply)
        targets[4] = Point(x: 900, y: -400)
        let fitted = try #require(AffineTransform.fit(from: points, to: targets, weights: [1, 1, 1, 1, 0]))
        #expect(fitted.apply(points[4]).distance(to: map.apply(points[4])) < 1e-9)
    }

    @Test func pointsOnALineFixNoMap() {
        let line = [Point(x: 0, y: 0), Point(x: 1, y: 1), Point(x: 2, y: 2)]
        #expect(AffineTransform.fit(from: line, to: line, weights: [1, 1, 1]) == nil)
    }

    @Test func partsRebuildTheMap() throws {
        let map = AffineTransform(a: 1.1, b: 0.35, c: 0.12, d: 0.8, translation: Point(x: 3, y: 4))
        let parts = try #require(map.parts)
        let anchor = Point(x: 40, y: 60)
        let rebuilt = AffineTransform(parts, taking: anchor, to: map.apply(anchor))
        for point in points { #expect(rebuilt.apply(point).distance(to: map.apply(point)) < 1e-9) }
    }

    @Test func aSimilarityTurnsBothAxesAlike() throws {
        let similarity = SimilarityTransform(scale: 2, rotation: 0.3, translation: Point(x: 10, y: 20))
        let map = AffineTransform(similarity)
        for point in points { #expect(map.apply(point).distance(to: similarity.apply(point)) < 1e-9) }
        let parts = try #require(map.parts)
        #expect(abs(parts.scale - 2) < 1e-12)
        #expect(abs(parts.horizontalTurn - 0.3) < 1e-12 && abs(parts.verticalTurn - 0.3) < 1e-12)
        #expect(abs(parts.skew) < 1e-12 && abs(parts.anisotropy) < 1e-12)
    }

    @Test func undoingASlantTurnsOnlyTheVerticals() throws {
        let lean = tan(15 * Double.pi / 180)
        let parts = try #require(AffineTransform(a: 1, b: lean, c: 0, d: 1, translation: .zero).parts)
        #expect(abs(parts.horizontalTurn) < 1e-12)
        #expect(abs(parts.verticalTurn + 15 * Double.pi / 180) < 1e-12)
    }

    @Test func limitsClampTurnsSkewAndSqueezeButKeepTheAnchor() throws {
        let limits = AffineTransform.Limits(
            horizontalTurn: 0.35, verticalTurn: 25 * Double.pi / 180, skew: 35 * Double.pi / 180, anisotropy: log(1.35))
        let anchor = Point(x: 50, y: 50)
        let slant = AffineTransform(a: 1, b: tan(40 * Double.pi / 180), c: 0, d: 1, translation: .zero)
        let limited = try #require(slant.limited(to: limits, about: anchor))
        #expect(abs(try #require(limited.parts).verticalTurn + 25 * Double.pi / 180) < 1e-9)
        #expect(limited.apply(anchor).distance(to: slant.apply(anchor)) < 1e-9)
        let skewed = AffineTransform(
            AffineTransform.Parts(scale: 1, horizontalTurn: 0.3, verticalTurn: -0.4, anisotropy: 0), taking: .zero, to: .zero)
        #expect(abs(try #require(skewed.limited(to: limits, about: anchor)?.parts).skew - 35 * Double.pi / 180) < 1e-9)
        let squeezed = AffineTransform(a: 2, b: 0, c: 0, d: 1, translation: .zero)
        #expect(abs(try #require(squeezed.limited(to: limits, about: anchor)?.parts).anisotropy - log(1.35)) < 1e-9)
    }

    @Test func aMirrorHasNoParts() {
        #expect(AffineTransform(a: -1, b: 0, c: 0, d: 1, translation: .zero).parts == nil)
    }
}
