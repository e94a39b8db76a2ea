extension StrokeAnalyzer {
    /// Judges a submitted attempt, finished or stopped early, as `wol analyze`, an upload and a live session's
    /// final report do, so they agree with the verdicts the live page gave as the strokes landed.
    ///
    /// An attempt with at least as many strokes as the template is ``analyze(_:against:deadline:)``. One with fewer
    /// stopped early (the learner gave up, or sent it half done): its strokes are judged as they were when they
    /// landed (``analyzeUnfinished(_:against:writingBox:deadline:)``), in the frame the writing box and the drawn
    /// strokes give, and the template strokes after them are reported missing. The exceptions are attempts the
    /// whole-character judge reads as finished: with strokes left out (every stroke it matched passes, it finds
    /// nothing wrong but missing strokes, and a missing stroke comes before a drawn one), or with strokes written
    /// in one movement with the next (fewer pen lifts: it reads a pair from one drawn stroke, or the last stroke
    /// drawn as the character's last); that verdict stands.
    /// - Parameters:
    ///   - ink: the learner's strokes in drawing order.
    ///   - template: the character the learner was asked to write.
    ///   - writingBox: the square the learner wrote in, when known; as for
    ///     ``analyzeUnfinished(_:against:writingBox:deadline:)`` otherwise.
    ///   - deadline: as for ``analyze(_:against:deadline:)``.
    /// - Returns: one ``StrokeJudgement`` per template stroke, the extra drawn strokes and the issues.
    public func analyzeAttempt(
        _ ink: Ink, against template: CharacterTemplate, writingBox: WritingBox? = nil, deadline: Deadline = .never
    ) -> StrokeAnalysis {
        let whole = analyze(ink, against: template, deadline: deadline)
        guard ink.strokes.count < template.strokes.count, !Self.leavesOutStrokes(whole),
            !Self.writesStrokesAsOne(whole, drawnCount: ink.strokes.count)
        else { return whole }
        var early = analyzeUnfinished(ink, against: template, writingBox: writingBox, deadline: deadline)
        for index in early.strokes.count..<template.strokes.count {
            let missing = Self.missing(index, model: template.strokes[index])
            early.strokes.append(missing.judgement)
            early.issues.append(missing.issue)
        }
        return early
    }

    /// Whether the whole-character judge reads an attempt with fewer strokes than the character as finished with
    /// strokes written as one: it reads two template strokes from one drawn stroke, or the last stroke drawn as the
    /// character's last (an attempt stopped early ends on a stroke of the character's middle, and one whose merge
    /// the judge did not find is still better judged whole than as strokes due one by one).
    private static func writesStrokesAsOne(_ whole: StrokeAnalysis, drawnCount: Int) -> Bool {
        let runTogether = zip(whole.strokes, whole.strokes.dropFirst()).contains {
            $0.drawnIndex != nil && $0.drawnIndex == $1.drawnIndex
        }
        return runTogether || (drawnCount > 0 && whole.strokes.last?.drawnIndex == drawnCount - 1)
    }

    /// Whether the whole-character judge reads an attempt as a finished character with strokes left out, not
    /// one stopped early: every drawn stroke it matched passes, nothing but missing strokes is wrong, and some
    /// missing stroke comes before a drawn one.
    private static func leavesOutStrokes(_ whole: StrokeAnalysis) -> Bool {
        let drawn = whole.strokes.filter { $0.drawnIndex != nil }
        guard
            let firstMissing = whole.strokes.first(where: { $0.drawnIndex == nil })?.templateIndex,
            let lastDrawn = drawn.last?.templateIndex, firstMissing < lastDrawn
        else { return false }
        return drawn.allSatisfy(\.passed) && whole.extraStrokes.isEmpty
            && whole.issues.allSatisfy { $0.kind == .missing }
    }
}
