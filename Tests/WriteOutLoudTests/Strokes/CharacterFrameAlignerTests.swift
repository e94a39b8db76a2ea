import Foundation
import Testing
@testable import WriteOutLoud

@Suite struct CharacterFrameAlignerTests {
    let aligner = CharacterFrameAligner(
        maxRotation: 20 * .pi / 180,
        limits: AffineTransform.Limits(
            horizontalTurn: 20 * .pi / 180, verticalTurn: 25 * .pi / 180, skew: 35 * .pi / 180, anisotropy: log(1.35)))

    /// Tolerances allow for the aligner working on samples about 1/40 of the character apart.
    /// The drawing is the template under `truth`'s inverse, so the aligner should find `truth`.
    private func drawing(_ template: CharacterTemplate, truth: SimilarityTransform) -> [[Point]] {
        let inverse = SimilarityTransform(scale: 1 / truth.scale, rotation: -truth.rotation, translation: .zero)
        return template.strokes.map { inverse.apply($0.points.map { $0 - truth.translation }) }
    }

    @Test(arguments: ["人", "十", "口", "日"])
    func recoversScaleShiftAndRotation(character: String) throws {
        let template = try StrokeFixtures.template(character)
        let truth = SimilarityTransform(scale: 4, rotation: 0.12, translation: Point(x: 100, y: -50))
        let found = aligner.align(drawing(template, truth: truth), to: PreparedCharacter(template), canvas: (300, 300))
        let parts = try #require(found.parts)
        #expect(abs(parts.scale - 4) < 0.08)
        #expect(abs(parts.horizontalTurn - 0.12) < 0.01 && abs(parts.verticalTurn - 0.12) < 0.01)
        #expect(abs(parts.anisotropy) < 0.02)
        let probe = Point(x: 130, y: 70)
        #expect(found.apply(probe).distance(to: truth.apply(probe)) < 8)
    }

    /// `template`'s strokes leaning right by `degrees` about the character's centre, as an italic hand writes.
    private func slanted(_ template: CharacterTemplate, degrees: Double) -> [[Point]] {
        let centre = BoundingBox(template.strokes.flatMap(\.points))!.center
        let lean = tan(degrees * .pi / 180)
        return template.strokes.map { $0.points.map { Point(x: $0.x - lean * ($0.y - centre.y), y: $0.y) } }
    }

    /// The frame found for the first stroke alone of `character` slanted by `degrees`, with the template box as
    /// the writing box, and the box's prior.
    private func firstStrokeInTheBox(
        of character: String, slanted degrees: Double, tolerance: Double
    ) throws -> (WriteOutLoud.AffineTransform, FramePrior) {
        let template = try StrokeFixtures.template(character)
        let prior = FramePrior(
            box: WritingBox(x: 0, y: 0, side: 1024), bounds: PreparedCharacter(template).bounds, tolerance: tolerance)
        let found = aligner.align(
            Array(slanted(template, degrees: degrees).prefix(1)), to: PreparedCharacter(template, strokesDue: 1),
            canvas: (1024, 1024), prior: prior)
        return (found, prior)
    }

    @Test(arguments: ["田", "目", "国"])
    func undoesAnItalicSlant(character: String) throws {
        let template = try StrokeFixtures.template(character)
        let found = aligner.align(slanted(template, degrees: 15), to: PreparedCharacter(template), canvas: (1024, 1024))
        let parts = try #require(found.parts)
        #expect(abs(parts.verticalTurn + 15 * .pi / 180) < 2 * .pi / 180)
        #expect(abs(parts.horizontalTurn) < 2 * .pi / 180)
    }

