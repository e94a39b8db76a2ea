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
    /// Added instead of `wrongNameCost` when the word names a stroke related to the expected one: one name's
    /// syllables run inside the other's (横 for 横折, 竖 for 竖钩). Recognisers often drop or add a syllable of
    /// a compound name, so such a word is weaker evidence that the speech belongs elsewhere.
    public var relatedNameCost: Double
    /// Weight of timing in a pairing's cost (times 1 − concurrency score).
    public var timingWeight: Double
    /// Weight of the plain distance in time, saturating at `distanceScale` seconds.
    public var distanceWeight: Double
    public var distanceScale: Double
    /// Delays (seconds, voice after pen) tried besides none, for learners who name strokes late.
    public var habitualDelays: [Double]
    /// Cost per second of habitual delay per stroke, so a delay is assumed only when it explains the speech
    /// much better.
    public var habitualDelayCost: Double

    public init(
        policy: ConcurrencyPolicy = .default, unspokenStrokeCost: Double = 1, unassignedNameCost: Double = 0.2,
        wrongNameCost: Double = 0.55, relatedNameCost: Double = 0.3, timingWeight: Double = 0.7,
        distanceWeight: Double = 0.25, distanceScale: Double = 5, habitualDelays: [Double] = [0.6, 1.2],
        habitualDelayCost: Double = 0.1
    ) {
        self.policy = policy
        self.unspokenStrokeCost = unspokenStrokeCost
        self.unassignedNameCost = unassignedNameCost
        self.wrongNameCost = wrongNameCost
        self.relatedNameCost = relatedNameCost
        self.timingWeight = timingWeight
        self.distanceWeight = distanceWeight
        self.distanceScale = distanceScale
        self.habitualDelays = habitualDelays
        self.habitualDelayCost = habitualDelayCost
    }

    /// Finds the cheapest monotonic assignment of words to strokes.
    ///
    /// Some learners habitually name each stroke a second or so after drawing it. Judged on raw times, each such
    /// name looks like an early name for the *next* stroke, and the whole assignment slides by one. So the
    /// alignment is also tried with the speech moved earlier by each of ``habitualDelays``, charging
    /// ``habitualDelayCost`` per second of delay per stroke, and the cheapest wins. Only the assignment uses
    /// the moved times; reports judge timing on the real ones.
    /// - Parameters:
    ///   - strokes: the drawn strokes, in any order (they are aligned in pen-down order).
    ///   - words: recognised words with times on the ink clock, in any order.
    ///   - isName: whether a word counts as the given stroke's name (homophones included, and any other name the
    ///     template gives the stroke).
    /// - Returns: for each template index that got speech, the index into `words` assigned to it.
    /// - Complexity: O(*d* × *n* × *m*) for *d* habitual delays, *n* strokes and *m* words.
    public func align(
        strokes: [Stroke], words: [WordSegment], isName: (WordSegment, Stroke) -> Bool
    ) -> [Int: Int] {
        let strokeOrder = strokes.indices.sorted { strokes[$0].span.start < strokes[$1].span.start }
        let wordOrder = words.indices.sorted { words[$0].start < words[$1].start }
        guard !strokeOrder.isEmpty, !wordOrder.isEmpty else { return [:] }
        let ordered = strokeOrder.map { strokes[$0] }
        let names = wordOrder.map { index in ordered.map { isName(words[index], $0) } }
        var best: (cost: Double, pairs: [(stroke: Int, word: Int)]) = (.infinity, [])
        for delay in [0] + habitualDelays.filter({ $0 > 0 }) {
            let moved = wordOrder.map { index in
                var word = words[index]
                word.start -= delay
                word.end -= delay
                return word
            }
            let solution = solve(strokes: ordered, words: moved, names: names)
            let cost = solution.cost + habitualDelayCost * delay * Double(ordered.count)
            if cost < best.cost { best = (cost, solution.pairs) }
        }
        var assignment: [Int: Int] = [:]
        for pair in best.pairs { assignment[ordered[pair.stroke].templateIndex] = wordOrder[pair.word] }
        return assignment
    }

    /// The cheapest alignment of strokes and words, both in time order; `names[j][i]`: word j names stroke i.
    private func solve(strokes: [Stroke], words: [WordSegment], names: [[Bool]])
        -> (cost: Double, pairs: [(stroke: Int, word: Int)])
    {
        let n = strokes.count
        let m = words.count
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
                    let skip = cost[i][j - 1] + skipCost(words[j - 1])
                    if skip < best {
                        best = skip
                        choice = .skipWord
                    }
                }
                if i > 0, j > 0 {
                    let pair = cost[i - 1][j - 1] + pairCost(strokes[i - 1], words[j - 1], isName: names[j - 1][i - 1])
                    if pair < best {
                        best = pair
                        choice = .pair
                    }
                }
                cost[i][j] = best
                step[i][j] = choice
            }
        }

        var pairs: [(stroke: Int, word: Int)] = []
        var i = n
        var j = m
        loop: while i > 0 || j > 0 {
            switch step[i][j] {
            case .pair:
                pairs.append((i - 1, j - 1))
                i -= 1
                j -= 1
            case .skipStroke: i -= 1
            case .skipWord: j -= 1
            case .start: break loop
            }
        }
        return (cost[n][m], pairs)
    }

    private func skipCost(_ word: WordSegment) -> Double {
        word.name == nil ? 0 : unassignedNameCost
    }

    private func pairCost(_ stroke: Stroke, _ word: WordSegment, isName: Bool) -> Double {
        let speech = TimeSpan(start: word.start, end: word.end)
        let timing = 1 - policy.verdict(stroke: stroke.span, speech: speech).score / 100
        let distance = min(1, stroke.span.gap(to: speech) / distanceScale)
        let name: Double
        if isName {
            name = 0
        } else if let heard = word.name, Self.related(heard, stroke.expected) {
            name = relatedNameCost
        } else {
            name = wrongNameCost
        }
        return timingWeight * timing + distanceWeight * distance + name
    }

    /// Whether one stroke's name is part of the other's: its syllables appear, in order and together, inside them.
    static func related(_ a: StrokeType, _ b: StrokeType) -> Bool {
        let (short, long) =
            a.syllables.count <= b.syllables.count ? (a.syllables, b.syllables) : (b.syllables, a.syllables)
        guard !short.isEmpty, short.count < long.count else { return false }
        return (0...(long.count - short.count)).contains { Array(long[$0..<($0 + short.count)]) == short }
    }
}
