import Foundation
import Testing
import WriteOutLoudSynthesis
@testable import WriteOutLoud

/// Two strokes written in one movement, the pen never lifting between them (口's 横折 and 横 run together): both
/// are judged, each from its own part of the drawn stroke, and the report notes them as joined — never a missing
/// stroke plus a wrong one.
@Suite struct StrokesWrittenAsOneTests {
    let analyzer = StrokeAnalyzer()
    let degree = Double.pi / 180

    /// 口 with its 横折 and 横 written as one stroke: the pen runs from the 横折's end back along a hairline
    /// `bow` of the character below the straight way to where the 横 starts; the whole leaning right by `slant`.
    func kou(slant: Double = 0, bow: Double = 0) throws -> (template: CharacterTemplate, ink: Ink) {
        try runTogether("口", pair: 1, slant: slant, bow: bow)
    }

    /// `character` with its strokes `pair` and `pair + 1` written as one, as ``kou(slant:bow:)`` writes 口's.
    func runTogether(_ character: String, pair: Int, slant: Double = 0, bow: Double = 0) throws
        -> (template: CharacterTemplate, ink: Ink)
    {
        let template = try StrokeFixtures.template(character)
        var paths = template.strokes.map(\.points)
        let (from, to) = (paths[pair].last!, paths[pair + 1].first!)
        let hairline = (1...4).map { step -> Point in
            let t = Double(step) / 5
            return from + (to - from) * t + Point(x: 0, y: bow * 1024 * sin(.pi * t))
        }
        paths[pair] += hairline + paths[pair + 1]
        paths.remove(at: pair + 1)
        let centre = BoundingBox(paths.joined())!.center
        paths = paths.map { $0.map { Point(x: $0.x - tan(slant) * ($0.y - centre.y), y: $0.y) } }
        return (template, StrokeFixtures.ink(paths))
    }

    @Test(arguments: [(0.0, 0.0), (0, 0.04), (6, 0), (12, 0), (12, 0.04)])
    func bothStrokesAreJudgedAndNotedAsJoined(slant: Double, bow: Double) throws {
        let (template, ink) = try kou(slant: slant * degree, bow: bow)
        let analysis = analyzer.analyze(ink, against: template)
        #expect(analysis.issues.isEmpty, "\(analysis.issues)")
        #expect(analysis.extraStrokes.isEmpty)
        #expect(analysis.strokes.map(\.drawnIndex) == [0, 1, 1])
        #expect(analysis.strokes.allSatisfy { $0.passed }, "\(analysis.strokes.map(\.accuracy))")
        #expect(analysis.strokes[1].tips.last == .joined(.inOneWithNext))
        #expect(analysis.strokes[2].tips.last == .joined(.inOneWithPrevious))
        #expect(analysis.strokes.allSatisfy { $0.tips.allSatisfy { !$0.isCorrection } }, "\(analysis.strokes.map(\.tips))")
    }

    /// Slanted further, the strokes are still read as joined and pass; the frame, a similarity per stroke, may
    /// then say where a part sits a little off.
    @Test(arguments: [(16.0, 0.0), (20, 0.04)])
    func aSteeperSlantIsStillReadAsJoined(slant: Double, bow: Double) throws {
        let (template, ink) = try kou(slant: slant * degree, bow: bow)
        let analysis = analyzer.analyze(ink, against: template)
        #expect(analysis.issues.isEmpty, "\(analysis.issues)")
        #expect(analysis.strokes.map(\.drawnIndex) == [0, 1, 1])
        #expect(analysis.strokes.allSatisfy { $0.passed }, "\(analysis.strokes.map(\.accuracy))")
        #expect(analysis.strokes[1].tips.last == .joined(.inOneWithNext))
    }

    @Test func theNotesSayWhatWasJoined() throws {
        let (template, ink) = try kou()
        let analysis = analyzer.analyze(ink, against: template)
        #expect(StrokeFixtures.tips(analysis.strokes[1]) == ["Written in one movement with the next stroke: fine"])
        #expect(StrokeFixtures.tips(analysis.strokes[2]) == ["Written in one movement with the stroke before: fine"])
        #expect(StrokeFixtures.tips(analysis.strokes[1], in: .zh) == ["和下一笔一笔连写了，可以"])
        #expect(StrokeFixtures.tips(analysis.strokes[2], in: .zh) == ["和上一笔一笔连写了，可以"])
    }

