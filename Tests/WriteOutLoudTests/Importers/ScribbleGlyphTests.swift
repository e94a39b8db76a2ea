import Foundation
import Testing
@testable import WriteOutLoud

@Suite struct ScribbleGlyphTests {
    /// A two-stroke glyph: a stem joined at the baseline on both sides, then a free cross bar.
    static let valid = """
        {"version": 1, "glyph": "t",
         "metrics": {"unitsPerEm": 1000, "baseline": 0, "xHeight": 400, "ascender": 800, "descender": -200,
                     "targetSlantDeg": 10},
         "strokes": [
          {"order": 1, "start": [0, 0], "end": [330, 8], "joins": {"entry": "baseline", "exit": "baseline"},
           "tolerances": {"position": 60, "direction": 30},
           "segments": [{"p0": [0, 0], "c1": [60, 200], "c2": [150, 500], "p3": [200, 640]},
                        {"p0": [200, 640], "c1": [190, 300], "c2": [190, 20], "p3": [330, 8]}]},
          {"order": 2, "start": [90, 420], "end": [320, 430],
           "segments": [{"p0": [90, 420], "c1": [160, 422], "c2": [250, 428], "p3": [320, 430]}]}
         ]}
        """

    @Test func aKeyGivenTwiceIsRefusedWithItsPath() throws {
        let doubled = Self.valid.replacingOccurrences(
            of: #"{"order": 2, "start""#, with: #"{"order": 2, "order": 3, "start""#)
        let error = #expect(throws: CharacterImportError.self) {
            try ScribbleGlyph.decode(Data(doubled.utf8), file: "t.json")
        }
        guard case .invalidFile(let file, let field, let problem) = error else {
            Issue.record("not an invalid-file error: \(String(describing: error))")
            return
        }
        #expect(file == "t.json")
        #expect(field == "strokes[1].order")
        #expect(problem.hasPrefix("is given twice in the same object"))
    }

    func decode(_ text: String) throws(CharacterImportError) -> ScribbleGlyph {
        try ScribbleGlyph.decode(Data(text.utf8), file: "t.json")
    }

    /// The error for `valid` with `old` replaced by `new`.
    func error(replacing old: String, with new: String) -> String? {
        #expect(Self.valid.contains(old), "fixture text \(old)")
        do {
            _ = try decode(Self.valid.replacingOccurrences(of: old, with: new))
            return nil
        } catch {
            return error.description
        }
    }

    @Test func readsAValidGlyph() throws {
        let glyph = try decode(Self.valid)
        #expect(glyph.glyph == "t")
        #expect(glyph.metrics.xHeight == 400)
        #expect(glyph.strokes.map(\.order) == [1, 2])
        #expect(glyph.strokes[0].segments.count == 2)
        #expect(glyph.strokes[0].joins == StrokeJoins(entry: .baseline, exit: .baseline))
        #expect(glyph.strokes[0].tolerances == StrokeTolerances(position: 60, direction: 30))
        #expect(glyph.strokes[1].joins == nil)
    }

    @Test func roundTripsThroughItsEncoding() throws {
        let glyph = try decode(Self.valid)
        let again = try ScribbleGlyph.decode(try glyph.encoded(), file: "again.json")
        #expect(again == glyph)
    }

    @Test func keepsStrokesInWritingOrderWhateverTheArrayOrder() throws {
        let glyph = try decode(Self.valid)
        var shuffled = glyph
        shuffled.strokes.reverse()
        let reread = try ScribbleGlyph.decode(try shuffled.encoded(), file: "shuffled.json")
        #expect(reread.strokes.map(\.order) == [1, 2])
        #expect(reread == glyph)
    }

    @Test func refusesAnUnknownVersion() {
        #expect(error(replacing: #""version": 1"#, with: #""version": 2"#) == "t.json: version: is 2, this engine reads 1")
    }

    @Test func refusesMissingMetrics() {
        let text = Self.valid.replacingOccurrences(of: #""metrics""#, with: #""metricsX""#)
        #expect(throws: CharacterImportError.invalidFile("t.json", field: "metrics", problem: "is missing")) {
            try decode(text)
        }
    }

    @Test func refusesANumberTooLargeToBeFinite() {
        #expect(
            error(replacing: #""ascender": 800"#, with: #""ascender": 1e999"#)
                == "t.json: (document): is not valid JSON: line 2, column 77: number 1e999 is too large to be a finite number")
    }

