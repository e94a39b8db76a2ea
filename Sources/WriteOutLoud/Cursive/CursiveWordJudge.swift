/// Judges a cursive word letter by letter and join by join: the drawn ink is split at the joins
/// (``CursiveWordSplitter``: a pen movement that covers several letters is cut where the word's joins are),
/// each letter is judged by the stroke analyzer as a letter on its own is, and each join is looked at.
///
/// A join that sags below the baseline, or letters the pen lifted between, are noted on the letter after the
/// join (``StrokeTip/joinSags(by:)``, ``StrokeTip/notJoined``) and fail nothing. A letter left out is reported
/// missing (``IssueDetail/letterMissing(letter:position:)``) and two neighbours written in each other's place
/// as swapped (``IssueDetail/lettersSwapped(first:second:position:)``), whatever their strokes look like.
public struct CursiveWordJudge: Sendable {
    public let strokeAnalyzer: StrokeAnalyzer

    /// How far a join may dip below the baseline, in x-heights, before the note says it sags.
    public static let sagLimit = 0.15

    public init(strokeAnalyzer: StrokeAnalyzer = StrokeAnalyzer()) {
        self.strokeAnalyzer = strokeAnalyzer
    }

    /// Judges `ink` as the word `template` (a template with a ``CharacterTemplate/word`` layout; any other is
    /// judged as a character by ``StrokeAnalyzer/analyzeAttempt(_:against:writingBox:deadline:)``).
    /// - Returns: one judgement per stroke of the word's template, letter after letter, with the issues.
    public func judge(_ ink: Ink, against template: CharacterTemplate, deadline: Deadline = .never) -> StrokeAnalysis {
        guard let layout = template.word else { return strokeAnalyzer.analyzeAttempt(ink, against: template, deadline: deadline) }
        let letters = layout.letterTemplates(of: template)
        let split = CursiveWordSplitter(letters: letters, joinsAfter: layout.joins.map(\.after)).split(ink)
        var result = StrokeAnalysis(strokes: [], extraStrokes: [], issues: [])
        for (index, placed) in layout.letters.enumerated() {
            guard let letterInk = split.letters[index] else {
                for stroke in placed.strokes {
                    result.strokes.append(
                        StrokeAnalyzer.missing(stroke, model: template.strokes[stroke]).judgement)
                }
                result.issues.append(
                    StrokeIssue(.letterMissing(letter: placed.letter, position: index), stroke: placed.firstStroke))
                continue
            }
            let sagging = { (after: Int) in
                zip(layout.joins, split.joins).contains { join, writing in
                    if case .joined(let sag) = writing, sag > 0 { join.after == after } else { false }
                }
            }
            let (drawnInk, drawnIndex) = Self.ink(
                of: letterInk, split: split, drawn: ink, levelling: (sagging(index - 1), sagging(index)))
            let analysis = strokeAnalyzer.analyzeAttempt(drawnInk, against: letters[index], deadline: deadline)
            let stroke = { (own: Int) in own + placed.firstStroke }
            for var judgement in analysis.strokes {
                judgement.templateIndex = stroke(judgement.templateIndex)
                judgement.drawnIndex = judgement.drawnIndex.map { drawnIndex[$0] }
                result.strokes.append(judgement)
            }
            result.issues += analysis.issues.map { issue in
                StrokeIssue(
                    issue.detail.renumbered(stroke: stroke, drawn: { drawnIndex[$0] }, character: template.character),
                    stroke: issue.stroke.map(stroke))
            }
            result.extraStrokes += analysis.extraStrokes.map { drawnIndex[$0] }
        }
        for (join, writing) in zip(layout.joins, split.joins) {
            let next = layout.letters[join.after + 1]
            guard let tip = Self.note(writing) else { continue }
            let entry = next.firstStroke + Self.entryStroke(of: letters[join.after + 1])
            if let slot = result.strokes.firstIndex(where: { $0.templateIndex == entry }) {
                result.strokes[slot].tips.append(tip)
            }
        }
        for position in split.swapped {
            let (first, second) = (layout.letters[position], layout.letters[position + 1])
            result.issues.append(
                StrokeIssue(
                    .lettersSwapped(first: first.letter, second: second.letter, position: position),
                    stroke: second.firstStroke))
        }
        for drawn in split.extra where !result.extraStrokes.contains(drawn) {
            result.extraStrokes.append(drawn)
            result.issues.append(StrokeIssue(.extra(drawn: drawn, character: template.character), stroke: nil))
        }
        result.extraStrokes.sort()
        return result
    }

    /// The note a join's writing earns, if any.
    private static func note(_ writing: CursiveWordSplit.JoinWriting) -> StrokeTip? {
        switch writing {
        case .joined(let sag) where sag > sagLimit: .joinSags(by: (sag * 100).rounded() / 100)
        case .unjoined: .notJoined
        default: nil
        }
    }

    /// The stroke of a letter its entry belongs to.
    private static func entryStroke(of letter: CharacterTemplate) -> Int {
        letter.strokes.firstIndex { ($0.joins?.entry ?? .none) != .none } ?? 0
    }

    /// The samples of a letter's sagging joins: from each levelled end inwards, on the same pen movement, as
    /// long as the ink stays below the baseline (an x-height of ink at most).
    private static func sagging(
        _ letter: CursiveWordSplit.LetterInk, body: CursiveBodyPath, levelling: (start: Bool, end: Bool)
    ) -> Set<Int> {
        let longest = Int((1 / CursiveBodyPath.spacing).rounded())
        var indices = Set<Int>()
        for (on, from, step) in [(levelling.start, letter.first, 1), (levelling.end, letter.last, -1)] where on {
            var index = from
            while (letter.first...letter.last).contains(index), abs(index - from) <= longest,
                body.samples[index].stroke == body.samples[from].stroke, body.samples[index].point.y > body.baseline
            {
                indices.insert(index)
                index += step
            }
        }
        return indices
    }

    /// A letter's ink as its own drawing (its part of the body, a stroke per pen movement, then its marks) and,
    /// for each of its strokes, the drawn stroke of the word it came from.
    /// - Parameter levelling: whether the join at its start and at its end dips below the baseline: that stretch
    ///   is brought up to the baseline, so the letter is judged without its join, which is judged on its own.
    private static func ink(
        of letter: CursiveWordSplit.LetterInk, split: CursiveWordSplit, drawn: Ink, levelling: (start: Bool, end: Bool)
    ) -> (Ink, [Int]) {
        var strokes: [InkStroke] = []
        var origins: [Int] = []
        let body = split.body
        let levelled = Self.sagging(letter, body: body, levelling: levelling)
        for index in letter.first...letter.last {
            let sample = body.samples[index]
            let y = levelled.contains(index) ? min(sample.point.y, body.baseline) : sample.point.y
            let point = InkPoint(x: sample.point.x, y: y, t: sample.t)
            if origins.last == sample.stroke {
                strokes[strokes.count - 1].points.append(point)
            } else {
                strokes.append(InkStroke(points: [point]))
                origins.append(sample.stroke)
            }
        }
        for mark in letter.marks {
            strokes.append(drawn.strokes[mark])
            origins.append(mark)
        }
        return (Ink(width: drawn.width, height: drawn.height, strokes: strokes), origins)
    }
}
