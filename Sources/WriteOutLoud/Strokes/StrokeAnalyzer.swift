import Foundation

/// The engine's stroke judge: aligns a learner's drawing with a character template, decides which
/// drawn stroke was meant as which template stroke, and scores each one.
///
/// Pipeline: clean the ink → fit the drawing into the template frame (``AffineTransform``: a similarity,
/// then the slant and squeeze of a real hand within limits; robust to one wild or missing stroke) → compare every drawn stroke with every template stroke
/// (``StrokeComparator``) → optimal assignment plus merged/split recovery, again with each part of a divided
/// character moved to where the hand put it (``PartPlacement``) → score each stroke in the
/// frame fitted on the *other* strokes, so a misplaced or misshapen stroke cannot excuse itself → order
/// check → verdicts, issues and tips. See `docs/stroke-analysis.md`.
public struct StrokeAnalyzer: Sendable {
    public let configuration: StrokeAnalyzerConfiguration
    public let recognizer: StrokeTypeRecognizer

    /// - Parameters:
    ///   - configuration: weights, thresholds and tolerances.
    ///   - recognizer: names the type of each drawn stroke; pass one built from the character library
    ///     (``StrokeTypeRecognizer/init(library:)``) to recognise more reliably than the built-in prototypes.
    public init(
        configuration: StrokeAnalyzerConfiguration = .default, recognizer: StrokeTypeRecognizer = StrokeTypeRecognizer()
    ) {
        self.configuration = configuration
        self.recognizer = recognizer
    }

    /// Judges every template stroke and reports order, missing, extra, split, reversed and poorly drawn strokes.
    /// Two strokes written in one movement are each judged from their part of the drawn stroke and noted as
    /// joined (``StrokeTip/Join/inOneWithNext``), not reported as a mistake.
    /// - Parameters:
    ///   - ink: the learner's strokes in drawing order, on a canvas of any size.
    ///   - template: the character the learner was asked to write.
    /// - Returns: one ``StrokeJudgement`` per template stroke, the extra drawn strokes and the issues.
    ///   Degenerate ink (empty strokes, single taps, zero-length strokes) yields a verdict, never a trap.
    ///   - deadline: when the caller stops waiting; past it, the frame search stops at its best guess so far
    ///     and the verdict is no longer meant to be used.
    /// - Complexity: O(P + (n + m)⁴) for P ink points, n drawn and m template strokes.
    public func analyze(_ ink: Ink, against template: CharacterTemplate, deadline: Deadline = .never) -> StrokeAnalysis {
        let character = PreparedCharacter(template)
        let drawn = Self.cleaned(ink)
        guard !template.strokes.isEmpty else {
            return StrokeAnalysis(strokes: [], extraStrokes: Array(drawn.indices), issues: [])
        }
        let transform = aligner.align(
            Self.withoutJoins(drawn, for: character), to: character, canvas: (ink.width, ink.height), deadline: deadline)
        let framed = drawn.map { transform.apply($0) }
        return judge(framed: framed, character: character, page: transform)
    }

    /// The aligner with the configured rotation limit and the slant and squeeze a teacher accepts as style.
    var aligner: CharacterFrameAligner {
        let rotation = configuration.maxRotationDegrees * .pi / 180
        return CharacterFrameAligner(
            maxRotation: rotation,
            limits: AffineTransform.Limits(
                horizontalTurn: rotation, verticalTurn: max(rotation, Self.maxSlant), skew: Self.maxSkew,
                anisotropy: Self.maxAnisotropy))
    }

    /// Largest lean of a character's verticals (radians) the frame undoes: fluent hands slant 10–20°.
    static let maxSlant = 25 * Double.pi / 180
    /// Largest angle between the turns of horizontals and verticals the frame undoes: a slant of up to 20° with
    /// horizontals rising up to 15° together.
    static let maxSkew = 35 * Double.pi / 180
    /// Largest |ln(width ratio / height ratio)| the frame undoes: a character drawn up to about a third wider or
    /// narrower than the model, for its height.
    static let maxAnisotropy = log(1.35)

