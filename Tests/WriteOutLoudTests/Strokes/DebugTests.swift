import Testing
@testable import WriteOutLoud

@Suite struct DebugTests {
    @Test func debug() throws {
        let template = try StrokeFixtures.template("十")
        let paths = template.strokes.map(\.points)
        let analyzer = StrokeAnalyzer()
        for (scale, offset) in [(1.0, Point.zero), (0.5, Point(x: 100, y: 300)), (1.7, Point(x: -100, y: 30))] {
            let ink = StrokeFixtures.ink([paths[0] + paths[1]], scale: scale, offset: offset)
            let a = analyzer.analyze(ink, against: template)
            print("ISSUES", a.issues.map(\.kind), analyzer.alignment(of: ink, to: template))
        }
    }
}