    @Test func refusesMetricsWhoseEmBoxOverflows() {
        let both = Self.valid.replacingOccurrences(of: #""ascender": 800"#, with: #""ascender": 1.7e308"#)
            .replacingOccurrences(of: #""descender": -200"#, with: #""descender": -1.7e308"#)
        #expect(throws: CharacterImportError.invalidFile(
            "t.json", field: "metrics", problem: "needs descender < baseline < ascender within finite range")) {
            try decode(both)
        }
    }

    @Test func refusesAStartOffTheFirstBezierPoint() {
        #expect(
            error(replacing: #""start": [0, 0]"#, with: #""start": [40, 30]"#)
                == "t.json: strokes[0].start: is 50 units from the first segment's p0 (tolerance 5)")
    }

    @Test func refusesAnEndOffTheLastBezierPoint() {
        #expect(
            error(replacing: #""end": [320, 430]"#, with: #""end": [300, 430]"#)
                == "t.json: strokes[1].end: is 20 units from the last segment's p3 (tolerance 5)")
    }

    @Test func acceptsEndpointsWithinTheTolerance() throws {
        let text = Self.valid.replacingOccurrences(of: #""end": [320, 430]"#, with: #""end": [323, 434]"#)
        #expect(try decode(text).strokes[1].end == Point(x: 323, y: 434))
    }

    @Test func refusesSegmentsThatDoNotMeet() {
        #expect(
            error(replacing: #"{"p0": [200, 640], "c1": [190, 300]"#, with: #"{"p0": [200, 600], "c1": [190, 300]"#)
                == "t.json: strokes[0].segments[1].p0: is 40 units from the previous segment's p3 (tolerance 5)")
    }

    @Test func refusesADuplicateOrder() {
        #expect(
            error(replacing: #""order": 2"#, with: #""order": 1"#)
                == "t.json: strokes[1].order: is 1, already used by strokes[0]")
    }

    @Test func refusesAGapInTheOrder() {
        #expect(
            error(replacing: #""order": 2"#, with: #""order": 3"#)
                == "t.json: strokes[1].order: is 3, but order 2 is missing (orders run 1…2)")
    }

    @Test func refusesAJoinOffItsGuideLine() {
        #expect(
            error(replacing: #""exit": "baseline""#, with: #""exit": "xHeight""#)
                == "t.json: strokes[0].joins.exit: is xHeight, but the stroke's point there is at y 8, not within 20 of 400")
    }

    @Test func refusesAStrokeWithoutLength() {
        #expect(
            error(
                replacing: #"{"p0": [90, 420], "c1": [160, 422], "c2": [250, 428], "p3": [320, 430]}"#,
                with: #"{"p0": [320, 430], "c1": [320, 430], "c2": [320, 430], "p3": [320, 430]}"#)
                == "t.json: strokes[1].segments: all lie on one point; a stroke needs length")
    }

    @Test func refusesAPointThatIsNotAPair() {
        #expect(
            error(replacing: #""c2": [250, 428]"#, with: #""c2": [250]"#)
                == "t.json: strokes[1].segments[0].c2: is not an [x, y] pair of finite numbers")
    }

    @Test func refusesMoreThanOneCharacter() {
        #expect(error(replacing: #""glyph": "t""#, with: #""glyph": "th""#) == "t.json: glyph: is \"th\", not one character")
    }

    @Test func refusesAnUnknownJoinLine() {
        let message = error(replacing: #""entry": "baseline""#, with: #""entry": "ascender""#)
        #expect(message?.hasPrefix("t.json: strokes[0].joins.entry: ") == true, "\(message ?? "")")
    }

    @Test func refusesAnExtremeSlant() {
        #expect(
            error(replacing: #""targetSlantDeg": 10"#, with: #""targetSlantDeg": 60"#)
                == "t.json: metrics.targetSlantDeg: is 60.0, must be between −45 and 45 degrees")
    }

    @Test func aMissingFileIsNamed() {
        #expect(throws: CharacterImportError.missingInput("/nonexistent/a.json")) {
            try ScribbleGlyph.load(URL(fileURLWithPath: "/nonexistent/a.json"))
        }
    }
}