    /// The alignment `analyze` uses, exposed for reports that draw the learner's ink over the model.
    public func alignment(of ink: Ink, to template: CharacterTemplate) -> AffineTransform {
        let character = PreparedCharacter(template)
        return aligner.align(
            Self.withoutJoins(Self.cleaned(ink), for: character), to: character, canvas: (ink.width, ink.height))
    }

    /// The drawn strokes without their entries and exit tails (``Ligature``), as the frame is fitted to them: a
    /// tail as long as a small stroke would otherwise pull the frame its way. Each drawn stroke is taken for the
    /// template stroke due at its place in the order and keeps the ends where that one has a hook or leg of its own
    /// (a 竖钩's hook), the drawing scaled to the template's size to compare the two; once matched, each stroke is
    /// judged with the ends its own model keeps.
    /// - Parameter drawnSize: the character's size on the canvas; the drawing's own extent when nil. A character
    ///   still being written gives it, as its first strokes are smaller than the character they belong to.
    static func withoutJoins(_ drawn: [[Point]], for character: PreparedCharacter, drawnSize: Double? = nil) -> [[Point]] {
        guard let size = drawnSize ?? BoundingBox(drawn.joined())?.longerSide, size > 0 else { return drawn }
        let scale = character.size / size
        let scaled = drawn.map { $0.map { $0 * scale } }
        return zip(drawn.indices, joins(scaled, size: character.size, nextStart: nil)).map { index, ends in
            let kept = character.hooks.indices.contains(index) ? ends.keeping(character.hooks[index]) : ends
            return Ligature.trimmed(drawn[index], at: kept)
        }
    }

    /// Fraction of the drawing's size below which consecutive pen samples are thinned away.
    private static let jitterStep = 0.008

    /// Each stroke without unusable points and thinned past the sensor's jitter (see ``Polyline/decimated(_:minimumStep:)``).
    /// - Parameter characterSize: the character's size on the canvas; the drawing's own size when nil. A character
    ///   still being written gives it, as its few strokes are smaller than the character they jitter in.
    static func cleaned(_ ink: Ink, characterSize: Double? = nil) -> [[Point]] {
        let paths = ink.strokes.map { Polyline.cleaned($0.path) }
        let extent = characterSize ?? BoundingBox(paths.joined())?.longerSide ?? 0
        return paths.map { Polyline.decimated($0, minimumStep: jitterStep * extent) }
    }

    /// Compares drawn strokes with template strokes under this analyzer's tolerances (the pair cut uses it too).
    var comparator: StrokeComparator { StrokeComparator(tolerances: configuration.tolerances) }

