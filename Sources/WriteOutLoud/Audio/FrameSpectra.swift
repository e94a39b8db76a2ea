/// The spectra of every frame of a recording, in one block of memory, for ``NoiseSuppressor``: the frames are
/// windowed, transformed, scaled and transformed back in place, with no array per frame. Each step does the
/// same operations in the same order as one array per frame would, so the cleaned samples are the same to the
/// last bit.
struct FrameSpectra {
    let frames: Int
    let length: Int
    private let fft: FourierTransform
    /// Real and imaginary parts, frame after frame, `length` values each.
    private var re: [Double]
    private var im: [Double]

    /// Room for `frames` frames of `length` samples (a power of two, at least 2), all zero.
    init(frames: Int, length: Int) {
        self.frames = frames
        self.length = length
        fft = FourierTransform(length: length)
        re = [Double](repeating: 0, count: frames * length)
        im = re
    }

    /// Fills the frames with `samples` under `window`, frame *f* starting at sample *f* · `hop`, and returns each
    /// frame's energy (the sum of its windowed samples squared, in sample order).
    /// - Precondition: `samples` holds at least (`frames` − 1) · `hop` + `length` values.
    mutating func analyse(_ samples: [Double], window: [Double], hop: Int) -> [Double] {
        precondition(samples.count >= (frames - 1) * hop + length && window.count == length)
        let (frames, length) = (self.frames, self.length)
        var energies = [Double](repeating: 0, count: frames)
        samples.withUnsafeBufferPointer { samples in
            window.withUnsafeBufferPointer { window in
                re.withUnsafeMutableBufferPointer { re in
                    for frame in 0..<frames {
                        var sum = 0.0
                        for index in 0..<length {
                            let value = samples[frame * hop + index] * window[index]
                            re[frame * length + index] = value
                            sum += value * value
                        }
                        energies[frame] = sum
                    }
                }
            }
        }
        return energies
    }

    /// Transforms every frame in place (``FourierTransform/transform(_:_:inverse:)``).
    mutating func transform(inverse: Bool) {
        let (frames, length, fft) = (self.frames, self.length, self.fft)
        re.withUnsafeMutableBufferPointer { re in
            im.withUnsafeMutableBufferPointer { im in
                guard let re = re.baseAddress, let im = im.baseAddress else { return }
                for frame in 0..<frames { fft.transform(re + frame * length, im + frame * length, inverse: inverse) }
            }
        }
    }

    /// Every frame's power per bin (re² + im²), frame after frame.
    func powers() -> [Double] {
        zip(re, im).map { $0.0 * $0.0 + $0.1 * $0.1 }
    }

    /// The power per bin summed over some frames, added in their order.
    func power(summedOver chosen: some Sequence<Int>) -> [Double] {
        var sums = [Double](repeating: 0, count: length)
        for frame in chosen {
            for bin in 0..<length {
                let index = frame * length + bin
                sums[bin] += re[index] * re[index] + im[index] * im[index]
            }
        }
        return sums
    }

    /// Multiplies each bin of each frame by its gain (`gains` laid out as the frames are).
    mutating func scale(by gains: [Double]) {
        precondition(gains.count == re.count)
        gains.withUnsafeBufferPointer { gains in
            re.withUnsafeMutableBufferPointer { re in
                im.withUnsafeMutableBufferPointer { im in
                    for index in 0..<gains.count {
                        re[index] *= gains[index]
                        im[index] *= gains[index]
                    }
                }
            }
        }
    }

    /// The frames' real parts under `window`, added up where they overlap, frame *f* starting at *f* · `hop`,
    /// into `count` samples.
    func overlapAdded(window: [Double], hop: Int, count: Int) -> [Double] {
        precondition(count >= (frames - 1) * hop + length && window.count == length)
        var output = [Double](repeating: 0, count: count)
        re.withUnsafeBufferPointer { re in
            window.withUnsafeBufferPointer { window in
                output.withUnsafeMutableBufferPointer { output in
                    for frame in 0..<frames {
                        for index in 0..<length { output[frame * hop + index] += re[frame * length + index] * window[index] }
                    }
                }
            }
        }
        return output
    }
}