    /// `wol analyze`, uploads and the live page's final report judge a submitted attempt; one with fewer drawn
    /// strokes than the character because two were written as one is finished, not stopped early.
    @Test func aCharacterWithStrokesWrittenAsOneIsFinishedNotStoppedEarly() throws {
        let (template, ink) = try kou(bow: 0.04)
        let attempt = analyzer.analyzeAttempt(ink, against: template, writingBox: WritingBox(x: 0, y: 0, side: 1024))
        #expect(attempt == analyzer.analyze(ink, against: template))
        #expect(attempt.issues.isEmpty, "\(attempt.issues)")
        #expect(attempt.strokes.allSatisfy { $0.passed })
    }

    @Test func theRecordingReportNamesNoMissingStroke() throws {
        let (_, ink) = try kou(slant: 6 * degree)
        let recordings = RecordingAnalyzer(library: StrokeFixtures.library, recognizer: nil, matcher: StrokeNameMatcher())
        let report = try recordings.analysis(
            of: Recording(character: "口", audio: nil, ink: ink), audio: nil, displayName: "joined").report
        #expect(report.errors.isEmpty, "\(report.errors)")
        #expect(report.strokes.map(\.drawn) == [0, 1, 1])
        #expect(report.strokes.allSatisfy { $0.passed })
    }

    /// Judged as the strokes land (the live page): the drawn stroke covering the stroke due and the one after it is
    /// judged as the pair, both noted as joined, not as a wrong stroke; the strokes after it keep their places.
    @Test(arguments: [0.0, 12])
    func aPairIsJudgedAsItLands(slant: Double) throws {
        let (template, ink) = try runTogether("日", pair: 1, slant: slant * degree, bow: 0.02)
        var landed = ink
        landed.strokes.removeLast()
        let live = analyzer.analyzeUnfinished(landed, against: template)
        #expect(live.strokes.map(\.drawnIndex) == [0, 1, 1], "\(live.strokes.map(\.drawnIndex))")
        #expect(live.issues.isEmpty, "\(live.issues)")
        #expect(live.strokes.allSatisfy { $0.passed }, "\(live.strokes.map(\.accuracy))")
        #expect(live.strokes[1].tips.last == .joined(.inOneWithNext))
        #expect(live.strokes[2].tips.last == .joined(.inOneWithPrevious))
        let next = analyzer.analyzeUnfinished(ink, against: template)
        #expect(next.strokes.map(\.drawnIndex) == [0, 1, 1, 2], "\(next.strokes.map(\.drawnIndex))")
        #expect(next.strokes.allSatisfy { $0.passed }, "\(next.strokes.map(\.accuracy))")
    }

    /// Judged stroke by stroke as the live page judges, told each time how many template strokes the strokes before
    /// were read as: a hand running three pairs together (言: its second and third 横, its last 横 and the 竖 of 口,
    /// the 横折 and 横 of 口) is followed pair by pair, every stroke read from the drawn stroke that holds it, where
    /// the reading once gave up after the first pair (its last landing read four strokes from the four drawn).
    @Test func pairAfterPairIsFollowedAsTheyLand() throws {
        let template = try StrokeFixtures.template("言")
        var paths = template.strokes.map(\.points)
        for pair in [5, 3, 1] {
            let (from, to) = (paths[pair].last!, paths[pair + 1].first!)
            paths[pair] += [from + (to - from) * 0.5] + paths[pair + 1]
            paths.remove(at: pair + 1)
        }
        var dueBefore: Int?
        var live = StrokeAnalysis(strokes: [], extraStrokes: [], issues: [])
        for count in 1...paths.count {
            let ink = StrokeFixtures.ink(Array(paths.prefix(count)))
            live = analyzer.analyzeUnfinished(ink, against: template, dueBefore: dueBefore)
            dueBefore = live.strokes.count
        }
        #expect(live.strokes.map(\.drawnIndex) == [0, 1, 1, 2, 2, 3, 3], "\(live.strokes.map(\.drawnIndex))")
        #expect(live.strokes.allSatisfy { $0.passed }, "\(live.strokes.map(\.accuracy))")
    }

