import Testing

@testable import WriteOutLoud

@Suite struct TimelineRendererTests {
    func render(_ fixture: (AnalysisReport, Recording, CharacterTemplate)) -> ParsedMarkup {
        ParsedMarkup(TimelineRenderer(labels: .english).render(fixture.0, recording: fixture.1))
    }

    @Test func hasABarPerDrawnStrokeAndPerWord() throws {
        let parsed = render(try RenderFixtures.mixed())
        #expect(parsed.error == nil)
        let pen = parsed.all("g", class: "pen")
        #expect(pen.count == 3)
        let words = parsed.all("g", class: "word")
        #expect(words.count == 3)
        let labels = parsed.all("text").map(\.text)
        for label in ["1", "2", "+3", "树", "heng", "um"] { #expect(labels.contains(label)) }
    }

    @Test func wordsAreColouredByWhetherTheyNamedTheirStroke() throws {
        let parsed = render(try RenderFixtures.mixed())
        let barFills = parsed.elements.indices.dropLast().compactMap { index -> String? in
            let element = parsed.elements[index]
            guard element.name == "g", element.attributes["class"] == "word" else { return nil }
            return parsed.elements[index + 1].attributes["fill"]
        }
        #expect(
            barFills == [StrokeVerdict.passed.colour, StrokeVerdict.failed.colour, StrokeVerdict.extra.colour])
    }

    @Test func joinsEachStrokeToItsWordDashedWhenNotTogether() throws {
        let parsed = render(try RenderFixtures.mixed())
        let pairs = parsed.all("line", class: "pair")
        #expect(pairs.map { $0.attributes["data-stroke"] } == ["1", "2"])
        #expect(pairs[0].attributes["stroke-dasharray"] == nil)
        #expect(pairs[1].attributes["stroke-dasharray"] != nil)
    }

    @Test func withoutAudioTheVoiceLaneSaysSo() throws {
        let parsed = render(try RenderFixtures.mixed(audio: false))
        #expect(parsed.all("g", class: "word").isEmpty)
        #expect(parsed.all("line", class: "pair").isEmpty)
        #expect(parsed.all("text", class: "lane-note").map(\.text) == ["No voice was recorded"])
    }

    @Test func zeroDurationStrokesStillGetAVisibleBar() throws {
        let parsed = render(try RenderFixtures.zeroDuration())
        let widths = parsed.all("rect").filter { $0.attributes["rx"] == "4" }.compactMap {
            Double($0.attributes["width"] ?? "")
        }
        #expect(widths.count == 2)
        #expect(widths.allSatisfy { $0 >= 6 })
    }
}
