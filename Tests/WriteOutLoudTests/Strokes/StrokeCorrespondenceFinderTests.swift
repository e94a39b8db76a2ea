import Foundation
import Testing
@testable import WriteOutLoud

/// Which template stroke each drawn stroke stands for, when a stroke drawn too poorly to match anything is paired
/// last: it takes its own turn unless the geometry clearly says otherwise.
@Suite struct StrokeCorrespondenceFinderTests {
    let analyzer = StrokeAnalyzer()

    /// A comparison scoring `accuracy` in every dimension.
    func comparison(_ accuracy: Double) -> StrokeComparison {
        let scores = DimensionScores(shape: accuracy, direction: accuracy, position: accuracy, proportion: accuracy)
        return StrokeComparison(
            scores: scores, unorientedScores: scores, isReversed: false, startOffset: .zero, endOffset: .zero,
            centroidOffset: .zero, lengthRatio: 1, widthDifference: 0, heightDifference: 0)
    }

    /// 三 drawn as its model, but its middle 横 a scribble in a corner; `accuracies[drawn][template]` as given.
    func sources(_ accuracies: [[Double]]) throws -> [StrokeCorrespondence.Source?] {
        let character = PreparedCharacter(try StrokeFixtures.template("三"))
        var drawn = character.paths
        drawn[1] = [Point(x: 900, y: 60), Point(x: 960, y: 120), Point(x: 900, y: 140), Point(x: 970, y: 60)]
        let configuration = analyzer.configuration
        let finder = StrokeCorrespondenceFinder(
            comparator: StrokeComparator(tolerances: configuration.tolerances), weights: configuration.weights,
            matchFloor: configuration.matchFloor, structureFloor: 80)
        return finder.find(
            drawn: drawn, prepared: drawn.map { PreparedStroke($0, characterSize: character.size) },
            comparisons: accuracies.map { $0.map(comparison) }, joins: drawn.map { _ in .none }, character: character
        ).sources
    }

    @Test func aStrokeTooPoorToMatchTakesItsOwnTurnWhenItsNeighbourFitsBothPlaces() throws {
        let found = try sources([[76, 77, 10], [5, 5, 5], [10, 10, 90]])
        #expect(found == [.single(0), .single(1), .single(2)])
    }

    @Test func aNeighbourClearlyInTheOtherPlaceKeepsIt() throws {
        let found = try sources([[30, 90, 10], [5, 5, 5], [10, 10, 90]])
        #expect(found == [.single(1), .single(0), .single(2)])
    }
}
