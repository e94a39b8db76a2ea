import Foundation

/// Builds simplified-character templates in mainland stroke order from three sources: stroke paths from
/// hanzi-writer-data (medians, mainland order), stroke types from cnchar's GB-order table, and components from
/// Make Me a Hanzi's dictionary; readings and meanings from Unihan.
///
/// Every character of cnchar's table that hanzi-writer-data draws is imported. Where the sources disagree, the
/// import decides by evidence and records the decision in its report (``CharacterImportReport/decisions``):
/// - stroke count: when cnchar's letters and hanzi-writer's paths differ, Unihan's `kTotalStrokes` says which
///   source is short; the character is left out, as its types cannot be paired with its paths;
///   when both agree against Unihan, both are kept and the disagreement listed;
/// - an ambiguous letter: the stroke's shape decides (``StrokeLetterDecision``); every choice is listed;
/// - KanjiVG's label of the same stroke (when KanjiVG draws the same form and its strokes pair with
///   hanzi-writer's, ``KanjiVGTypeTransfer``): where it is one of the types the letter stands for, the two sources
///   agree and the shipped type must be that one (the ``CharacterImportReport/measures`` count it); where it is
///   not, the GB table's name is kept — KanjiVG labels Japanese usage — and the disagreement listed;
/// - a type that does not fit its stroke's shape: every stroke is recognised by a recogniser taught by all the
///   other imported characters; where its type is not among the three best, the disagreement is listed and the
///   table's type kept. A character whose every stroke fits shows cnchar's GB order and hanzi-writer's paths in the
///   same order, as the two were made independently.
public struct MainlandImporter: Sendable {
    /// The `source` written into the templates.
    public static let source = "mainland"
    /// The shortest stroke path kept, in template units: a few medians of hanzi-writer-data collapse to a dot a few
    /// units long (黧's first stroke, 4 units), which no learner's stroke could be compared with.
    static let shortestStroke = 20.0

    public var unihan: Unihan
    /// KanjiVG's templates by character, whose labels the shipped types are compared with.
    public var kanjivg: [String: CharacterTemplate]

    public init(unihan: Unihan, kanjivg: [String: CharacterTemplate] = [:]) {
        self.unihan = unihan
        self.kanjivg = kanjivg
    }

    /// Where the three sources' files are.
    public struct Inputs: Sendable {
        /// hanzi-writer-data's `data/` folder of `<character>.json` files.
        public var hanziWriter: URL
        /// cnchar's `stroke-order-jian.json`.
        public var cncharOrders: URL
        /// Make Me a Hanzi's `dictionary.txt` (uncompressed).
        public var makeMeAHanzi: URL

        public init(hanziWriter: URL, cncharOrders: URL, makeMeAHanzi: URL) {
            self.hanziWriter = hanziWriter
            self.cncharOrders = cncharOrders
            self.makeMeAHanzi = makeMeAHanzi
        }
    }

