import Foundation

/// A Latin cursive letter in the Scribble format (`docs/scribble-format.md`): guide-line metrics and strokes of
/// cubic Bézier segments in font units, y up from the baseline, authored upright.
///
/// ``decode(_:file:)`` checks everything a template needs: a known version, metrics that describe an em box,
/// finite numbers, each stroke's `start`/`end` on its first/last Bézier point, segments that meet, joins on their
/// guide line, and `order` running 1…n without repeats or gaps. Strokes are kept in writing order.
public struct ScribbleGlyph: Hashable, Sendable {
    /// The format version this engine reads.
    public static let formatVersion = 1

    /// The letter, one character.
    public var glyph: String
    public var metrics: ScribbleMetrics
    /// The strokes in writing order (sorted by ``ScribbleStroke/order``).
    public var strokes: [ScribbleStroke]

    public init(glyph: String, metrics: ScribbleMetrics, strokes: [ScribbleStroke]) {
        self.glyph = glyph
        self.metrics = metrics
        self.strokes = strokes.sorted { $0.order < $1.order }
    }

    /// How far `start`/`end` may lie from the Bézier ends, and consecutive segments from each other: a fraction of
    /// `unitsPerEm` (5 units at 1000), enough for rounding, too little to hide a wrong point.
    public static let endpointTolerance = 0.005
    /// How far a joining stroke's start or end may lie from its join's guide line: a fraction of `unitsPerEm`.
    public static let joinTolerance = 0.02

    /// Reads a Scribble glyph file.
    /// - Throws: ``CharacterImportError/invalidFile(_:field:problem:)`` naming the file, the field and the problem,
    ///   or ``CharacterImportError/missingInput(_:)`` when the file cannot be read.
    public static func load(_ url: URL) throws(CharacterImportError) -> ScribbleGlyph {
        guard let data = FileManager.default.contents(atPath: url.path) else { throw .missingInput(url.path) }
        return try decode(data, file: url.path)
    }

    /// Decodes and checks a Scribble glyph.
    /// - Parameter file: the name errors give for the document.
    /// - Throws: ``CharacterImportError/invalidFile(_:field:problem:)`` for the first problem found.
    public static func decode(_ data: Data, file: String) throws(CharacterImportError) -> ScribbleGlyph {
        let version = try StrictJSON.decode(RawVersion.self, from: data).mapError { $0.invalidFile(file) }.get().version
        guard version == formatVersion else {
            throw .invalidFile(file, field: "version", problem: "is \(version), this engine reads \(formatVersion)")
        }
        let raw = try StrictJSON.decode(RawGlyph.self, from: data).mapError { $0.invalidFile(file) }.get()
        return try ScribbleValidator(file: file).glyph(from: raw)
    }

    /// The glyph as Scribble JSON, keys sorted.
    public func encoded() throws -> Data {
        try SortedJSON.encoder().encode(RawGlyph(self))
    }
}

/// Only the version, read first so that a newer format is refused before its fields are misread.
struct RawVersion: Decodable {
    var version: Int
}

/// The Scribble JSON as written: points as `[x, y]` arrays, nothing checked yet.
struct RawGlyph: Codable {
    struct Segment: Codable {
        var p0: [Double]
        var c1: [Double]
        var c2: [Double]
        var p3: [Double]
    }
    struct Stroke: Codable {
        var order: Int
        var segments: [Segment]
        var start: [Double]
        var end: [Double]
        var joins: StrokeJoins?
        var tolerances: StrokeTolerances?
    }
    var version: Int
    var glyph: String
    var metrics: ScribbleMetrics
    var strokes: [Stroke]

    init(_ glyph: ScribbleGlyph) {
        version = ScribbleGlyph.formatVersion
        self.glyph = glyph.glyph
        metrics = glyph.metrics
        strokes = glyph.strokes.map { stroke in
            Stroke(
                order: stroke.order,
                segments: stroke.segments.map { Segment(p0: $0.p0.pair, c1: $0.c1.pair, c2: $0.c2.pair, p3: $0.p3.pair) },
                start: stroke.start.pair, end: stroke.end.pair, joins: stroke.joins, tolerances: stroke.tolerances)
        }
    }
}
