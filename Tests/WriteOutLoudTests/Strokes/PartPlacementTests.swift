import Foundation
import Testing
@testable import WriteOutLoud

/// A hand places each part of a character as a whole (issue 44): a learner's 氵 sits lower beside 昷 than the font's
/// while its strokes keep their places to one another. The part is matched and judged where it was put; a single
/// stroke moved within its part is not.
@Suite struct PartPlacementTests {
    @Test func aCharacterDividesWhereItsPartsMeetByStrokeOrder() throws {
        #expect(try Self.boundary(of: "温") == 3)
        #expect(try Self.boundary(of: "想") == 9)
        #expect(try Self.boundary(of: "口") == nil)
    }

    private static func boundary(of character: String) throws -> Int? {
        PreparedCharacter(try StrokeFixtures.template(character)).parts.boundary
    }

    @Test func aRadicalPlacedLowBesideItsPartnerIsJudgedWhereItWasPut() throws {
        let template = try StrokeFixtures.template("温")
        let lower = Point(x: 0, y: 140)
        let paths = template.strokes.enumerated().map { index, stroke in
            index < 3 ? stroke.points.map { $0 + lower } : stroke.points
        }
        let analysis = StrokeAnalyzer().analyze(StrokeFixtures.ink(paths, spacing: 4), against: template)
        #expect(analysis.issues.isEmpty, "\(analysis.issues)")
        let radical = analysis.strokes.prefix(3)
        #expect(radical.map(\.drawnIndex) == [0, 1, 2])
        #expect(radical.allSatisfy { $0.scores.position >= 90 }, "\(radical.map(\.scores.position))")
    }

    @Test func oneStrokeMovedWithinItsPartStillFails() throws {
        let template = try StrokeFixtures.template("温")
        let lower = Point(x: 0, y: 300)
        let paths = template.strokes.enumerated().map { index, stroke in
            index == 1 ? stroke.points.map { $0 + lower } : stroke.points
        }
        let analysis = StrokeAnalyzer().analyze(StrokeFixtures.ink(paths, spacing: 4), against: template)
        let moved = try #require(analysis.strokes.first { $0.drawnIndex == 1 })
        #expect(!moved.passed, "\(moved.accuracy)")
    }
}

/// The measure a reading with parts placed must not worsen.
@Suite struct CorrespondenceDeparturesTests {
    @Test func missingMergedAndSplitStrokesAndLeftoversEachCount() {
        let oneToOne = StrokeCorrespondence(sources: [.single(0), .single(1), .single(2)], extra: [])
        #expect(oneToOne.departures == 0)
        let departing = StrokeCorrespondence(
            sources: [.merged(0, partner: 1), .merged(0, partner: 0), nil, .split([1, 2]), .single(3)], extra: [4])
        #expect(departing.departures == 5)
    }
}
