/// A recording's cepstra as the decoder's front end computes them: one row of coefficients per 10 ms frame.
///
/// Computed once per recording, they give its mean cepstrum (to normalise by) and are then searched
/// directly, so the front end does not run twice over the same audio.
struct Cepstra {
    /// Coefficients per frame.
    let width: Int
    /// Every frame's coefficients, row after row.
    private(set) var values: [Float]

    /// - Parameters:
    ///   - width: coefficients per frame.
    ///   - values: every frame's coefficients, row after row (a whole number of rows).
    init(width: Int, values: [Float]) {
        self.width = width
        self.values = values
    }

    var frameCount: Int { width == 0 ? 0 : values.count / width }

    /// The mean over the frames PocketSphinx's whole-utterance (`-cmn batch`) normalisation counts, those
    /// with c0 ≥ 0; nil when there are none.
    var mean: [Float]? {
        var sums = [Double](repeating: 0, count: width)
        var counted = 0
        for frame in 0..<frameCount where values[frame * width] >= 0 {
            for index in 0..<width { sums[index] += Double(values[frame * width + index]) }
            counted += 1
        }
        guard counted > 0 else { return nil }
        return sums.map { Float($0 / Double(counted)) }
    }

    /// Calls `body` with PocketSphinx's view of a copy of some frames: a pointer to one row pointer per frame.
    /// A copy, because PocketSphinx normalises the rows it is given in place (cepstral mean subtraction): a
    /// second search of the same frames (a competitor, a verification) must see them as the first one did.
    func withRows<Result>(
        _ frames: Range<Int>, _ body: (UnsafeMutablePointer<UnsafeMutablePointer<Float>?>, Int32) -> Result
    ) -> Result {
        let width = width
        var block = Array(values[(frames.lowerBound * width)..<(frames.upperBound * width)])
        return block.withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress
            var rows: [UnsafeMutablePointer<Float>?] = (0..<frames.count).map { row in base.map { $0 + row * width } }
            return rows.withUnsafeMutableBufferPointer { body($0.baseAddress!, Int32(frames.count)) }
        }
    }
}
