/// Dynamic time warping between two point sequences: the mean distance along the best monotone
/// pairing, so small over- or undershoots and uneven speed do not count as shape errors.
enum CurveDistance {
    /// Banded DTW distance, divided by the longer sequence's length.
    /// - Parameters:
    ///   - a: first sequence.
    ///   - b: second sequence.
    ///   - band: largest allowed index offset (Sakoe–Chiba band), widened to cover a length difference.
    ///   - reversingA: walk `a` from its end, to compare against a stroke drawn backwards without copying.
    /// - Returns: 0 for identical sequences; `.infinity` if either is empty.
    /// - Complexity: O(n · band).
    static func dtw(_ a: [Point], _ b: [Point], band: Int, reversingA: Bool = false) -> Double {
        let n = a.count
        let m = b.count
        guard n > 0, m > 0 else { return .infinity }
        let width = max(band, abs(n - m))
        var previous = [Double](repeating: .infinity, count: m + 1)
        var current = [Double](repeating: .infinity, count: m + 1)
        previous[0] = 0
        for i in 1...n {
            let point = reversingA ? a[n - i] : a[i - 1]
            current[0] = .infinity
            let low = max(1, i - width)
            let high = min(m, i + width)
            if low > 1 { current[low - 1] = .infinity }
            for j in low...high {
                let d = point.distance(to: b[j - 1])
                current[j] = d + min(previous[j], previous[j - 1], current[j - 1])
            }
            if high < m { current[high + 1] = .infinity }
            swap(&previous, &current)
        }
        return previous[m] / Double(max(n, m))
    }
}
