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

    /// A 竖 from (500, 200) down to (500, 600).
    let shu = (0...20).map { Point(x: 500, y: 200 + 20 * Double($0)) }

    /// A pen landing slowly wavers: its entry zigzags up and to the left, back from where the last stroke ended,
    /// then turns down into the 竖. Each zigzag is a sharp turn too, and together they are longer than a short
    /// join; the whole loop is the entry, not its first zigzag (a 竖 of 來 in a joined hand, read as a 横折钩).
    @Test func aWaveringEntryIsCutWhole() throws {
        let apex = Point(x: 450, y: 150)
        let wavering = (0...9).map { step -> Point in
            let along = Double(step) / 9
            let side = step.isMultiple(of: 2) ? 2.0 : -2.0
            return Point(x: 495 - 45 * along + side, y: 195 - 45 * along - side)
        }
        let entry = wavering + [apex] + (1...2).map { apex + Point(x: 16.7, y: 16.7) * Double($0) }
        let joins = Ligature.joins(of: entry + shu, previousEnd: Point(x: 700, y: 400), nextStart: nil, size: size)
        #expect(joins.start)
        let start = try #require(Ligature.trimmed(entry + shu, at: joins).first)
        #expect(start.distance(to: apex) < 0.01 * size, "cut at \(start)")
    }

    /// A tail wavering up towards the next stroke, a tenth of the character long and turning sharply off a 竖 (the
    /// pen's points of 哑's first 竖 in a joined hand, read as a 竖钩): cut whole, not at a zigzag part of the way up.
    @Test func aWaveringTailIsCutWhole() {
        let body = (0...20).map { Point(x: 505 + 2.2 * Double($0), y: 284 + 25.85 * Double($0)) }
        let tail = [(549, 794), (553, 791), (553, 784), (558, 773), (559, 765), (559, 759), (562, 756), (559, 745),
            (557, 737), (562, 734), (558, 727), (559, 722), (561, 727)].map { Point(x: Double($0.0), y: Double($0.1)) }
        let joins = Ligature.joins(of: body + tail, previousEnd: nil, nextStart: Point(x: 634, y: 279), size: size)
        #expect(joins.end)
        #expect(Ligature.trimmed(body + tail, at: joins).last == body.last)
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
