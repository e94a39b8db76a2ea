import Testing
@testable import WriteOutLoud

@Suite struct StrokeTypeRecognizerTests {
    let recognizer = StrokeTypeRecognizer()

    static let cases: [(StrokeType, [Point])] = [
        (.heng, [Point(x: 100, y: 500), Point(x: 900, y: 480)]),
        (.shu, [Point(x: 500, y: 100), Point(x: 505, y: 900)]),
        (.ti, [Point(x: 100, y: 700), Point(x: 600, y: 450)]),
        (.hengzhe, [Point(x: 200, y: 200), Point(x: 800, y: 200), Point(x: 790, y: 800)]),
        (.shuzhe, [Point(x: 200, y: 200), Point(x: 200, y: 800), Point(x: 800, y: 800)]),
        (.shugou, [Point(x: 500, y: 100), Point(x: 500, y: 900), Point(x: 400, y: 820)]),
        (.hengpie, [Point(x: 200, y: 200), Point(x: 700, y: 200), Point(x: 250, y: 600)]),
    ]

    @Test(arguments: 0..<cases.count)
    func recognisesCommonStrokes(index: Int) {
        let (type, path) = Self.cases[index]
        #expect(recognizer.bestType(path, relativeLength: Polyline.length(path) / 1024) == type)
    }

    @Test func scaleDoesNotMatter() {
        let (type, path) = Self.cases[3]
        #expect(recognizer.bestType(path.map { $0 * 0.01 }) == type)
    }

    @Test func shortStrokesLeanTowardsDian() {
        let dot = [Point(x: 500, y: 500), Point(x: 540, y: 560)]
        #expect(recognizer.bestType(dot, relativeLength: 0.07) == .dian)
        #expect(recognizer.bestType(dot.map { $0 * 10 }, relativeLength: 0.7) != .dian)
    }

    @Test func resultsAreEveryTypeBestFirst() {
        let result = recognizer.recognize(Self.cases[0].1)
        #expect(result.count == StrokeType.allCases.count)
        #expect(zip(result, result.dropFirst()).allSatisfy { $0.score >= $1.score })
        #expect(result.allSatisfy { (0...1).contains($0.score) })
    }

    @Test func stillPathIsADot() {
        #expect(recognizer.bestType([Point(x: 1, y: 1)]) == .dian)
        #expect(recognizer.bestType([]) == .dian)
    }

    @Test func exemplarsExtendThePrototypes() {
        let squiggle = [Point(x: 0, y: 0), Point(x: 100, y: 100), Point(x: 0, y: 200), Point(x: 100, y: 300)]
        let taught = StrokeTypeRecognizer(exemplars: [TemplateStroke(type: .hengzhezhezhegou, points: squiggle)])
        #expect(taught.bestType(squiggle) == .hengzhezhezhegou)
    }
}
