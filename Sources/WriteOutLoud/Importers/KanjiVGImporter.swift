import Foundation

/// Turns KanjiVG's SVG files into mainland-Chinese character templates.
///
/// Keeps a character only when Unihan gives it a Mandarin reading and a mainland-China source, and KanjiVG draws
/// exactly Unihan's Chinese stroke count (`kTotalStrokes`), which leaves out Japanese-only forms. Japanese stroke
/// orders that differ from the mainland's are corrected by ``KanjiVGOverrides``. Characters are ranked by
/// frequency (`kHanyuPinlu`), then GB 2312 level, then stroke count, and the most frequent `limit` are kept.
public struct KanjiVGImporter: Sendable {
    /// The `source` written into the templates.
    public static let source = "kanjivg"

    /// Distance between sampled points before simplifying, in template units.
    static let samplingSpacing = 8.0
    /// How far simplified strokes may stray from KanjiVG's curves, in template units.
    static let simplificationTolerance = 1.5

    public var unihan: Unihan
    public var overrides: KanjiVGOverrides
    /// How many characters to keep at most; nil keeps all that pass.
    public var limit: Int?
    /// Characters kept whenever they pass the checks, even beyond `limit` (which they then exceed).
    public var required: Set<Character>

    public init(unihan: Unihan, overrides: KanjiVGOverrides, limit: Int? = nil, required: Set<Character> = []) {
        self.unihan = unihan
        self.overrides = overrides
        self.limit = limit
        self.required = required
    }

    /// Imports every `XXXXX.svg` file of `directory` (KanjiVG's `kanji` folder).
    /// - Throws: ``CharacterImportError`` when the directory is missing or Unihan cannot be read;
    ///   a bad character file is not an error but an exclusion in the report.
    /// - Complexity: O(total size of the SVG files), plus sorting.
    public func importDirectory(_ directory: URL) throws(CharacterImportError) -> CharacterImportResult {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        } catch {
            throw .missingInput(directory.path)
        }
        let ranks = try FrequencyRanks.load(from: unihan)
        var report = CharacterImportReport(source: Self.source)
        var candidates: [(character: Character, entry: UnihanEntry?, file: URL)] = []
        for name in names where name.hasSuffix(".svg") {
            let stem = name.dropLast(4)
            guard let value = UInt32(stem, radix: 16), let scalar = Unicode.Scalar(value) else {
                if stem.contains("-") { report.variantFilesSkipped += 1 }
                continue
            }
            let character = Character(scalar)
            candidates.append((character, try entry(for: character), directory.appendingPathComponent(name)))
        }
        candidates.sort {
            FrequencyRanks.usageOrder($0.entry, $0.character, ranks)
                .lexicographicallyPrecedes(FrequencyRanks.usageOrder($1.entry, $1.character, ranks))
        }
        report.considered = candidates.count

        var accepted: [CharacterTemplate] = []
        for candidate in candidates {
            switch template(for: candidate.character, entry: candidate.entry, file: candidate.file, ranks: ranks, report: &report) {
            case .success(let template): accepted.append(template)
            case .failure(let reason): report.exclude(candidate.character, because: reason.exclusion)
            }
        }
        let kept = keep(accepted, report: &report)
        report.shipped = kept.count
        let shippedCharacters = Set(kept.map(\.character))
        report.overridesApplied = report.overridesApplied.filter { shippedCharacters.contains($0.key) }
        return CharacterImportResult(templates: kept, report: report)
    }

    // MARK: - One character

    private struct Rejection: Error {
        var exclusion: CharacterImportReport.Exclusion
    }

    private func template(
        for character: Character, entry: UnihanEntry?, file: URL, ranks: [Character: Int],
        report: inout CharacterImportReport
    ) -> Swift.Result<CharacterTemplate, Rejection> {
        guard let data = FileManager.default.contents(atPath: file.path),
            let document = try? KanjiVGDocument(data: data)
        else { return .failure(Rejection(exclusion: .malformedFile)) }
        guard let entry else { return .failure(Rejection(exclusion: .notInUnihan)) }
        guard !entry.mandarin.isEmpty else { return .failure(Rejection(exclusion: .noMandarinReading)) }
        guard entry.mainlandSource != nil else { return .failure(Rejection(exclusion: .noMainlandSource)) }
        guard entry.totalStrokes == document.strokes.count else {
            return .failure(Rejection(exclusion: .strokeCountMismatch))
        }
        var types: [StrokeType] = []
        var unmapped: [String] = []
        for stroke in document.strokes {
            if let type = KanjiVGStrokeLabel.type(of: stroke.label, labels: overrides.labels) {
                types.append(type)
            } else {
                unmapped.append(stroke.label)
            }
        }
        guard unmapped.isEmpty else {
            for label in unmapped { report.unmappedLabels[label, default: 0] += 1 }
            return .failure(Rejection(exclusion: .unmappedStrokeType))
        }
        var strokes: [TemplateStroke] = []
        for (stroke, type) in zip(document.strokes, types) {
            guard let path = try? SVGPath(stroke.pathData), let points = Self.points(of: path) else {
                return .failure(Rejection(exclusion: stroke.pathData.isEmpty ? .malformedFile : .degenerateStroke))
            }
            strokes.append(TemplateStroke(type: type, points: points))
        }
        let labels = document.strokes.map { KanjiVGStrokeLabel.base(of: $0.label, labels: overrides.labels) }
        let corrected = StrokeOrderCorrector(overrides: overrides)
            .correct(strokes, labels: labels, groups: document.groups, character: String(character))
        if !corrected.applied.isEmpty { report.overridesApplied[String(character)] = corrected.applied }
        if let missed = corrected.unmatchedCharacterRule { report.overridesNotMatched.append(missed) }
        return .success(
            CharacterTemplate(
                character: String(character), pinyin: entry.mandarin, definition: entry.definition,
                frequencyRank: ranks[character], source: Self.source, strokeOrder: .japanese,
                strokes: corrected.strokes))
    }

    /// A stroke's path in the 1024 box, sampled, simplified and rounded to whole units; nil if it is a point.
    static func points(of path: SVGPath) -> [Point]? {
        let scale = CharacterTemplate.boxSize / KanjiVGDocument.boxSize
        let sampled = path.sampled(spacing: samplingSpacing / scale).map { $0 * scale }
        let simplified = PolylineSimplifier.simplify(sampled, tolerance: simplificationTolerance)
        var rounded: [Point] = []
        for point in simplified {
            let whole = Point(x: point.x.rounded(), y: point.y.rounded())
            if rounded.last != whole { rounded.append(whole) }
        }
        return rounded.count >= 2 ? rounded : nil
    }

    // MARK: - Ranking and limit

    private func entry(for character: Character) throws(CharacterImportError) -> UnihanEntry? {
        do {
            return try unihan.entry(for: character)
        } catch {
            throw .unihan(error)
        }
    }

    private func keep(_ accepted: [CharacterTemplate], report: inout CharacterImportReport) -> [CharacterTemplate] {
        guard let limit else { return accepted }
        var kept: [CharacterTemplate] = []
        for template in accepted {
            let isRequired = template.character.first.map { required.contains($0) } ?? false
            if kept.count < limit || isRequired {
                kept.append(template)
            } else if let character = template.character.first {
                report.exclude(character, because: .beyondLimit)
            }
        }
        return kept
    }
}
