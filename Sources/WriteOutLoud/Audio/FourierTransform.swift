import Foundation

/// A discrete Fourier transform of one power-of-two length (iterative radix-2 Cooley–Tukey), with its
/// bit-reversal table and twiddle factors computed once.
struct FourierTransform: Sendable {
    let length: Int
    private let reversed: [Int]
    private let cosines: [Double]
    private let sines: [Double]

    /// - Parameter length: a power of two, at least 2.
    init(length: Int) {
        self.length = length
        let bits = length.trailingZeroBitCount
        reversed = (0..<length).map { index in
            var result = 0
            for bit in 0..<bits where index & (1 << bit) != 0 { result |= 1 << (bits - 1 - bit) }
            return result
        }
        cosines = (0..<length / 2).map { cos(2 * Double.pi * Double($0) / Double(length)) }
        sines = (0..<length / 2).map { sin(2 * Double.pi * Double($0) / Double(length)) }
    }

    /// Transforms in place: forward X[k] = Σ x[n]·e^(−2πikn/N); the inverse divides by N, so that
    /// forward then inverse gives the input back.
    /// - Parameters:
    ///   - re: real parts, `length` values.
    ///   - im: imaginary parts, `length` values.
    ///   - inverse: whether to apply the inverse transform.
    /// - Complexity: O(*N* log *N*).
    func transform(_ re: inout [Double], _ im: inout [Double], inverse: Bool) {
        for index in 0..<length where reversed[index] > index {
            re.swapAt(index, reversed[index])
            im.swapAt(index, reversed[index])
        }
        let sign = inverse ? 1.0 : -1.0
        var size = 2
        while size <= length {
            let half = size / 2
            let stride = length / size
            var start = 0
            while start < length {
                for k in 0..<half {
                    let wr = cosines[k * stride]
                    let wi = sign * sines[k * stride]
                    let a = start + k
                    let b = a + half
                    let tr = re[b] * wr - im[b] * wi
                    let ti = re[b] * wi + im[b] * wr
                    re[b] = re[a] - tr
                    im[b] = im[a] - ti
                    re[a] += tr
                    im[a] += ti
                }
                start += size
            }
            size *= 2
        }
        if inverse {
            let scale = 1 / Double(length)
            for index in 0..<length {
                re[index] *= scale
                im[index] *= scale
            }
        }
    }
}
