import WriteOutLoud

/// What the judge said about characters written correctly (every stroke right, in order): how many strokes
/// passed, whole and as each landed, and how many characters drew a structural verdict, which on correct
/// writing is always false.
struct CorrectWritingTally {
    /// The structural verdicts, in the order the tables list them.
    static let structuralKinds: [IssueKind] = [.order, .missing, .extra, .merged, .split, .reversed]

    var characters = 0
    var charactersAllPassed = 0
    var strokes = 0
    var strokesPassed = 0
    /// Strokes judged, and passed, the moment each landed (nil-judged strokes count as failed).
    var landed = 0
    var landedPassed = 0
    /// Characters with any structural verdict, and with one of each kind.
    var charactersWithStructural = 0
    var charactersWith: [IssueKind: Int] = [:]

    /// Counts one character's verdicts.
    /// - Parameters:
    ///   - analysis: the finished character's analysis.
    ///   - landedPassed: how many of its strokes passed as they landed, if judged so.
    mutating func add(_ analysis: StrokeAnalysis, landedPassed: Int?) {
        characters += 1
        strokes += analysis.strokes.count
        let passed = analysis.strokes.filter(\.passed).count
        strokesPassed += passed
        let kinds = Set(analysis.issues.map(\.kind)).intersection(Self.structuralKinds)
        if passed == analysis.strokes.count, kinds.isEmpty { charactersAllPassed += 1 }
        if !kinds.isEmpty { charactersWithStructural += 1 }
        for kind in kinds { charactersWith[kind, default: 0] += 1 }
        if let landedPassed {
            landed += analysis.strokes.count
            self.landedPassed += landedPassed
        }
    }

    mutating func add(_ other: CorrectWritingTally) {
        characters += other.characters
        charactersAllPassed += other.charactersAllPassed
        strokes += other.strokes
        strokesPassed += other.strokesPassed
        landed += other.landed
        landedPassed += other.landedPassed
        charactersWithStructural += other.charactersWithStructural
        charactersWith.merge(other.charactersWith, uniquingKeysWith: +)
    }

    /// The first lines of a study's table: its header and rule, every tally together, then each stroke-count group.
    static func table(byStrokeCount tallies: [StrokesSample.Group: CorrectWritingTally]) -> [String] {
        var lines = ["| characters of | " + header + " |"]
        lines.append("|---|" + String(repeating: "---:|", count: 6 + structuralKinds.count))
        let all = tallies.values.reduce(into: CorrectWritingTally()) { $0.add($1) }
        lines.append("| **all** | " + all.row + " |")
        for (group, tally) in tallies.sorted(by: { $0.key < $1.key }) {
            lines.append("| \(group.rawValue) strokes | " + tally.row + " |")
        }
        return lines
    }

    /// Header of ``row(_:)``'s table, after the caller's own first columns.
    static let header =
        "characters | strokes | strokes passed | as they land | characters all passed | structural verdict | "
        + structuralKinds.map(\.rawValue).joined(separator: " | ")

    /// This tally's cells, matching ``header``.
    var row: String {
        func share(_ part: Int, _ whole: Int) -> String {
            BenchMarkdown.percent(whole == 0 ? .nan : Double(part) / Double(whole))
        }
        return ["\(characters)", "\(strokes)", share(strokesPassed, strokes), share(landedPassed, landed),
            share(charactersAllPassed, characters), share(charactersWithStructural, characters)]
            .joined(separator: " | ") + " | "
            + Self.structuralKinds.map { share(charactersWith[$0] ?? 0, characters) }.joined(separator: " | ")
    }

    /// How many of the character's strokes pass when each is judged as it lands, only the strokes before it drawn.
    static func passedAsLanded(
        _ ink: Ink, _ template: CharacterTemplate, box: WritingBox?, analyzer: StrokeAnalyzer
    ) -> Int {
        judgedAsLanded(ink, template, box: box, analyzer: analyzer).filter { $0?.passed == true }.count
    }

    /// Each template stroke's judgement at the moment it landed, only the strokes before it drawn (nil when the
    /// ink has no stroke for it or the judge gave none), each stroke judged as the live page judges it: told how
    /// many template strokes the strokes before it were read as.
    /// - Parameter drawnStroke: the drawn stroke holding each template stroke (the second of a pair run together
    ///   lands with the first, ``JoinedAttempt/drawnStroke(holding:)``); one each, in order, when not given.
    static func judgedAsLanded(
        _ ink: Ink, _ template: CharacterTemplate, box: WritingBox?, analyzer: StrokeAnalyzer,
        drawnStroke: (Int) -> Int = { $0 }
    ) -> [StrokeJudgement?] {
        var judged = [StrokeJudgement?](repeating: nil, count: template.strokes.count)
        var dueBefore: Int?
        for last in ink.strokes.indices {
            var drawn = ink
            drawn.strokes = Array(ink.strokes[...last])
            let analysis = analyzer.analyzeUnfinished(drawn, against: template, writingBox: box, dueBefore: dueBefore)
            dueBefore = analysis.strokes.count
            for slot in template.strokes.indices where drawnStroke(slot) == last {
                judged[slot] = analysis.strokes.indices.contains(slot) ? analysis.strokes[slot] : nil
            }
        }
        return judged
    }
}
