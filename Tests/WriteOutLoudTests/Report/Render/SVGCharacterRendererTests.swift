import Foundation
import Testing

@testable import WriteOutLoud

@Suite struct SVGCharacterRendererTests {
    func render(_ fixture: (AnalysisReport, Recording, CharacterTemplate)) -> (String, ParsedMarkup) {
        let svg = SVGCharacterRenderer().render(fixture.0, recording: fixture.1, template: fixture.2)
        return (svg, ParsedMarkup(svg))
    }

    /// The points of an SVG path made of M and L commands.
    func points(_ data: String) -> [Point] {
        data.split(whereSeparator: { $0 == "M" || $0 == "L" }).compactMap { pair in
            let numbers = pair.split(separator: " ").compactMap { Double($0) }
            return numbers.count == 2 ? Point(x: numbers[0], y: numbers[1]) : nil
        }
    }

    @Test func isWellFormedStandaloneSVG() throws {
        for fixture in [try RenderFixtures.mixed(), try RenderFixtures.perfect(), try RenderFixtures.zeroDuration()] {
            let (svg, parsed) = render(fixture)
            #expect(parsed.error == nil)
            #expect(svg.hasPrefix("<?xml"))
            #expect(parsed.elements.first?.name == "svg")
            #expect(parsed.elements.first?.attributes["xmlns"] == "http://www.w3.org/2000/svg")
        }
    }

    @Test func drawsOneColouredPathPerDrawnStrokeByVerdict() throws {
        let (_, parsed) = render(try RenderFixtures.mixed())
        let drawn = parsed.all("path", class: "drawn")
        #expect(drawn.count == 3)
        #expect(drawn.map { $0.attributes["data-stroke"] } == ["1", "2", "+3"])
        #expect(drawn.map { $0.attributes["stroke"] } == ["#1f8a4c", "#d1352b", "#8c8c8c"])
        #expect(parsed.all("path", class: "passed").count == 1)
        #expect(parsed.all("path", class: "failed").count == 1)
        #expect(parsed.all("path", class: "extra").count == 1)
    }

    @Test func missingStrokesAreDashedInTheirTemplatePlace() throws {
        let (report, recording, template) = try RenderFixtures.mixed()
        let (_, parsed) = render((report, recording, template))
        let missing = parsed.all("path", class: "missing")
        try #require(missing.count == 1)
        #expect(missing[0].attributes["data-stroke"] == "3")
        #expect(missing[0].attributes["stroke-dasharray"] != nil)
        #expect(points(missing[0].attributes["d"] ?? "") == template.strokes[2].points)
    }

    @Test func onlyFailedStrokesGetDirectionArrows() throws {
        let (_, parsed) = render(try RenderFixtures.mixed())
        let arrows = parsed.all("g", class: "arrows")
        #expect(arrows.map { $0.attributes["data-stroke"] } == ["2"])
        #expect(parsed.all("polygon").count == 2)
        let (_, perfect) = render(try RenderFixtures.perfect())
        #expect(perfect.all("polygon").isEmpty)
    }

    @Test func everyStrokeIsNumberedAtItsStart() throws {
        let (_, parsed) = render(try RenderFixtures.mixed())
        let labels = parsed.all("text").map(\.text)
        #expect(labels == ["1", "2", "+3", "3"])
        let drawn = try #require(parsed.all("path", class: "drawn").first)
        let start = try #require(points(drawn.attributes["d"] ?? "").first)
        let badge = try #require(parsed.all("circle").first)
        let centre = Point(x: Double(badge.attributes["cx"] ?? "") ?? 0, y: Double(badge.attributes["cy"] ?? "") ?? 0)
        #expect(centre.distance(to: start) < 60)
    }

    @Test func theDrawingIsFittedOntoTheTemplateBox() throws {
        let (report, recording, template) = try RenderFixtures.perfect()
        let (_, parsed) = render((report, recording, template))
        let drawn = parsed.all("path", class: "drawn").flatMap { points($0.attributes["d"] ?? "") }
        let inkBox = try #require(BoundingBox(drawn))
        let templateBox = try #require(BoundingBox(template.strokes.flatMap(\.points)))
        #expect(inkBox.minX >= templateBox.minX - 0.1 && inkBox.maxX <= templateBox.maxX + 0.1)
        #expect(inkBox.minY >= templateBox.minY - 0.1 && inkBox.maxY <= templateBox.maxY + 0.1)
        let filledWidth = abs(inkBox.width - templateBox.width) < 0.2
        let filledHeight = abs(inkBox.height - templateBox.height) < 0.2
        #expect(filledWidth || filledHeight)
        #expect(abs(inkBox.center.x - templateBox.center.x) < 0.2 && abs(inkBox.center.y - templateBox.center.y) < 0.2)
    }

    @Test func aSinglePointStrokeIsStillDrawnAsADot() throws {
        let (_, parsed) = render(try RenderFixtures.zeroDuration())
        let dot = try #require(parsed.all("path", class: "drawn").first)
        let path = points(dot.attributes["d"] ?? "")
        #expect(path.count == 2 && path[0] == path[1])
        #expect(dot.attributes["stroke"] == StrokeVerdict.failed.colour)
    }

    @Test func theTitleEscapesTheLearner() throws {
        let (svg, parsed) = render(try RenderFixtures.mixed(learner: "</title><script>x</script>"))
        #expect(parsed.error == nil)
        #expect(!svg.contains("<script>"))
        #expect(parsed.all("title").first?.text == "口 as written by </title><script>x</script>, over its template")
    }

    @Test func inkWithNoPointsDrawsTheTemplateAndTheMissingStrokes() throws {
        var (report, recording, template) = try RenderFixtures.mixed()
        recording.ink.strokes = []
        report.extraStrokes = []
        let (_, parsed) = render((report, recording, template))
        #expect(parsed.error == nil)
        #expect(parsed.all("path", class: "drawn").isEmpty)
        #expect(parsed.all("path", class: "missing").count == 3)
    }
}
