/// A recording cut into overlapping windowed frames, for ``NoiseSuppressor``: their energies, the mean spectrum
/// of some of them, and the recording put back together from every frame's spectrum scaled by gains.
///
/// Frame *f* is the `window.count` samples from *f* · `hop` under `window`. Spectra are half spectra (bins 0 …
/// length/2 of a real frame, through ``FrameTransform``), made one frame at a time: the recording's spectra are
/// never all held at once.
struct FrameSpectra {
    let samples: [Double]
    let window: [Double]
    let hop: Int
    /// Frames that fit in the samples.
    let count: Int
    private let transform: FrameTransform

    /// - Parameters:
    ///   - samples: the recording, at least one frame long.
    ///   - window: the analysis (and synthesis) window; its length, a power of two of at least 4, is the frame's.
    ///   - hop: samples from one frame's start to the next's.
    init(samples: [Double], window: [Double], hop: Int) {
        precondition(window.count >= 4 && samples.count >= window.count && hop > 0)
        self.samples = samples
        self.window = window
        self.hop = hop
        count = (samples.count - window.count) / hop + 1
        transform = FrameTransform(length: window.count)
    }

    /// Each frame's energy: the sum of its windowed samples squared, in sample order.
    func energies() -> [Double] {
        let length = window.count
        return samples.withUnsafeBufferPointer { samples in
            window.withUnsafeBufferPointer { window in
                (0..<count).map { frame in
                    var sum = 0.0
                    for index in 0..<length {
                        let value = samples[frame * hop + index] * window[index]
                        sum += value * value
                    }
                    return sum
                }
            }
        }
    }

    /// The power per bin (|X[k]|², k = 0 … length/2) averaged over some frames, added in their order.
    func meanPower(over chosen: some Collection<Int>) -> [Double] {
        let spectrum = transform.makeSpectrum()
        var sums = [Double](repeating: 0, count: transform.bins)
        for frame in chosen {
            analyse(frame, into: spectrum)
            for bin in 0..<transform.bins { sums[bin] += spectrum.power(bin) }
        }
        return sums.map { $0 / Double(max(1, chosen.count)) }
    }

    /// The recording again, each frame's spectrum scaled by its gains before it is turned back into samples and
    /// overlap-added under the window (the window squared should sum to one at this hop for the samples to
    /// come back unchanged under gains of 1).
    /// - Parameter gains: called once per frame, in order, with the frame's bin powers smoothed 3 × 3 —
    ///   each averaged with its neighbouring bins in this frame and the frames before and after (fewer frames at
    ///   the ends; bin 0 and the last bin count their mirrored neighbour, as the full spectrum would) — and the
    ///   frame's gains per bin to fill.
    /// - Returns: as many samples as ``samples``.
    func filtered(gains: (UnsafeBufferPointer<Double>, UnsafeMutableBufferPointer<Double>) -> Void) -> [Double] {
        let (length, bins) = (transform.length, transform.bins)
        let spectra = [transform.makeSpectrum(), transform.makeSpectrum()]
        let powers = UnsafeMutableBufferPointer<Double>.allocate(capacity: 3 * bins)
        let smoothed = UnsafeMutableBufferPointer<Double>.allocate(capacity: bins)
        let frameGains = UnsafeMutableBufferPointer<Double>.allocate(capacity: bins)
        defer { [powers, smoothed, frameGains].forEach { $0.deallocate() } }
        func load(_ frame: Int) {
            let spectrum = spectra[frame % 2]
            analyse(frame, into: spectrum)
            let row = (frame % 3) * bins
            for bin in 0..<bins { powers[row + bin] = spectrum.power(bin) }
        }
        var output = [Double](repeating: 0, count: samples.count)
        let scale = 1 / Double(length)
        load(0)
        output.withUnsafeMutableBufferPointer { output in
            for frame in 0..<count {
                if frame + 1 < count { load(frame + 1) }
                let (first, last) = (max(0, frame - 1), min(count - 1, frame + 1))
                let divisor = Double(3 * (last - first + 1))
                for bin in 0..<bins {
                    let below = bin == 0 ? 1 : bin - 1
                    let above = bin == bins - 1 ? bins - 2 : bin + 1
                    var sum = 0.0
                    for neighbour in first...last {
                        let row = (neighbour % 3) * bins
                        sum += powers[row + below]
                        sum += powers[row + bin]
                        sum += powers[row + above]
                    }
                    smoothed[bin] = sum / divisor
                }
                gains(UnsafeBufferPointer(smoothed), frameGains)
                let spectrum = spectra[frame % 2]
                for bin in 0..<bins {
                    spectrum.values[2 * bin] *= frameGains[bin]
                    spectrum.values[2 * bin + 1] *= frameGains[bin]
                }
                transform.inverse(from: spectrum)
                window.withUnsafeBufferPointer { window in
                    for index in 0..<length {
                        output[frame * hop + index] += transform.frame[index] * scale * window[index]
                    }
                }
            }
        }
        return output
    }

    /// Frame `frame`'s windowed samples transformed into `spectrum`.
    private func analyse(_ frame: Int, into spectrum: FrameTransform.Spectrum) {
        let start = frame * hop
        samples.withUnsafeBufferPointer { samples in
            window.withUnsafeBufferPointer { window in
                for index in 0..<window.count { transform.frame[index] = samples[start + index] * window[index] }
            }
        }
        transform.forward(into: spectrum)
    }
}
