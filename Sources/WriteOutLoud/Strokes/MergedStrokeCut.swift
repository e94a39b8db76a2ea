/// Where one drawn stroke that covers two template strokes written in one movement (口's 横折 and 横 run together)
/// is cut into their two parts, and how well the parts fit.
///
/// Both parts are fitted at once: the first part is the drawn stroke up to some point, the second from some point
/// at or after it on; the hairline between them belongs to neither. Each part is scored against its own model as
/// drawn (not read either way round), so a part cut at the wrong turn, beginning with the hairline, loses on
/// direction rather than being kept and read as drawn backwards. The first part's best end and the second's best
/// start are chosen together, the first never ending after the second starts. Nearest points to the models' ends
/// in the template frame miss the turn in a hand slanted 12° or more; the fit does not.
///
/// A sparse pen (a fast hand may leave four to ten points a stroke) has few points to cut at: the path is cut
/// between its points too, every segment divided so the candidates lie about evenly along it.
struct MergedStrokeCut: Sendable {
    /// The drawn path as cut: its points, with more between them where they lie far apart.
    let path: [Point]
    /// Last point (index into ``path``) of the first template stroke's part.
    let end: Int
    /// First point of the second template stroke's part (`end` or later).
    let resume: Int
    /// The two parts' accuracies (0–100, as drawn), first then second.
    let accuracies: (first: Double, second: Double)

    /// The mean of the two parts' accuracies: how well the drawn stroke reads as the two strokes.
    var accuracy: Double { (accuracies.first + accuracies.second) / 2 }

    /// Most cut points tried on each side; a denser path is tried at every so many points.
    private static let candidateCount = 64

    /// The best cut of `path` into `first` followed by `second`, or nil when the path is too short to hold two parts (fewer than three points).
    /// - Parameters:
    ///   - path: the drawn stroke in the template frame.
    ///   - first: the template stroke drawn first.
    ///   - second: the template stroke drawn after it.
    ///   - size: the character's size.
    /// - Complexity: O(n) comparisons for n candidate points (at most ``candidateCount``), plus O(n) to pair them.
    static func best(
        _ path: [Point], first: PreparedStroke, second: PreparedStroke, size: Double, comparator: StrokeComparator,
        weights: DimensionWeights
    ) -> MergedStrokeCut? {
        guard path.count >= 3 else { return nil }
        let path = densified(path)
        let stride = max(1, (path.count + candidateCount - 1) / candidateCount)
        var candidates = Array(Swift.stride(from: 1, to: path.count - 1, by: stride))
        if candidates.last != path.count - 2 { candidates.append(path.count - 2) }
        let score = { (part: ArraySlice<Point>, model: PreparedStroke) -> Double in
            let comparison = comparator.compare(
                PreparedStroke(Array(part), characterSize: size), with: model, characterSize: size)
            return comparison.isReversed ? 0 : weights.combine(comparison.scores)
        }
        let endings = candidates.map { score(path[...$0], first) }
        let startings = candidates.map { score(path[$0...], second) }
        // The best second part starting at or after each candidate, from the last candidate back.
        var bestFrom = [(accuracy: Double, index: Int)](repeating: (-1, 0), count: candidates.count)
        for position in candidates.indices.reversed() {
            let later = position + 1 < candidates.count ? bestFrom[position + 1] : (accuracy: -1, index: 0)
            bestFrom[position] = startings[position] >= later.accuracy ? (startings[position], position) : later
        }
        var best: MergedStrokeCut?
        for position in candidates.indices {
            let second = bestFrom[position]
            let cut = MergedStrokeCut(
                path: path, end: candidates[position], resume: candidates[second.index],
                accuracies: (endings[position], second.accuracy))
            if cut.accuracy > (best?.accuracy ?? -1) { best = cut }
        }
        return best
    }

    /// The part of the drawn path standing for the first template stroke (`first` true) or the second.
    func part(first: Bool) -> [Point] {
        first ? Array(path[...end]) : Array(path[resume...])
    }

    /// `path` with each segment divided evenly into pieces about 1/``candidateCount`` of its length long, its own
    /// points kept; unchanged when it already has that many points.
    private static func densified(_ path: [Point]) -> [Point] {
        let length = Polyline.length(path)
        guard path.count < candidateCount, length > 0 else { return path }
        let step = length / Double(candidateCount)
        var dense = [path[0]]
        for (from, to) in zip(path, path.dropFirst()) {
            let pieces = max(1, Int((from.distance(to: to) / step).rounded()))
            dense += (1...pieces).map { from + (to - from) * (Double($0) / Double(pieces)) }
        }
        return dense
    }
}
