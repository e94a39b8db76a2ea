import Foundation

/// One character in Hanzi Writer / Make Me a Hanzi JSON: stroke outlines and, per stroke, its median line.
///
/// Both formats use a 1024 box with y UP and a baseline offset, so a point's y in our y-down box is `900 − y`.
/// Only the medians are used: they are the path the brush centre follows, start to end.
struct HanziWriterCharacter: Decodable, Equatable {
    /// The character, when the JSON names it (Make Me a Hanzi lines do; Hanzi Writer files are named by it).
    var character: String?
    /// SVG outlines of the strokes (used only to check the stroke count).
    var strokes: [String]
    /// Per stroke, its median as `[x, y]` pairs, y up.
    var medians: [[[Double]]]

    /// The y of the baseline-offset box's top in y-up coordinates: `y_down = top − y_up`.
    static let top = 900.0

    /// Decodes and checks one character's JSON.
    /// - Parameter file: the file (and line, for `graphics.txt`) named in errors.
    /// - Throws: ``CharacterImportError/invalidFile(_:field:problem:)`` naming the field.
    static func decode(_ data: Data, file: String) throws(CharacterImportError) -> HanziWriterCharacter {
        let character = try StrictJSON.decode(HanziWriterCharacter.self, from: data).mapError { $0.invalidFile(file) }.get()
        guard !character.medians.isEmpty else { throw .invalidFile(file, field: "medians", problem: "is empty") }
        guard character.medians.count == character.strokes.count else {
            throw .invalidFile(
                file, field: "medians",
                problem: "has \(character.medians.count) strokes but strokes has \(character.strokes.count)")
        }
        for (index, median) in character.medians.enumerated() {
            guard median.count >= 2 else {
                throw .invalidFile(file, field: "medians[\(index)]", problem: "has fewer than 2 points")
            }
            for (pointIndex, point) in median.enumerated() where point.count != 2 || !point.allSatisfy(\.isFinite) {
                throw .invalidFile(
                    file, field: "medians[\(index)][\(pointIndex)]", problem: "is not an [x, y] pair of finite numbers")
            }
        }
        if let name = character.character, name.count != 1 {
            throw .invalidFile(file, field: "character", problem: "is \"\(name)\", not one character")
        }
        return character
    }

    /// The template: medians flipped into our y-down box, each stroke typed by the recogniser.
    /// - Parameters:
    ///   - name: the character (from the JSON or the file name).
    ///   - source: the template's `source`.
    ///   - recognizer: names each stroke's type from its shape.
    ///   - entry: Unihan's entry for readings and meaning, if known.
    func template(
        named name: String, source: String, recognizer: StrokeTypeRecognizer, entry: UnihanEntry?
    ) -> CharacterTemplate {
        let strokes = medians.map { median -> TemplateStroke in
            let points = median.map { Point(x: $0[0], y: Self.top - $0[1]) }
            let length = zip(points, points.dropFirst()).reduce(0) { $0 + $1.0.distance(to: $1.1) }
            let type = recognizer.bestType(points, relativeLength: length / CharacterTemplate.boxSize) ?? .dian
            return TemplateStroke(type: type, points: points)
        }
        return CharacterTemplate(
            character: name, pinyin: entry?.mandarin ?? [], definition: entry?.definition, source: source,
            strokes: strokes)
    }
}
