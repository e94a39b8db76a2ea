import Foundation
import Testing
@testable import WriteOutLoud

@Suite struct StrokeComparatorTests {
    let comparator = StrokeComparator()
    let model = [Point(x: 100, y: 500), Point(x: 900, y: 500)]

    @Test func identicalStrokeScoresFullMarks() {
        let result = comparator.compare(model, with: model, characterSize: 1000)
        #expect(result.scores == DimensionScores(shape: 100, direction: 100, position: 100, proportion: 100))
        #expect(!result.isReversed)
    }

    @Test func reversedStrokeKeepsShapeButLosesDirection() {
        let result = comparator.compare(model.reversed(), with: model, characterSize: 1000)
        #expect(result.isReversed)
        #expect(result.scores.shape > 99)
        #expect(result.scores.direction < 0.01)
        #expect(result.unorientedScores.direction == 100)
        #expect(result.unorientedScores.position == 100)
        #expect(result.scores.position < 10)
    }

    @Test func displacementHurtsPositionOnly() {
        let moved = model.map { Point(x: $0.x, y: $0.y + 300) }
        let result = comparator.compare(moved, with: model, characterSize: 1000)
        #expect(result.scores.shape > 99)
        #expect(result.scores.direction > 99)
        #expect(result.scores.position < 5)
        #expect(result.centroidOffset == Point(x: 0, y: 0.3))
    }

    @Test func shortStrokeHurtsProportion() {
        let short = [Point(x: 300, y: 500), Point(x: 700, y: 500)]
        let result = comparator.compare(short, with: model, characterSize: 1000)
        #expect(result.scores.proportion < 25)
        #expect(abs(result.lengthRatio - 420.0 / 820.0) < 1e-9)
    }

    /// Shortening down to `shortestForgiven` of the model costs nothing; below it only the rest counts, and a
    /// stroke drawn too long is judged as before.
    @Test func shorteningIsForgivenDownToTheShareGiven() {
        let prepared = { (path: [Point]) in PreparedStroke(path, characterSize: 1000) }
        let judge = { (path: [Point], shortest: Double) in
            comparator.compare(prepared(path), with: prepared(model), characterSize: 1000, shortestForgiven: shortest)
                .scores.proportion
        }
        let half = [Point(x: 300, y: 500), Point(x: 700, y: 500)]
        let fifth = [Point(x: 420, y: 500), Point(x: 580, y: 500)]
        let longer = [Point(x: 0, y: 500), Point(x: 1000, y: 500)]
        #expect(judge(half, 0.4) > 99)
        #expect(judge(half, 1) < 25)
        #expect(judge(fifth, 0.4) < 60)
        #expect(judge(fifth, 0.4) > judge(fifth, 1))
        #expect(judge(longer, 0.4) == judge(longer, 1))
    }

    @Test func lengthErrorCountsOnceInProportion() {
        let longer = [Point(x: 0, y: 500), Point(x: 1000, y: 500)]
        let result = comparator.compare(longer, with: model, characterSize: 1000)
        let expected = 100 * exp(-pow(log(1020.0 / 820.0) / ScoreTolerances.default.proportion, 2))
        #expect(abs(result.scores.proportion - expected) < 1)
    }

    @Test func slantHurtsProportionBeyondLength() {
        let slanted = [Point(x: 100, y: 300), Point(x: 900, y: 700)]
        let level = [Point(x: 100, y: 500), Point(x: 994, y: 500)]
        let slantedResult = comparator.compare(slanted, with: model, characterSize: 1000)
        let levelResult = comparator.compare(level, with: model, characterSize: 1000)
        #expect(abs(slantedResult.lengthRatio - levelResult.lengthRatio) < 0.01)
        #expect(slantedResult.scores.proportion < levelResult.scores.proportion - 20)
    }

    @Test func differentShapeHurtsShape() {
        let bent = [Point(x: 100, y: 500), Point(x: 500, y: 500), Point(x: 500, y: 900)]
        let result = comparator.compare(bent, with: model, characterSize: 1000)
        #expect(result.scores.shape < 30)
    }

    @Test func singlePointAndEmptyPathsGiveFiniteScores() {
        for drawn in [[Point(x: 500, y: 500)], []] {
            let result = comparator.compare(drawn, with: model, characterSize: 1000)
            #expect(result.scores.shape.isFinite && result.scores.position.isFinite)
            #expect(result.scores.direction < 1)
            #expect(!result.isReversed)
        }
        let zeroSize = comparator.compare(model, with: model, characterSize: 0)
        #expect(zeroSize.scores.proportion.isFinite)
    }
}
