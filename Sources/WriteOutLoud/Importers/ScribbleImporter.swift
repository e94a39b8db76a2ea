import Foundation

/// Turns Scribble glyphs (`docs/scribble-format.md`) into Latin character templates the stroke analyzer judges
/// like any other: strokes with no named type, in the 1024 box, y down.
///
/// Conversion: each Bézier point is sheared by the glyph's `targetSlantDeg` about the baseline (the letters are
/// authored upright; learners are asked to write them slanted), the em box from `ascender` down to `descender`
/// is scaled to the box's height with y flipped, and the letter is centred horizontally. A letter too wide for
/// the box is scaled down to fit and centred vertically too, so proportions are always kept. The segments are
/// then sampled densely, simplified (no dropped point further than 1.5 units from the result) and rounded to
/// whole units, as imported Chinese templates are.
public struct ScribbleImporter: Sendable {
    /// The `source` given to the templates, e.g. `project` for the letters this project authored.
    public var source: String

    public init(source: String = "project") {
        self.source = source
    }

    /// Reads and converts one glyph file.
    /// - Throws: ``CharacterImportError`` naming the file, field and problem when the glyph is malformed.
    public func importFile(_ url: URL) throws(CharacterImportError) -> CharacterTemplate {
        template(for: try ScribbleGlyph.load(url))
    }

    /// Reads and converts every `*.json` glyph of a directory, in file-name order.
    /// - Throws: ``CharacterImportError/missingInput(_:)`` when the directory cannot be listed, or the first
    ///   malformed glyph's error: authored letters are fixed, not skipped.
    public func importDirectory(_ directory: URL) throws(CharacterImportError) -> [CharacterTemplate] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        } catch {
            throw .missingInput(directory.path)
        }
        var templates: [CharacterTemplate] = []
        for name in names.sorted() where name.hasSuffix(".json") {
            templates.append(try importFile(directory.appendingPathComponent(name)))
        }
        return templates
    }

    /// Sample spacing along the curves before simplification, in box units.
    static let sampleStep = 2.0
    /// Largest distance a dropped sample may lie from the simplified stroke, in box units.
    static let simplifyTolerance = 1.5

    /// The template of a checked glyph.
    public func template(for glyph: ScribbleGlyph) -> CharacterTemplate {
        let metrics = glyph.metrics
        let shear = tan(metrics.targetSlantDeg * .pi / 180)
        let slanted = glyph.strokes.map { stroke in
            stroke.segments.map { segment in
                segment.mapped { Point(x: $0.x + ($0.y - metrics.baseline) * shear, y: $0.y) }
            }
        }
        let box = CharacterTemplate.boxSize
        let emHeight = metrics.ascender - metrics.descender
        let roughPoints = slanted.joined().flatMap { $0.flattened(step: emHeight / box * Self.sampleStep) }
        let minX = roughPoints.map(\.x).min() ?? 0
        let maxX = roughPoints.map(\.x).max() ?? 0
        let scale = min(box / emHeight, maxX > minX ? box / (maxX - minX) : .infinity)
        let top = (box - emHeight * scale) / 2
        let centreX = (minX + maxX) / 2
        let toBox = { (point: Point) in
            Point(x: box / 2 + (point.x - centreX) * scale, y: top + (metrics.ascender - point.y) * scale)
        }
        let strokes = zip(glyph.strokes, slanted).map { stroke, segments in
            var points: [Point] = []
            for segment in segments {
                let samples = segment.mapped(toBox).flattened(step: Self.sampleStep)
                points += points.isEmpty ? samples : Array(samples.dropFirst())
            }
            let simplified = PolylineSimplifier.simplify(points, tolerance: Self.simplifyTolerance)
                .map { Point(x: $0.x.rounded(), y: $0.y.rounded()) }
            return TemplateStroke(
                type: nil, points: simplified, joins: stroke.joins,
                tolerances: stroke.tolerances.map {
                    StrokeTolerances(position: $0.position.map { ($0 * scale).rounded() }, direction: $0.direction)
                })
        }
        return CharacterTemplate(
            character: glyph.glyph, pinyin: [], definition: Self.definition(of: glyph.glyph), source: source,
            script: .latin, strokes: strokes)
    }

    /// The letter's Unicode name in lower case ("latin small letter a"), if it has one.
    static func definition(of glyph: String) -> String? {
        guard glyph.unicodeScalars.count == 1, let name = glyph.unicodeScalars.first?.properties.name else {
            return nil
        }
        return name.lowercased()
    }
}
