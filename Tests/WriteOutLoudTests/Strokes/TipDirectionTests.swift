import Testing
import WriteOutLoudSynthesis
@testable import WriteOutLoud

/// Issue 44's test: no tip tells a writer to draw a stroke the way it was visibly drawn. Fluent, joined hands
/// (slant, rising 横, entry hooks, tails towards the next stroke) lose direction score to their tails and slant;
/// a direction tip is for a stroke whose main movement runs another way.
@Suite struct TipDirectionTests {
    @Test(arguments: ["口", "日", "三", "十", "大", "木", "中", "山", "王", "小", "心", "永", "水", "我", "家"])
    func noDirectionTipNamesTheWayTheStrokeRan(character: String) throws {
        let template = try StrokeFixtures.template(character)
        let analyzer = StrokeAnalyzer()
        var generator = AttemptGenerator(template: template, seed: 44)
        for _ in 0..<4 {
            let (ink, _) = generator.native()
            for judgement in analyzer.analyze(ink, against: template).strokes {
                guard let drawn = judgement.drawnIndex else { continue }
                let path = ink.strokes[drawn].path
                guard let start = path.first,
                    let furthest = path.max(by: { $0.distance(to: start) < $1.distance(to: start) })
                else { continue }
                for tip in judgement.tips {
                    guard case .draw(let heading) = tip else { continue }
                    #expect(
                        !heading.isFollowed(by: furthest - start),
                        "\(character) stroke \(judgement.templateIndex + 1): \(tip) to a stroke drawn \(furthest - start)")
                }
            }
        }
    }

    static let recognizer: StrokeTypeRecognizer = {
        do { return try StrokeTypeRecognizer(library: StrokeFixtures.library) } catch { fatalError("\(error)") }
    }()

    /// The generator's joined hands (tails, entries, 点 variants, pairs run together), judged as submitted as the
    /// bench judges them: no direction tip names the way the writer drew the stroke, read from the stroke as
    /// written (its own part of the ink, without its tail, entry or the hairline to its partner).
    @Test(arguments: ["口", "日", "主", "生", "王", "永", "中", "心", "们", "么", "我", "家", "冫", "这", "点"])
    func noDirectionTipContradictsAJoinedHand(character: String) throws {
        let template = try StrokeFixtures.template(character)
        let analyzer = StrokeAnalyzer(recognizer: Self.recognizer)
        var generator = AttemptGenerator(template: template, seed: 4404)
        for _ in 0..<6 {
            let attempt = generator.joined()
            let analysis = analyzer.analyzeAttempt(attempt.ink, against: template, writingBox: generator.writingBox)
            for judgement in analysis.strokes where judgement.drawnIndex != nil {
                let written = attempt.strokePaths[judgement.templateIndex]
                guard let start = written.first,
                    let furthest = written.max(by: { $0.distance(to: start) < $1.distance(to: start) })
                else { continue }
                for tip in judgement.tips {
                    let heading: StrokeHeading
                    switch tip {
                    case .draw(let named), .startAndDraw(let named): heading = named
                    default: continue
                    }
                    #expect(
                        !heading.isFollowed(by: furthest - start),
                        "\(character) stroke \(judgement.templateIndex + 1) (run together \(attempt.runTogether)): \(tip) to a stroke drawn \(furthest - start)")
                }
            }
        }
    }
}
