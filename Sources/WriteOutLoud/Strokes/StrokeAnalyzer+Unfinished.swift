extension StrokeAnalyzer {
    /// Judges the strokes of a character still being written, so each can be judged the moment it lands.
    ///
    /// The drawn strokes are judged against as many template strokes, from the first, as have been drawn; the
    /// strokes not drawn yet are neither missing nor judged. The frame starts from the writing box and may
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
    ///   - deadline: as for ``analyze(_:against:deadline:)``.
    /// - Returns: one ``StrokeJudgement`` per template stroke due so far, the extra drawn strokes and the issues
    ///   among them.
    public func analyzeUnfinished(
        _ ink: Ink, against template: CharacterTemplate, writingBox: WritingBox? = nil, deadline: Deadline = .never
    ) -> StrokeAnalysis {
        guard ink.strokes.count < template.strokes.count else {
            return analyze(ink, against: template, deadline: deadline)
        }
        guard !ink.strokes.isEmpty else { return StrokeAnalysis(strokes: [], extraStrokes: [], issues: []) }
        let box = writingBox.flatMap { $0.isUsable ? $0 : nil } ?? .centred(onCanvasWidth: ink.width, height: ink.height)
        let whole = PreparedCharacter(template)
        let drawn = Self.cleaned(ink, characterSize: whole.size * box.side / CharacterTemplate.boxSize)
        let character = PreparedCharacter(template, strokesDue: drawn.count)
        let share = Double(drawn.count) / Double(template.strokes.count)
        let prior = FramePrior(
            box: box, bounds: whole.bounds,
            tolerance: Self.boxTolerance.first + (Self.boxTolerance.drawn - Self.boxTolerance.first) * share)
        let transform = aligner.align(
            drawn, to: character, canvas: (ink.width, ink.height), prior: prior, deadline: deadline)
        return judge(framed: drawn.map { transform.apply($0) }, character: character, unfinished: true)
    }

    /// How far (character sizes, root mean square) the frame may stray from the writing box at the cost of one
    /// badly drawn stroke: `first` with nothing drawn, growing in step with the share of strokes drawn to `drawn`.
    private static let boxTolerance = (first: 0.15, drawn: 0.25)
}