    /// Judges strokes already in the template frame.
    /// - Parameters:
    ///   - unfinished: the character is still being written: a stroke's frame is vouched for only by
    ///     the strokes drawn before it (``LeaveOneOutFrames``).
    ///   - page: the map that put the drawing into the template frame, so a stroke's tips can read the way it ran
    ///     on the page (``DrawnMovement``); nil reads it in the template frame.
    func judge(
        framed: [[Point]], character: PreparedCharacter, unfinished: Bool = false, page: AffineTransform? = nil
    ) -> StrokeAnalysis {
        let size = character.size
        let joins = Self.joins(framed, size: size, nextStart: unfinished ? character.nextStart : nil)
        let finder = StrokeCorrespondenceFinder(
            comparator: comparator, weights: configuration.weights, matchFloor: configuration.matchFloor,
            structureFloor: max(configuration.matchFloor, configuration.passThreshold - 30))
        var reading = read(framed, joins: joins, finder: finder, character: character)
        if !unfinished { reading = withPartsPlaced(reading, joins: joins, finder: finder, character: character) }
        let (framed, comparisons, matching) = (reading.framed, reading.comparisons, reading.matching)
        let frameFree = DimensionWeights(
            shape: configuration.weights.shape, direction: configuration.weights.direction, position: 0, proportion: 0)
        let parts = drawnPaths(matching.sources, framed: framed, joins: joins, character: character)
        let trust = matching.sources.enumerated().map { template, source -> Double in
            if case .single(let drawn)? = source {
                return frameFree.combine(comparisons[drawn][template].unorientedScores) / 100
            }
            guard let part = parts[template] else { return 0 }
            let comparison = comparator.compare(
                PreparedStroke(part, characterSize: size), with: character.strokes[template], characterSize: size)
            return frameFree.combine(comparison.unorientedScores) / 100
        }
        let frames = LeaveOneOutFrames(
            framed: framed, sources: matching.sources, parts: parts, character: character, trust: trust,
            maxRotation: configuration.maxRotationDegrees * .pi / 180, earlierOnly: unfinished)

        var judgements: [StrokeJudgement] = []
        var issues: [StrokeIssue] = []
        let templates = character.template.strokes
        let paths = parts.enumerated().map { index, part in part.map { frames.apply($0, for: index) } }
        for (index, model) in templates.enumerated() {
            guard let source = matching.sources[index], let framedPath = paths[index] else {
                let missing = Self.missing(index, model: model)
                judgements.append(missing.judgement)
                issues.append(missing.issue)
                continue
            }
            let ownRise = RisingStroke.ownRise(
                of: templates.indices.compactMap { other in
                    guard other != index, templates[other].type == model.type, case .single(let drawn)? = matching.sources[other],
                        !unfinished || drawn < source.firstDrawn, let path = paths[other]
                    else { return nil }
                    return (path, character.paths[other])
                })
            var path = RisingStroke.levelled(framedPath, model: character.paths[index], type: model.type, ownRise: ownRise)
            if unfinished { path = LeaningStroke.uprighted(path, model: character.paths[index], type: model.type) }
            path = DotStroke.turned(path, model: character.paths[index], type: model.type, size: size)
            let evidence = model.type.flatMap { expected in
                TypeEvidence(
                    candidates: recognizer.recognize(
                        path, relativeLength: Polyline.length(path) / size, excluding: character.template.character),
                    expected: expected)
            }
            let recognized = evidence?.recognized
            let neighbours = AnchoringNeighbours(
                framed: framed, sources: matching.sources, trust: trust, frames: frames, judged: index)
            let comparison = judgedComparison(
                path, template: index, character: character, neighbours: neighbours, evidence: evidence)
            let accuracy = configuration.weights.combine(comparison.scores)
            let passed =
                accuracy >= configuration.threshold(for: model.type, evidence: evidence) && !comparison.isReversed
            let leadWithType =
                !passed && !comparison.isReversed && configuration.typeEvidence.looksLikeAnotherType(evidence)
            judgements.append(
                StrokeJudgement(
                    templateIndex: index, drawnIndex: source.firstDrawn, scores: comparison.scores,
                    accuracy: accuracy, passed: passed, typeEvidence: evidence,
                    tips: StrokeAdvice.tips(
                        for: comparison, model: model, recognized: recognized, leadWithType: leadWithType,
                        joined: Self.joinNote(source, template: index, joins: joins, character: character),
                        drawn: DrawnMovement.readings(
                            part: parts[index] ?? [], stroke: framed[source.firstDrawn], page: page))))
            issues += structuralIssues(
                source, template: index, comparison: comparison, passed: passed, recognized: recognized, model: model)
        }
        issues += orderIssues(matching)
        for index in matching.extra {
            issues.append(StrokeIssue(.extra(drawn: index, character: character.template.character), stroke: nil))
        }
        return StrokeAnalysis(strokes: judgements, extraStrokes: matching.extra, issues: issues)
    }

    /// The verdict on a template stroke nothing was drawn for, and the issue that reports it.
    static func missing(_ index: Int, model: TemplateStroke) -> (judgement: StrokeJudgement, issue: StrokeIssue) {
        (
            StrokeJudgement(
                templateIndex: index, drawnIndex: nil, scores: .zero, accuracy: 0, passed: false,
                tips: [.drawMissing(model.type)]),
            StrokeIssue(.missing(stroke: index, type: model.type), stroke: index)
        )
    }

