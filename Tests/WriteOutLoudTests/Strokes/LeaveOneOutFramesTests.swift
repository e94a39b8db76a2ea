import Foundation
import Testing
@testable import WriteOutLoud

@Suite struct LeaveOneOutFramesTests {
    let maxRotation = 20 * Double.pi / 180

    private func frames(_ paths: [[Point]], _ template: CharacterTemplate, trust: [Double]? = nil) -> LeaveOneOutFrames {
        LeaveOneOutFrames(
            framed: paths, sources: paths.indices.map { .single($0) }, character: PreparedCharacter(template),
            trust: trust ?? paths.map { _ in 1 }, maxRotation: maxRotation)
    }

    @Test func exactCopyNeedsNoCorrection() throws {
        let template = try StrokeFixtures.template("日")
        for correction in frames(template.strokes.map(\.points), template).corrections {
            #expect(abs(correction.scale - 1) < 1e-9)
            #expect(abs(correction.rotation) < 1e-9)
            #expect(correction.translation.length < 1e-6)
        }
    }

    @Test func eachStrokeIsPlacedByTheOthers() throws {
        let template = try StrokeFixtures.template("日")
        var paths = template.strokes.map(\.points)
        paths[2] = paths[2].map { $0 + Point(x: 0, y: -250) }
        let corrections = frames(paths, template).corrections
        #expect(corrections[2].translation.length < 1e-6)
        let moved = corrections[2].apply(paths[2])
        #expect(abs(Polyline.centroid(moved).y - Polyline.centroid(template.strokes[2].points).y) > 200)
    }

    @Test func twoStrokesAreEachJudgedAgainstTheOther() throws {
        let template = try StrokeFixtures.template("十")
        var paths = template.strokes.map(\.points)
        paths[1] = paths[1].map { $0 + Point(x: 300, y: 0) }
        let corrections = frames(paths, template).corrections
        #expect(abs(corrections[0].translation.x + 300) < 1)
        #expect(abs(corrections[1].translation.x) < 1)
    }

    /// 人 with its 撇 drawn 15° more upright, turned about its top: the one other stroke places the 捺 by a shift
    /// alone. A single stroke's own turn and length are its style, judged on it; turning the 捺's frame to match
    /// would swing the 捺, far from the 撇's middle, out of its place.
    @Test func aSingleStrokeOnlyShiftsTheOthersFrame() throws {
        let template = try StrokeFixtures.template("人")
        var paths = template.strokes.map(\.points)
        let (top, turn) = (paths[0][0], -15 * Double.pi / 180)
        paths[0] = paths[0].map { point in
            let offset = point - top
            return top + Point(
                x: offset.x * cos(turn) - offset.y * sin(turn), y: offset.x * sin(turn) + offset.y * cos(turn))
        }
        let correction = frames(paths, template).corrections[1]
        #expect(abs(correction.rotation) < 1e-9)
        #expect(abs(correction.scale - 1) < 1e-9)
        #expect(correction.translation.length > 1, "the 撇's middle moved, and the 捺 with it")
    }

    @Test func missingOthersLeaveTheFrameAlone() throws {
        let template = try StrokeFixtures.template("十")
        let frames = LeaveOneOutFrames(
            framed: [template.strokes[0].points], sources: [.single(0), nil], character: PreparedCharacter(template),
            trust: [1, 0], maxRotation: maxRotation)
        #expect(frames.corrections[0] == .identity)
        #expect(frames.strengths == [0, 1])
        #expect(frames.corrections[1].translation.length < 1e-6)
    }

    @Test func misshapenStrokesCannotVouchForTheFrame() throws {
        let template = try StrokeFixtures.template("十")
        var paths = template.strokes.map(\.points)
        paths[1] = paths[1].map { $0 + Point(x: 300, y: 0) }
        let doubted = frames(paths, template, trust: [1, 0.3])
        #expect(doubted.strengths == [0, 1])
        #expect(doubted.apply(paths[0], for: 0) == paths[0])
        let halfway = frames(paths, template, trust: [1, 0.55]).apply(paths[0], for: 0)
        #expect(abs(Polyline.centroid(halfway).x - Polyline.centroid(paths[0]).x + 150) < 1)
    }

    /// 心 drawn 120 units right of its place under 田: its last 点 is framed mostly by 心's own strokes (fitted on
    /// the whole character's other strokes alone it stays about 115 off).
    @Test func aComponentDrawnAsideIsPlacedByItsOwnStrokes() throws {
        let template = try StrokeFixtures.template("思")
        let heart = 5..<9
        var paths = template.strokes.map(\.points)
        for index in heart { paths[index] = paths[index].map { $0 + Point(x: 120, y: 0) } }
        let corrections = frames(paths, template).corrections
        let offset = { (index: Int) in
            Polyline.centroid(corrections[index].apply(paths[index])).x - Polyline.centroid(template.strokes[index].points).x
        }
        #expect(abs(offset(8)) < 80, "the last 点 of 心, \(offset(8)) from its model")
        #expect(abs(offset(0)) < 30, "the first 竖 of 田, \(offset(0)) from its model")
    }

    @Test func aStrokeOutOfPlaceDoesNotMoveItsNeighboursFrames() throws {
        let template = try StrokeFixtures.template("口")
        var paths = template.strokes.map(\.points)
        paths[2] = paths[2].map { $0 + Point(x: 0, y: 250) }
        let corrections = frames(paths, template).corrections
        for index in 0..<2 {
            let moved = Polyline.centroid(corrections[index].apply(paths[index]))
            #expect(moved.distance(to: Polyline.centroid(paths[index])) < 15, "stroke \(index + 1) moved to \(moved)")
        }
    }

    /// 十 copied with a tail on its 横 running back to where the 竖 starts: the 横 vouches for the 竖's frame by its
    /// part without the tail, so the 竖 is placed where it is; the whole stroke, tail and all, would move it.
    @Test func aStrokeVouchesWithoutItsTail() throws {
        let template = try StrokeFixtures.template("十")
        var paths = template.strokes.map(\.points)
        let part = paths[0]
        let end = try #require(part.last), start = try #require(paths[1].first)
        let way = (start - end) / (start - end).length
        paths[0] = part + [end + way * 60, end + way * 120, end + way * 180]
        let whole = frames(paths, template).corrections[1]
        let withoutTail = LeaveOneOutFrames(
            framed: paths, sources: [.single(0), .single(1)], parts: [part, nil], character: PreparedCharacter(template),
            trust: [1, 1], maxRotation: maxRotation
        ).corrections[1]
        #expect(withoutTail.translation.length < 1)
        #expect(whole.translation.length > 10)
    }
}