    /// Imports every character of cnchar's table that hanzi-writer-data draws, most frequent first.
    /// - Throws: ``CharacterImportError`` when an input is missing or malformed, or Unihan cannot be read;
    ///   a bad character file is not an error but an exclusion in the report.
    public func importCharacters(from inputs: Inputs) throws(CharacterImportError) -> CharacterImportResult {
        let orders = try Self.readOrders(inputs.cncharOrders)
        let dictionary = try MakeMeAHanziEntry.load(inputs.makeMeAHanzi)
        let ranks = try FrequencyRanks.load(from: unihan)
        var report = CharacterImportReport(source: Self.source)
        report.decisions = [:]
        let characters = orders.keys.sorted {
            (ranks[$0] ?? .max, $0.unicodeScalars.first?.value ?? 0) < (ranks[$1] ?? .max, $1.unicodeScalars.first?.value ?? 0)
        }
        report.considered = characters.count
        var templates: [CharacterTemplate] = []
        var labels = LabelAgreement()
        var startsFitting = 0
        for character in characters {
            guard let letters = orders[character] else { continue }
            let file = inputs.hanziWriter.appendingPathComponent("\(character).json")
            guard let data = FileManager.default.contents(atPath: file.path) else {
                report.exclude(character, because: .notDrawn)
                continue
            }
            guard let drawn = try? HanziWriterCharacter.decode(data, file: file.path) else {
                report.exclude(character, because: .malformedFile)
                continue
            }
            let entry = try entry(for: character)
            guard checkStrokeCount(character, letters: letters, drawn: drawn.medians.count, entry: entry, report: &report)
            else { continue }
            let mmah = dictionary[String(character)]
            let paths = drawn.medians.map { $0.map { Point(x: $0[0], y: HanziWriterCharacter.top - $0[1]) } }
            if let short = paths.firstIndex(where: { Polyline.length($0) < Self.shortestStroke }) {
                report.exclude(character, because: .degenerateStroke)
                report.record("degenerateStroke", "\(character)\(short + 1)")
                continue
            }
            let size = StrokeTypeFeatures.characterSize(of: paths)
            var strokes: [TemplateStroke] = []
            var unknown = false
            var startsFit = true
            for (index, (letterCharacter, points)) in zip(letters, paths).enumerated() {
                guard let letter = CncharLetter(rawValue: letterCharacter) else {
                    unknown = true
                    break
                }
                var components = mmah?.components(ofStroke: index, in: dictionary) ?? []
                components.insert(character)
                let decision = StrokeLetterDecision.decide(
                    letter, path: points, relativeLength: Polyline.length(points) / size, components: components)
                record(decision, letter: letter, stroke: "\(character)\(index + 1)", report: &report)
                if !StrokeStartCheck.fits(points, letter: letter) {
                    startsFit = false
                    let heading = StrokeStartCheck.startHeading(of: points).map { Int($0.rounded()) } ?? 0
                    report.record(
                        "startHeadingMisfit", "\(character)\(index + 1): letter \(letter.rawValue) starts at \(heading)°")
                }
                strokes.append(
                    TemplateStroke(type: decision.type, points: points, alsoNamed: decision.alsoNamed.map { [$0] } ?? []))
            }
            if unknown {
                report.exclude(character, because: .unknownStrokeLetter)
                continue
            }
            let template = CharacterTemplate(
                character: String(character), pinyin: entry?.mandarin.nonEmpty ?? mmah?.pinyin ?? [],
                definition: entry?.definition ?? mmah?.definition, frequencyRank: ranks[character],
                source: Self.source, strokes: strokes)
            labels.compare(template, letters: letters, with: kanjivg[template.character], report: &report)
            templates.append(template)
            if startsFit { startsFitting += 1 }
        }
        report.shipped = templates.count
        let fitting = checkShapes(templates, report: &report)
        report.measures = [
            "charactersWhoseEveryTypeFitsItsShape": Self.percent(fitting, of: templates.count),
            "charactersWhoseEveryStrokeStartsAsItsLetterAllows": Self.percent(startsFitting, of: templates.count),
            "typesAgreeingWithKanjiVGWhereTheSourcesAgree": Self.percent(labels.kept, of: labels.agreeing),
            "strokesWhereKanjiVGNamesAnotherType": Self.percent(labels.disagreeing, of: labels.compared),
            "charactersComparedWithKanjiVG": "\(labels.characters)",
        ]
        return CharacterImportResult(templates: templates, report: report)
    }

    /// How many of the `top` most used simplified characters `library` holds, for each `top`, and which are missing:
    /// `{"top500": "100.0 % (500 of 500)", "missingFromTop3000": "…"}`.
    ///
    /// Most used: the characters of a mainland standard that Unihan does not call traditional, in
    /// ``FrequencyRanks/usageOrder(_:_:_:)`` — the `kHanyuPinlu` corpus ranks about 2,850 of them, GB 2312's
    /// level 1 continues the list.
    public func coverage(of library: Set<String>, tops: [Int] = [500, 3000]) throws(CharacterImportError) -> [String: String] {
        let entries: [UnihanEntry]
        let traditional: Set<Character>
        do {
            entries = try unihan.allEntries()
            traditional = try unihan.traditionalForms()
        } catch {
            throw .unihan(error)
        }
        let ranks = try FrequencyRanks.load(from: unihan)
        let ranked = entries.filter { $0.mainlandSource != nil && !traditional.contains($0.character) }
            .map { (key: FrequencyRanks.usageOrder($0, $0.character, ranks), character: String($0.character)) }
            .sorted { $0.key.lexicographicallyPrecedes($1.key) }.map(\.character)
        var figures: [String: String] = [:]
        for top in tops {
            let wanted = ranked.prefix(top)
            let missing = wanted.filter { !library.contains($0) }
            figures["top\(top)"] = Self.percent(wanted.count - missing.count, of: wanted.count)
            figures["missingFromTop\(top)"] = missing.joined()
        }
        return figures
    }

    /// Whether the stroke counts allow pairing types with paths; records any disagreement.
    private func checkStrokeCount(
        _ character: Character, letters: [Character], drawn: Int, entry: UnihanEntry?,
        report: inout CharacterImportReport
    ) -> Bool {
        let unihanCount = entry?.totalStrokes
        let unihanText = unihanCount.map { "Unihan \($0)" } ?? "Unihan none"
        if letters.count != drawn {
            let verdict =
                switch unihanCount {
                case drawn: "Unihan sides with hanzi-writer-data: cnchar's types are wrong"
                case letters.count: "Unihan sides with cnchar: hanzi-writer-data's paths are wrong"
                default: "Unihan sides with neither"
                }
            report.record(
                "strokeCount", "\(character): cnchar \(letters.count), hanzi-writer-data \(drawn), \(unihanText); "
                    + "\(verdict); left out")
            report.exclude(character, because: .strokeCountDisagreement)
            return false
        }
        if let unihanCount, unihanCount != drawn {
            report.record(
                "strokeCount", "\(character): cnchar and hanzi-writer-data \(drawn), \(unihanText); "
                    + "kept: two independent sources agree on the simplified form")
        }
        return true
    }

