extension StrokeAnalyzer {
    /// Judges the strokes of a character still being written, so each can be judged the moment it lands.
    ///
    /// The drawn strokes are judged against as many template strokes, from the first, as have been drawn (or, given
    /// `dueBefore`, one more than the strokes before the last were read as); the strokes not drawn yet are neither
    /// missing nor judged. Where that leaves a stroke failing or a drawn stroke over (a drawn stroke read as a pair
    /// leaves the last one nothing due), and one or two more template strokes read drawn strokes as two written in
    /// one movement (the pen ran on from a 横折 into the 横 after it), with every stroke held drawn and more of them
    /// passing, the pairs are judged, both parts noted as joined, and the strokes due are more than those drawn.
    /// The frame starts from the writing box and may
    /// move away from it only as far as the ink drawn so far supports (``FramePrior``): with one stroke on the
    /// canvas the box places it, with most of the character drawn the ink does. A stroke's frame is corrected only
    /// by the strokes drawn before it, so an earlier stroke keeps the verdict it had when it landed unless the frame
    /// itself moved. Once as many strokes are drawn
    /// as the template has, this is ``analyze(_:against:deadline:)`` itself, so a finished character's verdicts
    /// do not depend on how they were reached.
    /// - Parameters:
    ///   - ink: the strokes drawn so far, in drawing order.
    ///   - template: the character being written.
    ///   - writingBox: the square the learner writes in; the largest square centred on the canvas when nil
    ///     or unusable.
    ///   - dueBefore: how many template strokes the strokes before the last were read as when they landed (the
    ///     length of that analysis's `strokes`), which the live page keeps from stroke to stroke: a hand that ran
    ///     several pairs together is then followed pair by pair, where reading every stroke afresh finds two pairs
    ///     at most. Nil reads them afresh.
    ///   - deadline: as for ``analyze(_:against:deadline:)``.
    /// - Returns: one ``StrokeJudgement`` per template stroke due so far, the extra drawn strokes and the issues
    ///   among them.
    public func analyzeUnfinished(
        _ ink: Ink, against template: CharacterTemplate, writingBox: WritingBox? = nil, dueBefore: Int? = nil,
        deadline: Deadline = .never
    ) -> StrokeAnalysis {
        guard ink.strokes.count < template.strokes.count else {
            return analyze(ink, against: template, deadline: deadline)
        }
        guard !ink.strokes.isEmpty else { return StrokeAnalysis(strokes: [], extraStrokes: [], issues: []) }
        let box = writingBox.flatMap { $0.isUsable ? $0 : nil } ?? .centred(onCanvasWidth: ink.width, height: ink.height)
        let whole = PreparedCharacter(template)
        let onCanvas = whole.size * box.side / CharacterTemplate.boxSize
        let drawn = Self.cleaned(ink, characterSize: onCanvas)
        let unjoined = Self.withoutJoins(drawn, for: whole, drawnSize: onCanvas)
        let judgeDue = { (due: Int) -> (StrokeAnalysis, framed: [[Point]], character: PreparedCharacter) in
            let character = PreparedCharacter(template, strokesDue: due)
            let prior = FramePrior(
                box: box, bounds: whole.bounds, tolerance: Self.boxTolerance(due: due, of: template.strokes.count))
            let transform = aligner.align(
                unjoined, to: character, canvas: (ink.width, ink.height), prior: prior, deadline: deadline)
            let framed = drawn.map { transform.apply($0) }
            return (judge(framed: framed, character: character, unfinished: true), framed, character)
        }
        var due = min(max(drawn.count, (dueBefore ?? 0) + 1), template.strokes.count)
        var analysis = judgeDue(due).0
        var tried = due
        while tried < min(template.strokes.count, due + Self.pairLookahead),
            !analysis.strokes.allSatisfy(\.passed) || !analysis.extraStrokes.isEmpty
        {
            tried += 1
            let (more, framed, character) = judgeDue(tried)
            if readsEveryStrokeDueWithAPairAsOne(more, framed: framed, character: character),
                Self.passes(more) > Self.passes(analysis)
            {
                (due, analysis) = (tried, more)
            }
        }
        return analysis
    }

    /// Whether every template stroke held was drawn, no drawn stroke is left over, and some drawn stroke stands
    /// for two consecutive template strokes written in one movement, the pen turning where it ran on from the one
    /// into the other (``MergedStrokeCut/turnsAtCut(size:)``, its entry and tail cut off first, or as drawn: a short
    /// second stroke heading for the next one, the 提 after 虫's 竖, can itself be cut off as a tail): the strokes
    /// drawn so far cover more template strokes than there are of them. A stroke drawn straight on far past its end
    /// is not such a pair.
    private func readsEveryStrokeDueWithAPairAsOne(
        _ analysis: StrokeAnalysis, framed: [[Point]], character: PreparedCharacter
    ) -> Bool {
        let drawn = analysis.strokes.map(\.drawnIndex)
        guard drawn.allSatisfy({ $0 != nil }), analysis.extraStrokes.isEmpty else { return false }
        let pairs = zip(drawn.indices, drawn.indices.dropFirst()).filter { drawn[$0] == drawn[$1] }
        guard !pairs.isEmpty else { return false }
        let joins = Self.joins(framed, size: character.size, nextStart: character.nextStart)
        return pairs.allSatisfy { first, second in
            let row = drawn[first]!
            let trimmed = Ligature.pairTrimmed(framed[row], joins: joins[row], first: first, in: character)
            return [trimmed, framed[row]].contains { path in
                MergedStrokeCut.best(
                    path, first: character.strokes[first], second: character.strokes[second],
                    size: character.size, comparator: comparator, weights: configuration.weights
                )?.turnsAtCut(size: character.size) == true
            }
        }
    }

    private static func passes(_ analysis: StrokeAnalysis) -> Int { analysis.strokes.filter(\.passed).count }

    /// How many more template strokes than the last reading that held are tried: the strokes drawn so far may hold
    /// more than one pair written as one, and one stroke more than there are pairs reads none of them well.
    private static let pairLookahead = 2

    /// How far (character sizes, root mean square) the frame may stray from the writing box at the cost of one
    /// badly drawn stroke, with `due` of a character's `count` strokes due: 0.17 with the first stroke alone,
    /// growing in step with the share of the strokes after it to 0.25. A lone stroke cannot tell a character
    /// written off the box from a stroke placed wrong, however large a share of the character it is, so the
    /// first stroke of 人 is held as firmly as that of 我. A character of one stroke is whole once it is drawn.
    static func boxTolerance(due: Int, of count: Int) -> Double {
        let (first, drawn) = (0.17, 0.25)
        guard count > 1 else { return drawn }
        return first + (drawn - first) * Double(due - 1) / Double(count - 1)
    }
}