    /// The drawn stroke against its model as the template draws it, as its drawn neighbours place it
    /// (``StrokeAnchors``), or, for a 点, moved along the stroke it rests on (``DotPlacement``), whichever it fits
    /// best: a stroke that meets its neighbours as the template's does is well formed even where the other strokes
    /// are drawn narrower or wider than the template's. Either way, running across a stroke the template's end
    /// meets counts as that much more length.
    /// The model's type, and whether the stroke is recognised as that type, set the tolerances here (and, for a 点,
    /// how short it may be drawn: ``DotStroke/shortestForgiven``); the matching before used the common ones, so
    /// which stroke was meant does not depend on the type the learner was asked for.
    private func judgedComparison(
        _ path: [Point], template index: Int, character: PreparedCharacter, neighbours: AnchoringNeighbours,
        evidence: TypeEvidence?
    ) -> StrokeComparison {
        let size = character.size
        let drawn = PreparedStroke(path, characterSize: size)
        let type = character.template.strokes[index].type
        let judging = StrokeComparator(tolerances: configuration.tolerances(for: type, evidence: evidence))
        let model = character.paths[index]
        let overrun = character.anchors.overrun(stroke: index, drawn: path, size: size, neighbour: neighbours.path)
        let shortest = type == .dian ? DotStroke.shortestForgiven : 1
        let placements = [
            character.anchors.placed(model, stroke: index, drawn: path, size: size, neighbour: neighbours.path),
            character.dots.slid(model, stroke: index, drawn: path, size: size, neighbour: neighbours.path),
        ]
        let plain = judging.compare(
            drawn, with: character.strokes[index], characterSize: size, overrun: overrun, shortestForgiven: shortest)
        let weights = configuration.weights
        return placements.compactMap { $0 }.reduce(plain) { best, placed in
            let moved = judging.compare(
                drawn, with: PreparedStroke(placed, characterSize: size), characterSize: size, overrun: overrun,
                shortestForgiven: shortest)
            return weights.combine(moved.scores) > weights.combine(best.scores) ? moved : best
        }
    }

    /// The joins of each drawn stroke to the strokes drawn before and after it (``Ligature``).
    /// - Parameter nextStart: where the stroke after the last drawn one is due to start, for a character still
    ///   being written: the last stroke's exit tail points there before that stroke is drawn.
    static func joins(_ framed: [[Point]], size: Double, nextStart: Point?) -> [Ligature.Ends] {
        framed.indices.map { index in
            Ligature.joins(
                of: framed[index], previousEnd: index > 0 ? framed[index - 1].last : nil,
                nextStart: index + 1 < framed.count ? framed[index + 1].first : nextStart, size: size)
        }
    }

    /// The joins cut from a single drawn stroke, as the report notes them: an entry counts only when a stroke was
    /// drawn before it (a first stroke's landing hook joins nothing). A stroke written in one movement with its
    /// neighbour is noted as such.
    private static func joinNote(
        _ source: StrokeCorrespondence.Source, template index: Int, joins: [Ligature.Ends], character: PreparedCharacter
    ) -> StrokeTip.Join? {
        if case .merged(_, let partner) = source { return partner > index ? .inOneWithNext : .inOneWithPrevious }
        guard case .single(let drawn) = source else { return nil }
        let cut = joins[drawn].keeping(character.hooks[index])
        switch (cut.start && drawn > 0, cut.end) {
        case (true, true): return .both
        case (true, false): return .fromPrevious
        case (false, true): return .toNext
        case (false, false): return nil
        }
    }