    /// Lists an ambiguous letter's choice (and, apart, the ones close to the threshold).
    private func record(
        _ decision: StrokeLetterDecision, letter: CncharLetter, stroke: String, report: inout CharacterImportReport
    ) {
        guard letter.isAmbiguous else { return }
        let value = decision.value.map { " \($0.formatted(.number.precision(.fractionLength(0...3))))" } ?? ""
        let alsoNamed = decision.alsoNamed.map { ", also named \($0.rawValue)" } ?? ""
        report.record("\(letter.rawValue) → \(decision.type.rawValue)\(alsoNamed)", "\(stroke)\(value)")
        if decision.isNearThreshold {
            report.record(
                "nearThreshold",
                "\(stroke) \(letter.rawValue) → \(decision.type.rawValue): \(decision.measure ?? "") \(value), "
                    + "threshold \(decision.threshold ?? 0)")
        }
    }

    /// How many characters have every stroke's type among the three best a recogniser taught by all the other
    /// characters sees in its shape; lists the strokes that do not.
    private func checkShapes(_ templates: [CharacterTemplate], report: inout CharacterImportReport) -> Int {
        let recognizer = StrokeTypeRecognizer(
            exemplars: StrokeExemplars(templates: templates, perType: StrokeExemplars.perTypeLimit))
        var fitting = 0
        for template in templates {
            let size = StrokeTypeFeatures.characterSize(of: template)
            var fits = true
            for (index, stroke) in template.strokes.enumerated() {
                guard let type = stroke.type else { continue }
                let ranked = recognizer.recognize(
                    stroke.points, relativeLength: Polyline.length(stroke.points) / size, excluding: template.character)
                guard !ranked.prefix(3).contains(where: { $0.type == type }) else { continue }
                fits = false
                report.record(
                    "typeShapeMisfit",
                    "\(template.character)\(index + 1): \(type.rawValue), shape looks like "
                        + "\(ranked.first?.type.rawValue ?? "?"); kept the GB table's type")
            }
            if fits { fitting += 1 }
        }
        return fitting
    }

    private func entry(for character: Character) throws(CharacterImportError) -> UnihanEntry? {
        do {
            return try unihan.entry(for: character)
        } catch {
            throw .unihan(error)
        }
    }

    /// cnchar's table: character → one letter per stroke.
    /// - Throws: CharacterImportError when the file is missing or not such a table.
    public static func readOrders(_ url: URL) throws(CharacterImportError) -> [Character: [Character]] {
        guard let data = FileManager.default.contents(atPath: url.path) else { throw .missingInput(url.path) }
        let table: [String: String]
        do {
            table = try JSONDecoder().decode([String: String].self, from: data)
        } catch {
            throw .invalidFile(url.path, field: "(document)", problem: "is not an object of character → letters")
        }
        var orders: [Character: [Character]] = [:]
        for (key, letters) in table {
            guard key.count == 1, let character = key.first, !letters.isEmpty else {
                throw .invalidFile(url.path, field: key, problem: "is not one character with letters")
            }
            orders[character] = Array(letters)
        }
        return orders
    }

    static func percent(_ count: Int, of total: Int) -> String {
        guard total > 0 else { return "n/a" }
        let value = (Double(count) / Double(total) * 1000).rounded() / 10
        return "\(value) % (\(count) of \(total))"
    }
}

extension Array {
    /// Nil for an empty array, so `?? fallback` can take over.
    fileprivate var nonEmpty: Self? { isEmpty ? nil : self }
}

/// The comparison of shipped types with KanjiVG's labels of the same strokes.
private struct LabelAgreement {
    var characters = 0
    var compared = 0
    /// Strokes whose KanjiVG label is one of the types cnchar's letter stands for.
    var agreeing = 0
    /// Of those, strokes shipped with that type.
    var kept = 0
    var disagreeing = 0

    mutating func compare(
        _ template: CharacterTemplate, letters: [Character], with labelled: CharacterTemplate?,
        report: inout CharacterImportReport
    ) {
        guard let labelled,
            let pairing = KanjiVGTypeTransfer.pair(template.strokes.map(\.points), with: labelled)
        else { return }
        characters += 1
        for (index, (stroke, letter)) in zip(template.strokes, letters).enumerated() {
            guard let type = stroke.type, let label = labelled.strokes[pairing[index]].type,
                let candidates = CncharLetter(rawValue: letter)?.candidates
            else { continue }
            compared += 1
            let name = "\(template.character)\(index + 1)"
            if candidates.contains(label) {
                agreeing += 1
                if type == label {
                    kept += 1
                } else {
                    report.record("againstBothSources", "\(name): cnchar \(letter) and KanjiVG \(label.rawValue), shipped \(type.rawValue)")
                }
            } else {
                disagreeing += 1
                report.record("kanjivgNamesAnotherType", "\(name): cnchar \(letter) → \(type.rawValue), KanjiVG \(label.rawValue)")
            }
        }
    }
}
