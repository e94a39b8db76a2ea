import Testing
@testable import WriteOutLoud

@Suite struct LigatureTests {
    let size = 800.0
    /// A 横 from (200, 400) to (600, 400).
    let heng = (0...10).map { Point(x: 200 + 40 * Double($0), y: 400) }

    @Test func anEntryHookFromThePreviousStrokeIsFoundAndCut() {
        let hooked = [Point(x: 215, y: 360), Point(x: 205, y: 380)] + heng
        let joins = Ligature.joins(of: hooked, previousEnd: Point(x: 300, y: 150), nextStart: nil, size: size)
        #expect(joins.start && !joins.end)
        #expect(Ligature.trimmed(hooked, at: joins).first == heng.first)
    }

    @Test func anExitTailTowardsTheNextStrokeIsFoundAndCut() {
        let tailed = heng + [Point(x: 585, y: 420), Point(x: 570, y: 440)]
        let towardsNext = Ligature.joins(of: tailed, previousEnd: nil, nextStart: Point(x: 400, y: 650), size: size)
        #expect(towardsNext.end)
        #expect(Ligature.trimmed(tailed, at: towardsNext).last == heng.last)
        let awayFromNext = Ligature.joins(of: tailed, previousEnd: nil, nextStart: Point(x: 700, y: 100), size: size)
        #expect(!awayFromNext.end)
        #expect(!Ligature.joins(of: tailed, previousEnd: nil, nextStart: nil, size: size).end)
    }

    /// A fast hand's tail: a tenth of the character long, leaving the 横 at only 45° but heading straight for the
    /// next stroke's start. Aimed elsewhere, the same bend is part of the stroke.
    @Test func aGentleLongTailAimedAtTheNextStrokeIsCut() {
        let tailed = heng + (1...4).map { Point(x: 600 + 14 * Double($0), y: 400 + 14 * Double($0)) }
        let next = Point(x: 900, y: 700)
        let joins = Ligature.joins(of: tailed, previousEnd: nil, nextStart: next, size: size)
        #expect(joins.end)
        #expect(Ligature.trimmed(tailed, at: joins).last == heng.last)
        #expect(!Ligature.joins(of: tailed, previousEnd: nil, nextStart: Point(x: 900, y: 400), size: size).end)
    }

    @Test func aStraightStrokeOrALongTurnHasNoJoin() {
        #expect(Ligature.joins(of: heng, previousEnd: Point(x: 0, y: 0), nextStart: Point(x: 0, y: 900), size: size) == .none)
        let turn = heng + (1...8).map { Point(x: 600, y: 400 + 40 * Double($0)) }
        #expect(!Ligature.joins(of: turn, previousEnd: nil, nextStart: Point(x: 600, y: 900), size: size).end)
    }

    @Test func aModelHookIsItsOwnButAFontsEntryTickIsNot() {
        let gou = (0...12).map { Point(x: 500, y: 200 + 40 * Double($0)) } + [Point(x: 470, y: 670), Point(x: 440, y: 650)]
        let hooks = Ligature.hooks(of: gou, size: size)
        #expect(!hooks.start && hooks.end)
        let ticked = [Point(x: 195, y: 392)] + heng
        let ticks = Ligature.hooks(of: ticked, size: size)
        #expect(!ticks.start && !ticks.end)
    }

    @Test func aCharacterStillBeingWrittenForetellsWhereTheNextStrokeStarts() throws {
        let template = try StrokeFixtures.template("口")
        let started = PreparedCharacter(template, strokesDue: 1)
        #expect(started.nextStart == Polyline.cleaned(template.strokes[1].points).first)
        #expect(PreparedCharacter(template).nextStart == nil)
    }