    /// A hand slanted 20° in a character of few strokes with one long vertical (子, 大, 寸): the slant, refitted in size
    /// and place, fits better than a turn of the whole character (which would raise its 横 as far) or no slant.
    @Test(arguments: ["子", "大", "寸"])
    func aSlantedHandIsReadAsASlantNotATurn(character: String) throws {
        let template = try StrokeFixtures.template(character)
        let found = aligner.align(slanted(template, degrees: 20), to: PreparedCharacter(template), canvas: (1024, 1024))
        let parts = try #require(found.parts)
        #expect(abs(parts.horizontalTurn) < 3 * .pi / 180, "\(parts)")
        #expect(abs(parts.verticalTurn + 20 * .pi / 180) < 3 * .pi / 180, "\(parts)")
    }

    @Test func aSlantBeyondTheLimitIsUndoneOnlyToTheLimit() throws {
        let template = try StrokeFixtures.template("田")
        let found = aligner.align(slanted(template, degrees: 40), to: PreparedCharacter(template), canvas: (1024, 1024))
        let parts = try #require(found.parts)
        #expect(parts.verticalTurn >= -25 * .pi / 180 - 1e-9)
    }

    @Test func twoStrokesFixNoSlant() throws {
        let template = try StrokeFixtures.template("十")
        let found = aligner.align(slanted(template, degrees: 15), to: PreparedCharacter(template), canvas: (1024, 1024))
        #expect(abs(try #require(found.parts).skew) < 1e-9)
    }

    /// With the writing box to place it, a lone slanted 竖 (上's first stroke) is read as the slant of the hand (at
    /// least half of it: the box and the cost of slanting pull towards upright), not as a turn of the whole
    /// character: the 横 drawn next is judged level.
    @Test(arguments: [10.0, 15, 20])
    func aLoneSlantedVerticalInTheBoxIsUndoneAsASlantNotATurn(degrees: Double) throws {
        let (found, _) = try firstStrokeInTheBox(of: "上", slanted: degrees, tolerance: 0.1)
        let parts = try #require(found.parts)
        #expect(abs(parts.horizontalTurn) < 1e-9)
        #expect(parts.verticalTurn <= -degrees / 2 * .pi / 180 && parts.verticalTurn >= -(degrees + 2) * .pi / 180)
    }

    /// The top 横 of a leaning character lies to one side of where the box puts it. Alone on the canvas it is read
    /// as the top of a slanted character, the slant pivoting on the character's centre where the box puts it, so
    /// the box's centre stays where the box says rather than the whole frame sliding sideways.
    @Test(arguments: ["丁", "下", "王"], [-15.0, 15])
    func aLoneTopStrokeOfALeaningCharacterIsReadAsTheSlant(character: String, degrees: Double) throws {
        let (found, prior) = try firstStrokeInTheBox(of: character, slanted: degrees, tolerance: 0.15)
        let parts = try #require(found.parts)
        #expect(parts.verticalTurn * degrees < 0 && abs(parts.verticalTurn) >= degrees.magnitude / 3 * .pi / 180)
        let size = PreparedCharacter(try StrokeFixtures.template(character)).size
        #expect(found.apply(prior.centre).distance(to: prior.transform.apply(prior.centre)) < 0.05 * size)
    }

    @Test func oneWildStrokeDoesNotThrowTheFitOff() throws {
        let template = try StrokeFixtures.template("日")
        let truth = SimilarityTransform(scale: 2, rotation: 0, translation: .zero)
        var paths = drawing(template, truth: truth)
        paths.append([Point(x: 2000, y: 2000), Point(x: 2600, y: 2400)])
        let found = aligner.align(paths, to: PreparedCharacter(template), canvas: (3000, 3000))
        #expect(abs(try #require(found.parts).scale - 2) < 0.04)
        #expect(found.translation.length < 8)
    }

    @Test func drawingWithNoExtentFallsBackToTheCanvas() throws {
        let template = try StrokeFixtures.template("十")
        let found = aligner.align([[Point(x: 256, y: 256)]], to: PreparedCharacter(template), canvas: (512, 512))
        #expect(found.scale == 2)
        #expect(found.apply(Point(x: 256, y: 256)) == Point(x: 512, y: 512))
    }
}