    /// As it lands, a stroke drawn straight on far past its ends is one stroke drawn wrong, not a pair: 着's third
    /// 横 of 目 (and 得's first 横 of 旦), stretched about its middle to two or three times its length, is not read as
    /// that 横 and the next written in one movement, as nowhere along it does the pen turn to run on into the next.
    @Test(arguments: [("着", 8), ("得", 5)], [2.0, 2.5, 3])
    func aStrokeStretchedStraightOnIsNotAPairAsItLands(example: (character: String, stroke: Int), stretch: Double) throws {
        let (character, stroke) = example
        let template = try StrokeFixtures.template(character)
        let paths = template.strokes.map(\.points)
        let xs = paths[stroke].map(\.x)
        let middle = (xs.min()! + xs.max()!) / 2
        let stretched = paths[stroke].map { Point(x: middle + ($0.x - middle) * stretch, y: $0.y) }
        let live = analyzer.analyzeUnfinished(StrokeFixtures.ink(Array(paths[..<stroke]) + [stretched]), against: template)
        #expect(live.strokes.map(\.drawnIndex) == Array(0...stroke), "\(live.strokes.map(\.drawnIndex))")
        #expect(!live.strokes[stroke].passed, "\(live.strokes.map(\.accuracy))")
    }

    /// A pair run together that lands with an entry from the stroke before it and leaves with a tail towards the
    /// stroke after it: the entry and tail are cut off before the pair is cut in two, so the 横 ending the pair is
    /// not read as a 横钩 whose hook runs the wrong way. 日 with its 横折 and middle 横 run together, the pen coming
    /// up from the 竖's end and leaving towards where the last 横 starts.
    @Test func aPairsEntryAndTailAreCutBeforeItsPartsAreJudged() throws {
        let template = try StrokeFixtures.template("日")
        var paths = template.strokes.map(\.points)
        let piece = { (from: Point, towards: Point) -> [Point] in
            let way = (towards - from) / (towards - from).length
            return [0.03, 0.06, 0.09].map { from + way * ($0 * 1024) }
        }
        let (pairStart, pairEnd) = (paths[1].first!, paths[2].last!)
        paths[1] = piece(pairStart, paths[0].last!).reversed() + paths[1]
        paths[2] += piece(pairEnd, paths[3].first!)
        let (from, to) = (paths[1].last!, paths[2].first!)
        paths[1] += [from + (to - from) * 0.5] + paths[2]
        paths.remove(at: 2)
        let analysis = analyzer.analyze(StrokeFixtures.ink(paths), against: template)
        #expect(analysis.strokes.map(\.drawnIndex) == [0, 1, 1, 2], "\(analysis.strokes.map(\.drawnIndex))")
        #expect(analysis.issues.isEmpty, "\(analysis.issues)")
        #expect(analysis.strokes.allSatisfy { $0.passed }, "\(analysis.strokes.map(\.accuracy))")
        let live = analyzer.analyzeUnfinished(StrokeFixtures.ink(Array(paths.prefix(2))), against: template)
        #expect(live.strokes.map(\.drawnIndex) == [0, 1, 1], "\(live.strokes.map(\.drawnIndex))")
        #expect(live.strokes.allSatisfy { $0.passed }, "\(live.strokes.map(\.accuracy))")
    }

    /// As it lands, a stroke drawn alone is still judged against the stroke due alone.
    @Test func aSingleStrokeIsJudgedAloneAsItLands() throws {
        let template = try StrokeFixtures.template("日")
        let paths = template.strokes.map(\.points)
        let live = analyzer.analyzeUnfinished(StrokeFixtures.ink([paths[0], paths[1]]), against: template)
        #expect(live.strokes.map(\.drawnIndex) == [0, 1])
        #expect(live.strokes.allSatisfy { $0.passed })
    }