    /// The drawn path standing for each template stroke (nil where none was drawn): the whole stroke without its
    /// joins to the strokes around it, the joined pieces of a split stroke, or this template stroke's part of a
    /// merged one, which is cut once for both its strokes (``pairCut(_:first:second:joins:character:)``).
    private func drawnPaths(
        _ sources: [StrokeCorrespondence.Source?], framed: [[Point]], joins: [Ligature.Ends],
        character: PreparedCharacter
    ) -> [[Point]?] {
        var pairs: [Int: (path: [Point], cut: MergedStrokeCut?)] = [:]
        var paths: [[Point]?] = []
        for (index, source) in sources.enumerated() {
            switch source {
            case nil: paths.append(nil)
            case .single(let drawn)?:
                paths.append(Ligature.trimmed(framed[drawn], at: joins[drawn].keeping(character.hooks[index])))
            case .split(let pieces)?: paths.append(pieces.flatMap { framed[$0] })
            case .merged(let drawn, let partner)?:
                let (first, second) = (min(index, partner), max(index, partner))
                let pair =
                    pairs[drawn] ?? pairCut(framed[drawn], first: first, second: second, joins: joins[drawn], character: character)
                pairs[drawn] = pair
                paths.append(pair.cut?.part(first: index == first) ?? pair.path)
            }
        }
        return paths
    }

    /// A drawn stroke written as template strokes `first` and `second` in one movement, without its own entry and
    /// tail, and where it is cut into their parts (``MergedStrokeCut``); nil when it is too short to cut. Where
    /// every cut without the entry and tail leaves a part that reads only backwards, it is also cut with one of them
    /// kept (``Ligature/Ends/keepingEither``), and the better cut stands.
    private func pairCut(
        _ drawn: [Point], first: Int, second: Int, joins: Ligature.Ends, character: PreparedCharacter
    ) -> (path: [Point], cut: MergedStrokeCut?) {
        let path = Ligature.pairTrimmed(drawn, joins: joins, first: first, in: character)
        guard let cut = mergedCut(path, first: first, second: second, character: character) else { return (path, nil) }
        guard cut.accuracies.first == 0 || cut.accuracies.second == 0 else { return (path, cut) }
        let untrimmed = joins.keepingEither.compactMap { ends in
            mergedCut(
                Ligature.pairTrimmed(drawn, joins: ends, first: first, in: character), first: first, second: second,
                character: character)
        }
        return (path, untrimmed.reduce(cut) { $1.accuracy > $0.accuracy ? $1 : $0 })
    }

    /// The best cut of a drawn stroke read as template strokes `first` and `second` written in one movement.
    private func mergedCut(_ path: [Point], first: Int, second: Int, character: PreparedCharacter) -> MergedStrokeCut? {
        MergedStrokeCut.best(
            path, first: character.strokes[first], second: character.strokes[second], size: character.size,
            comparator: comparator, weights: configuration.weights)
    }

    private func structuralIssues(
        _ source: StrokeCorrespondence.Source, template index: Int, comparison: StrokeComparison, passed: Bool,
        recognized: StrokeType?, model: TemplateStroke
    ) -> [StrokeIssue] {
        if case .split(let pieces) = source {
            return [StrokeIssue(.split(stroke: index, pieces: pieces.count), stroke: index)]
        }
        if comparison.isReversed {
            return [StrokeIssue(.reversed(stroke: index, heading: StrokeHeading(of: model.points)), stroke: index)]
        }
        guard !passed else { return [] }
        let detail: IssueDetail
        if let expected = model.type, let recognized, recognized != expected {
            detail = .wrongType(stroke: index, expected: expected, recognized: recognized)
        } else {
            detail = .poorlyDrawn(stroke: index, type: model.type)
        }
        return [StrokeIssue(detail, stroke: index)]
    }

    private func orderIssues(_ matching: StrokeCorrespondence) -> [StrokeIssue] {
        let drawnOrder = matching.sources.enumerated()
            .compactMap { template, source in source.map { (drawn: $0.firstDrawn, template: template) } }
            .sorted { ($0.drawn, $0.template) < ($1.drawn, $1.template) }
            .map(\.template)
        return StrokeOrder.violations(in: drawnOrder).map { violation in
            let detail: IssueDetail =
                violation.drawnBefore
                ? .order(drawnFirst: violation.stroke, shouldComeFirst: violation.other)
                : .order(drawnFirst: violation.other, shouldComeFirst: violation.stroke)
            return StrokeIssue(detail, stroke: violation.stroke)
        }
    }
}
