import Testing
@testable import WriteOutLoud

/// The stroke analyzer on the project's Latin cursive letters, whose strokes have no named type.
@Suite struct StrokeAnalyzerLatinTests {
    static let letters = ["a", "c", "d", "e", "i", "l", "t", "u"]

    /// The template's strokes, resampled, with every point moved by up to ±`amount` units (a seeded shake).
    func jittered(_ template: CharacterTemplate, amount: Double, seed: UInt64) -> [[Point]] {
        var random = SplitMix64(seed: seed)
        func shake() -> Double { (Double(random.next() % 10_001) / 5_000 - 1) * amount }
        return template.strokes.map { stroke in
            let count = max(8, Int(Polyline.length(stroke.points) / 12))
            return Polyline.resample(stroke.points, count: count).map { Point(x: $0.x + shake(), y: $0.y + shake()) }
        }
    }

    @Test(arguments: letters)
    func aShakyCopyOfTheTemplatePassesEveryStroke(letter: String) throws {
        let template = try StrokeFixtures.template(letter)
        let ink = StrokeFixtures.ink(jittered(template, amount: 6, seed: 7), scale: 0.8, offset: Point(x: 60, y: 40))
        let analysis = StrokeAnalyzer().analyze(ink, against: template)
        #expect(analysis.issues.isEmpty, "\(StrokeFixtures.messages(analysis))")
        #expect(analysis.strokes.allSatisfy { $0.passed }, "\(analysis.strokes.map(\.accuracy))")
        #expect(analysis.strokes.allSatisfy { $0.recognizedType == nil }, "no CJK type is guessed for Latin strokes")
    }

    @Test func aCrossBarDrawnBackwardsIsReportedWithoutAStrokeName() throws {
        let template = try StrokeFixtures.template("t")
        var paths = jittered(template, amount: 4, seed: 11)
        paths[1].reverse()
        let analysis = StrokeAnalyzer().analyze(StrokeFixtures.ink(paths), against: template)
        #expect(StrokeFixtures.kinds(analysis) == [.reversed])
        #expect(analysis.issues.first?.stroke == 1)
        #expect(StrokeFixtures.messages(analysis).first == "Stroke 2 was drawn backwards: draw it from left to right.")
        #expect(StrokeFixtures.messages(analysis, in: .zh).first == "第2笔写反了：应该从左往右写。")
        #expect(!analysis.strokes[1].passed)
        #expect(analysis.strokes[0].passed)
    }

    @Test func aMissingDotIsNamedByNumberOnly() throws {
        let template = try StrokeFixtures.template("i")
        let paths = Array(jittered(template, amount: 4, seed: 3).prefix(1))
        let analysis = StrokeAnalyzer().analyze(StrokeFixtures.ink(paths), against: template)
        #expect(StrokeFixtures.messages(analysis) == ["Stroke 2 is missing."])
        #expect(StrokeFixtures.tips(analysis.strokes[1]) == ["Draw this stroke"])
        #expect(StrokeFixtures.messages(analysis, in: .zh) == ["少写了第2笔。"])
        #expect(StrokeFixtures.tips(analysis.strokes[1], in: .zh) == ["补上这一笔"])
    }

    @Test func aWholeLetterDrawnBackwardsFails() throws {
        let template = try StrokeFixtures.template("e")
        let paths = jittered(template, amount: 4, seed: 5).map { Array($0.reversed()) }
        let analysis = StrokeAnalyzer().analyze(StrokeFixtures.ink(paths), against: template)
        #expect(StrokeFixtures.kinds(analysis) == [.reversed])
        #expect(!analysis.strokes[0].passed)
    }

    @Test func aDifferentLetterDoesNotPassForThisOne() throws {
        let drawnL = jittered(try StrokeFixtures.template("l"), amount: 4, seed: 9)
        let analysis = StrokeAnalyzer().analyze(StrokeFixtures.ink(drawnL), against: try StrokeFixtures.template("e"))
        #expect(!analysis.strokes[0].passed)
    }
}
