import Foundation
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
        let wider = squiggle.map { Point(x: $0.x * 1.2, y: $0.y) }
        let taught = StrokeTypeRecognizer(exemplars: [
            TemplateStroke(type: .hengzhezhezhegou, points: squiggle), TemplateStroke(type: .hengzhezhezhegou, points: wider),
        ])
        #expect(recognizer.bestType(squiggle) != .hengzhezhezhegou)
        #expect(taught.bestType(squiggle) == .hengzhezhezhegou)
        #expect(taught.exemplarCount == recognizer.exemplarCount + 2)
    }

    @Test func characterStrokesCanBeLeftOut() throws {
        let templates = try ["三", "十"].map(StrokeFixtures.template)
        let squiggle = [Point(x: 0, y: 0), Point(x: 100, y: 100), Point(x: 0, y: 200), Point(x: 100, y: 300)]
        let odd = CharacterTemplate(
            character: "乙", pinyin: [], source: "test",
            strokes: [TemplateStroke(type: .hengzhezhezhegou, points: squiggle.map { $0 * 2 + Point(x: 400, y: 200) })])
        let taught = StrokeTypeRecognizer(templates: templates + [odd, odd])
        let path = odd.strokes[0].points
        let relative = Polyline.length(path) / 600
        #expect(taught.bestType(path, relativeLength: relative) == .hengzhezhezhegou)
        #expect(taught.bestType(path, relativeLength: relative, excluding: "乙") != .hengzhezhezhegou)
        #expect(taught.bestType(path, relativeLength: relative, excluding: "三") == .hengzhezhezhegou)
    }

    @Test func libraryStrokesTeachRealProportions() throws {
        let templates = try ["三", "十", "日", "口", "人", "大", "小"].map(StrokeFixtures.template)
        let taught = StrokeTypeRecognizer(templates: templates)
        let dot = [Point(x: 500, y: 300), Point(x: 530, y: 360)]
        #expect(taught.bestType(dot, relativeLength: 0.08) == .dian)
        let stroke = try StrokeFixtures.template("木").strokes[0].points
        #expect(taught.bestType(stroke, relativeLength: Polyline.length(stroke) / 900, excluding: "木") == .heng)
    }

    @Test func learnsFromTheMostFrequentLabelledCharactersOfALibrary() throws {
        func ranked(_ character: String, _ rank: Int, source: String = "kanjivg") throws -> CharacterTemplate {
            var template = try StrokeFixtures.template(character)
            template.frequencyRank = rank
            template.source = source
            return template
        }
        let directory = try KanjiVGFixture.directory([:])
        defer { try? FileManager.default.removeItem(at: directory) }
        try CharacterLibraryWriter.add(
            [try ranked("口", 1), try ranked("木", 2), try ranked("人", 3, source: HanziWriterImporter.hanziWriterSource)],
            to: directory)
        let library = try CharacterLibrary(directory: directory)
        let prototypes = StrokeTypeRecognizer().exemplarCount
        let mouth = try StrokeTypeRecognizer(library: library, limit: 1).exemplarCount
        #expect(mouth == prototypes + 3)
        #expect(try StrokeTypeRecognizer(library: library).exemplarCount == mouth + 4)
    }

    @Test func learnsNothingFromALibraryItWouldTypeItself() throws {
        let directory = try KanjiVGFixture.directory(["graphics.txt": HanziWriterFixture.graphics])
        defer { try? FileManager.default.removeItem(at: directory) }
        let library = try CharacterLibrary(directory: directory)
        #expect(library.isConvertedOnDemand)
        #expect(try StrokeTypeRecognizer(library: library).exemplarCount == StrokeTypeRecognizer().exemplarCount)
    }
}
