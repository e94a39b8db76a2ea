import Foundation

/// Builds templates for the characters hanzi-writer-data draws but cnchar's simplified table does not type —
/// mostly traditional forms — where their stroke types can be established: paths (and order) from
/// hanzi-writer-data, each stroke's type from KanjiVG's label of the same stroke (paired by position and shape,
/// ``KanjiVGTypeTransfer``), confirmed by the shape of the stroke as a recogniser taught by the mainland
/// templates sees it.
///
/// A label is taken when it is among the recogniser's three best types for the stroke; KanjiVG's 竖 for a short
/// stroke the recogniser reads as 点 becomes 点 (the Japanese label of the top dot of 言 文 方, which mainland
/// teaching calls 点). A character with any other disagreement, with no KanjiVG drawing of the same form, or whose
/// strokes do not pair is left out; the report lists each.
public struct TraditionalImporter: Sendable {
    /// The `source` written into the templates.
    public static let source = "hanzi-writer-kanjivg"

    public var unihan: Unihan
    /// Names the shapes as the mainland templates do.
    var shapes: StrokeTypeRecognizer

    /// - Parameter mainland: the simplified templates, whose strokes teach the recogniser that confirms labels
    ///   (at most ``StrokeExemplars/perTypeLimit`` strokes of a type, as the shipped exemplar file holds).
    public init(unihan: Unihan, mainland: [CharacterTemplate]) {
        self.unihan = unihan
        shapes = StrokeTypeRecognizer(exemplars: StrokeExemplars(templates: mainland, perType: StrokeExemplars.perTypeLimit))
    }

    /// Imports the `.json` files of hanzi-writer-data's `data/` folder whose character is not in `skipping`.
    /// - Parameter kanjivg: KanjiVG's templates, by character.
    /// - Throws: ``CharacterImportError`` when the folder is missing or Unihan cannot be read.
    public func importCharacters(
        from hanziWriter: URL, skipping: Set<String>, kanjivg: [String: CharacterTemplate]
    ) throws(CharacterImportError) -> CharacterImportResult {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: hanziWriter.path)
        } catch {
            throw .missingInput(hanziWriter.path)
        }
        let ranks = try FrequencyRanks.load(from: unihan)
        var report = CharacterImportReport(source: Self.source)
        report.decisions = [:]
        var templates: [CharacterTemplate] = []
        for name in names.sorted() where name.hasSuffix(".json") {
            let character = String(name.dropLast(5))
            guard character.count == 1, !skipping.contains(character), let scalar = character.first else { continue }
            report.considered += 1
            guard let data = FileManager.default.contents(atPath: hanziWriter.appendingPathComponent(name).path),
                let drawn = try? HanziWriterCharacter.decode(data, file: name)
            else {
                report.exclude(scalar, because: .malformedFile)
                continue
            }
            let entry: UnihanEntry?
            do {
                entry = try unihan.entry(for: scalar)
            } catch {
                throw .unihan(error)
            }
            guard let entry, !entry.mandarin.isEmpty else {
                report.exclude(scalar, because: entry == nil ? .notInUnihan : .noMandarinReading)
                continue
            }
            let paths = drawn.medians.map { $0.map { Point(x: $0[0], y: HanziWriterCharacter.top - $0[1]) } }
            if let short = paths.firstIndex(where: { Polyline.length($0) < MainlandImporter.shortestStroke }) {
                report.exclude(scalar, because: .degenerateStroke)
                report.record("degenerateStroke", "\(character)\(short + 1)")
                continue
            }
            guard let labelled = kanjivg[character] else {
                report.exclude(scalar, because: .typesNotEstablished)
                report.record("noKanjiVGDrawing", character)
                continue
            }
            guard let pairing = KanjiVGTypeTransfer.pair(paths, with: labelled) else {
                report.exclude(scalar, because: .typesNotEstablished)
                report.record(
                    "strokesDoNotPair", "\(character): hanzi-writer-data \(paths.count), KanjiVG \(labelled.strokes.count)")
                continue
            }
            guard let types = confirmedTypes(paths, labels: pairing.map { labelled.strokes[$0].type }, character, &report)
            else {
                report.exclude(scalar, because: .typesNotEstablished)
                continue
            }
            if pairing != Array(pairing.indices) {
                report.record("orderDiffersFromKanjiVG", character)
            }
            templates.append(
                CharacterTemplate(
                    character: character, pinyin: entry.mandarin, definition: entry.definition,
                    frequencyRank: ranks[scalar], source: Self.source,
                    strokes: zip(paths, types).map { TemplateStroke(type: $1.type, points: $0, alsoNamed: $1.alsoNamed) }))
        }
        report.shipped = templates.count
        return CharacterImportResult(templates: templates, report: report)
    }

    /// KanjiVG's labels where the shapes confirm them, or nil (the disagreement recorded) where one does not.
    /// KanjiVG's 竖撇 becomes 撇 also named 竖撇, as in the mainland import (`Characters/README.md`).
    private func confirmedTypes(
        _ paths: [[Point]], labels: [StrokeType?], _ character: String, _ report: inout CharacterImportReport
    ) -> [(type: StrokeType, alsoNamed: [StrokeType])]? {
        let size = StrokeTypeFeatures.characterSize(of: paths)
        var types: [(type: StrokeType, alsoNamed: [StrokeType])] = []
        for (index, (path, label)) in zip(paths, labels).enumerated() {
            guard let label else { return nil }
            let ranked = shapes.recognize(path, relativeLength: Polyline.length(path) / size).prefix(3).map(\.type)
            if label == .shu, ranked.first == .dian {
                report.record("kanjivgShuReadAsDian", "\(character)\(index + 1)")
                types.append((.dian, []))
            } else if label == .shupie, ranked.contains(.pie) || ranked.contains(.shupie) {
                types.append((.pie, [.shupie]))
            } else if ranked.contains(label) {
                types.append((label, []))
            } else {
                report.record(
                    "labelDoesNotFitShape",
                    "\(character)\(index + 1): KanjiVG \(label.rawValue), shape \(ranked.map(\.rawValue).joined(separator: "/"))")
                return nil
            }
        }
        return types
    }
}
