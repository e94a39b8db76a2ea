/// Assigns recognised words to strokes with one global, monotonic alignment.
///
/// The original app cut the transcript by stroke times, one stroke at a time, so a name spoken just before the
/// pen landed, or one utterance spanning two quick strokes, went to the wrong stroke. Here every pairing is
/// weighed at once: dynamic programming over strokes × words (both in time order) finds the cheapest alignment
/// in which a word may stay unassigned (filler, a self-correction) and a stroke may have no speech.
public struct SpeechAligner: Sendable {
    /// A stroke to align: which template stroke it is, the name expected for it, and when it was drawn.
    public struct Stroke: Hashable, Sendable {
        public var templateIndex: Int
        public var expected: StrokeType
        /// Pen-down to pen-up on the ink clock.
        public var span: TimeSpan

        public init(templateIndex: Int, expected: StrokeType, span: TimeSpan) {
            self.templateIndex = templateIndex
            self.expected = expected
            self.span = span
        }
    }

    public var policy: ConcurrencyPolicy
    /// Cost of leaving a stroke without speech.
    public var unspokenStrokeCost: Double
    /// Cost of leaving a recognised stroke name unassigned (words that name no stroke cost nothing).
    public var unassignedNameCost: Double
    /// Added to a pairing whose word is not the stroke's name.
    public var wrongNameCost: Double
    /// Weight of timing in a pairing's cost (times 1 − concurrency score).
    public var timingWeight: Double
    /// Weight of the plain distance in time, saturating at `distanceScale` seconds.
    public var distanceWeight: Double
    public var distanceScale: Double

    public init(
        policy: ConcurrencyPolicy = .default, unspokenStrokeCost: Double = 1, unassignedNameCost: Double = 0.2,
        wrongNameCost: Double = 0.55, timingWeight: Double = 0.7, distanceWeight: Double = 0.25,
        distanceScale: Double = 5
    ) {
        self.policy = policy
        self.unspokenStrokeCost = unspokenStrokeCost
        self.unassignedNameCost = unassignedNameCost
        self.wrongNameCost = wrongNameCost
        self.timingWeight = timingWeight
        self.distanceWeight = distanceWeight
        self.distanceScale = distanceScale
    }

    /// Finds the cheapest monotonic assignment of words to strokes.
    /// - Parameters:
    ///   - strokes: the drawn strokes, in any order (they are aligned in pen-down order).
    ///   - words: recognised words with times on the ink clock, in any order.
    ///   - isName: whether a word counts as the given stroke's name (homophones included).
    /// - Returns: for each template index that got speech, the index into `words` assigned to it.
    /// - Complexity: O(*n* × *m*) for *n* strokes and *m* words.
    public func align(
        strokes: [Stroke], words: [WordSegment], isName: (WordSegment, StrokeType) -> Bool
    ) -> [Int: Int] {
        let strokeOrder = strokes.indices.sorted { strokes[$0].span.start < strokes[$1].span.start }
        let wordOrder = words.indices.sorted { words[$0].start < words[$1].start }
        let n = strokeOrder.count
        let m = wordOrder.count
        guard n > 0, m > 0 else { return [:] }

        enum Step { case start, skipStroke, skipWord, pair }
        var cost = [[Double]](repeating: [Double](repeating: 0, count: m + 1), count: n + 1)
        var step = [[Step]](repeating: [Step](repeating: .start, count: m + 1), count: n + 1)
        for i in 0...n {
            for j in 0...m where i > 0 || j > 0 {
                var best = Double.infinity
                var choice = Step.start
                if i > 0, cost[i - 1][j] + unspokenStrokeCost < best {
                    best = cost[i - 1][j] + unspokenStrokeCost
                    choice = .skipStroke
                }
                if j > 0 {
                    let skip = cost[i][j - 1] + skipCost(words[wordOrder[j - 1]])
                    if skip < best {
                        best = skip
                        choice = .skipWord
                    }
                }
                if i > 0, j > 0 {
                    let pair = cost[i - 1][j - 1]
                        + pairCost(strokes[strokeOrder[i - 1]], words[wordOrder[j - 1]], isName: isName)
                    if pair < best {
                        best = pair
                        choice = .pair
                    }
                }
                cost[i][j] = best
                step[i][j] = choice
            }
        }

        var assignment: [Int: Int] = [:]
        var i = n
        var j = m
        while i > 0 || j > 0 {
            switch step[i][j] {
            case .pair:
                assignment[strokes[strokeOrder[i - 1]].templateIndex] = wordOrder[j - 1]
                i -= 1
                j -= 1
            case .skipStroke: i -= 1
            case .skipWord: j -= 1
            case .start: return assignment
            }
        }
        return assignment
    }

    private func skipCost(_ word: WordSegment) -> Double {
        word.name == nil ? 0 : unassignedNameCost
    }

    private func pairCost(_ stroke: Stroke, _ word: WordSegment, isName: (WordSegment, StrokeType) -> Bool) -> Double {
        let speech = TimeSpan(start: word.start, end: word.end)
        let timing = 1 - policy.verdict(stroke: stroke.span, speech: speech).score / 100
        let distance = min(1, stroke.span.gap(to: speech) / distanceScale)
        let name = isName(word, stroke.expected) ? 0 : wrongNameCost
        return timingWeight * timing + distanceWeight * distance + name
    }
}