    /// A join is kept at the end of a stroke whose type ends in a hook (月's 横折钩: a hand's hook may be shorter than
    /// the model's and point where the next stroke starts), not at the end of one whose last stretch is plain (口's
    /// 横折, whose model ends with no turn of its own: a turn there towards the 横 can only be a tail).
    /// A 横折 in a squeezed component, as small as 靈's 口s: its 折 as short as a tail and heading down to where the
    /// next stroke starts, its 横 as short as an entry from the 竖 before it. Both are found as joins; against a
    /// 横折 model each is the model's own leg and stays, where a short tail on the same stroke is still cut.
    @Test func aSqueezedStrokesOwnLegsAreNotCutAsJoins() {
        let size = 1000.0
        let model = (0...12).map { Point(x: 10 * Double($0), y: 0) } + (1...9).map { Point(x: 120 - Double($0) / 3, y: 10 * Double($0)) }
        let hooks = Ligature.hooks(of: model, size: size)
        #expect(!hooks.end, "the model's 折 is longer than a hook")

        let shortZhe = (0...8).map { Point(x: 10 * Double($0), y: 0) } + (1...5).map { Point(x: 80 - 0.4 * Double($0), y: 10 * Double($0)) }
        let towardsNext = Ligature.joins(of: shortZhe, previousEnd: nil, nextStart: Point(x: 0, y: 50), size: size)
        #expect(towardsNext.end, "a 折 this short is found as a tail")
        #expect(!towardsNext.keeping(hooks).end)
        #expect(Ligature.trimmed(shortZhe, at: towardsNext.keeping(hooks)) == shortZhe)

        let shortHeng = (0...6).map { Point(x: 10 * Double($0), y: 0) } + (1...9).map { Point(x: 60 - Double($0) / 3, y: 10 * Double($0)) }
        let fromPrevious = Ligature.joins(of: shortHeng, previousEnd: Point(x: -5, y: 60), nextStart: nil, size: size)
        #expect(fromPrevious.start, "a 横 this short is found as an entry")
        #expect(!fromPrevious.keeping(hooks).start)

        let tailed = model + [Point(x: 110, y: 92), Point(x: 100, y: 94)]
        let tail = Ligature.joins(of: tailed, previousEnd: nil, nextStart: Point(x: 0, y: 100), size: size)
        #expect(tail.end)
        #expect(tail.keeping(hooks).end, "a tail far shorter than the 折 is still cut")
    }

    @Test func aJoinIsKeptAtTheEndOnlyOfAStrokeThatEndsInAHook() throws {
        let kou = try StrokeFixtures.template("口")
        let character = PreparedCharacter(kou)
        #expect(kou.strokes.map(\.type) == [.shu, .hengzhe, .heng])
        #expect(!Ligature.hooks(of: character.paths[1], size: character.size).end)
        #expect(!character.hooks[1].end)
        let yue = try StrokeFixtures.template("月")
        #expect(yue.strokes[1].type == .hengzhegou)
        #expect(PreparedCharacter(yue).hooks[1].end)
    }

    /// 日's 横折 ending with a flick up towards where its middle 横 starts is a 横折 with a tail, not a 横折钩: the
    /// tail is cut before the stroke is judged, and noted as a join.
    @Test func aTailOnAStrokeWithNoHookIsNotReadAsAHook() throws {
        let template = try StrokeFixtures.template("日")
        #expect(template.strokes[1].type == .hengzhe)
        var paths = template.strokes.map(\.points)
        let (end, next) = (paths[1].last!, paths[2].first!)
        let way = (next - end) * (1 / next.distance(to: end))
        paths[1] += (1...3).map { end + way * (14 * Double($0)) }
        let analysis = StrokeAnalyzer().analyze(StrokeFixtures.ink(paths), against: template)
        #expect(analysis.issues.isEmpty, "\(analysis.issues)")
        #expect(analysis.strokes[1].passed, "\(analysis.strokes.map(\.accuracy))")
        #expect(analysis.strokes[1].typeEvidence?.recognized == .hengzhe)
        #expect(analysis.strokes[1].tips.last == .joined(.toNext), "\(analysis.strokes[1].tips)")
    }
}
