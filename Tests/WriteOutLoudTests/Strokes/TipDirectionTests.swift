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
}