    /// Pairs the recovery beside a missing stroke did not find (before the search over the drawing order read them):
    /// the generator's joined hand writing 这 with its 横 and the stroke after it run together, where the matching
    /// gave the drawn pair the second stroke's place and the next drawn stroke the third's (a 横 missing and an order
    /// error), or left the third stroke out. Both are read as the pair, every other stroke in its own place.
    @Test(arguments: [UInt64(1006), 1013, 1016])
    func aPairTheMatchingMisplacedIsFoundByTheDrawingOrder(seed: UInt64) throws {
        let template = try StrokeFixtures.template("这")
        var generator = AttemptGenerator(template: template, seed: seed)
        let attempt = generator.joined()
        #expect(attempt.runTogether == [1])
        let analysis = analyzer.analyzeAttempt(attempt.ink, against: template, writingBox: generator.writingBox)
        #expect(analysis.strokes.map(\.drawnIndex) == [0, 1, 1, 2, 3, 4, 5])
        #expect(!analysis.issues.contains { [.missing, .order, .extra].contains($0.kind) }, "\(analysis.issues)")
        #expect(analysis.strokes[1].tips.last == .joined(.inOneWithNext))
    }

    /// A stroke drawn too long beside a stroke left out is not a pair: 十 with only its 横, running on to the right
    /// past its end, is a 横 and a missing 竖.
    @Test func aStrokeDrawnTooLongIsNotAPair() throws {
        let template = try StrokeFixtures.template("十")
        let heng = template.strokes[0].points
        let (start, end) = (heng.first!, heng.last!)
        let longer = heng + [end + (end - start) * 0.4]
        let analysis = analyzer.analyze(StrokeFixtures.ink([longer]), against: template)
        #expect(analysis.strokes.map(\.drawnIndex) == [0, nil])
        #expect(StrokeFixtures.kinds(analysis).contains(.missing))
    }

    /// A short 点 at either end of a pair run together turns as sharply into the hairline as an entry hook or a tail
    /// does, and is as short: it is the stroke itself, running its model's whole way, not a join to cut. 意's second
    /// 点 run on up into its 撇, 會's 点 reached from the 竖 before it and 第's from its 横, each drawn at 0.8 of its
    /// model's length, are judged from the 点 as drawn, not from the hairline read backwards.
    @Test(arguments: [("意", 2, 2), ("會", 5, 6), ("第", 1, 2)])
    func aShortDotEndingAPairIsNotCutAsAJoin(example: (character: String, pair: Int, dot: Int)) throws {
        let (character, pair, dot) = example
        let template = try StrokeFixtures.template(character)
        #expect(template.strokes[dot].type == .dian)
        var paths = template.strokes.map(\.points)
        let anchor = dot == pair ? paths[dot].last! : paths[dot].first!
        paths[dot] = paths[dot].map { anchor + ($0 - anchor) * 0.8 }
        let (from, to) = (paths[pair].last!, paths[pair + 1].first!)
        paths[pair] += [from + (to - from) * 0.5] + paths[pair + 1]
        paths.remove(at: pair + 1)
        let analysis = analyzer.analyze(StrokeFixtures.ink(paths), against: template)
        #expect(analysis.strokes[pair].drawnIndex == analysis.strokes[pair + 1].drawnIndex)
        #expect(!StrokeFixtures.kinds(analysis).contains(.reversed), "\(analysis.issues)")
        #expect(analysis.strokes[dot].scores.direction >= 80, "\(analysis.strokes[dot].scores)")
    }

    /// A stroke left out is still missing: 口 without its 横 is not a 横折 joined to a 横.
    @Test func aStrokeLeftOutIsStillMissing() throws {
        let template = try StrokeFixtures.template("口")
        let paths = template.strokes.map(\.points)
        let analysis = analyzer.analyze(StrokeFixtures.ink([paths[0], paths[1]]), against: template)
        #expect(StrokeFixtures.kinds(analysis) == [.missing])
        #expect(analysis.issues.first?.stroke == 2)
    }
}
