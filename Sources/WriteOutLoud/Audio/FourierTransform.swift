import Foundation

/// A discrete Fourier transform of one power-of-two length (iterative radix-2 Cooley–Tukey), with its
/// bit-reversal table and twiddle factors computed once.
struct FourierTransform: Sendable {
    let length: Int
    private let reversed: [Int]
    /// The twiddle factors of each stage laid end to end (stage of size *s*: the *s*/2 factors at multiples of
    /// `length`/*s*), so that a stage reads them in order, four at a time.
    private let stageCosines: [Double]
    private let stageSines: [Double]

    /// - Parameter length: a power of two, at least 2.
    init(length: Int) {
        self.length = length
        let bits = length.trailingZeroBitCount
        reversed = (0..<length).map { index in
            var result = 0
            for bit in 0..<bits where index & (1 << bit) != 0 { result |= 1 << (bits - 1 - bit) }
            return result
        }
        let cosines = (0..<length / 2).map { cos(2 * Double.pi * Double($0) / Double(length)) }
        let sines = (0..<length / 2).map { sin(2 * Double.pi * Double($0) / Double(length)) }
        let stages = Swift.sequence(first: 2) { $0 * 2 }.prefix { $0 <= length }
        let strided = stages.flatMap { size in (0..<size / 2).map { $0 * (length / size) } }
        stageCosines = strided.map { cosines[$0] }
        stageSines = strided.map { sines[$0] }
    }

    /// Transforms in place: forward X[k] = Σ x[n]·e^(−2πikn/N); the inverse divides by N, so that
    /// forward then inverse gives the input back.
    /// - Parameters:
    ///   - re: real parts, `length` values.
    ///   - im: imaginary parts, `length` values.
    ///   - inverse: whether to apply the inverse transform.
    /// - Complexity: O(*N* log *N*).
    func transform(_ re: inout [Double], _ im: inout [Double], inverse: Bool) {
        precondition(re.count == length && im.count == length, "a transform of \(length) values")
        re.withUnsafeMutableBufferPointer { re in
            im.withUnsafeMutableBufferPointer { im in
                guard let re = re.baseAddress, let im = im.baseAddress else { return }
                transform(re, im, inverse: inverse)
            }
        }
    }

    /// ``transform(_:_:inverse:)`` on `length` values at `re` and `im`, for a caller that keeps many frames in
    /// one block of memory (``NoiseSuppressor`` transforms every frame of a recording twice): no array per
    /// frame, and no bounds or uniqueness check on each access. Same operations in the same order, so the same
    /// values to the last bit.
    func transform(_ re: UnsafeMutablePointer<Double>, _ im: UnsafeMutablePointer<Double>, inverse: Bool) {
        reversed.withUnsafeBufferPointer { reversed in
            for index in 0..<length where reversed[index] > index {
                let other = reversed[index]
                (re[index], re[other]) = (re[other], re[index])
                (im[index], im[other]) = (im[other], im[index])
            }
        }
        let sign = inverse ? 1.0 : -1.0
        stageCosines.withUnsafeBufferPointer { cosines in
            stageSines.withUnsafeBufferPointer { sines in
                var size = 2
                var stage = 0
                while size <= length {
                    let half = size / 2
                    var start = 0
                    while start < length {
                        var k = 0
                        while k + 4 <= half {
                            butterflies4(re, im, at: start + k, half: half, cosines: cosines, sines: sines, stage + k, sign)
                            k += 4
                        }
                        while k < half {
                            let wr = cosines[stage + k]
                            let wi = sign * sines[stage + k]
                            let a = start + k
                            let b = a + half
                            let tr = re[b] * wr - im[b] * wi
                            let ti = re[b] * wi + im[b] * wr
                            re[b] = re[a] - tr
                            im[b] = im[a] - ti
                            re[a] += tr
                            im[a] += ti
                            k += 1
                        }
                        start += size
                    }
                    stage += half
                    size *= 2
                }
            }
        }
        if inverse {
            let scale = 1 / Double(length)
            for index in 0..<length {
                re[index] *= scale
                im[index] *= scale
            }
        }
    }

    /// Four neighbouring butterflies of one stage at once (elements `a`…`a`+3 with `a`+`half`…): each lane does
    /// the scalar butterfly's multiplications, additions and subtractions, no more, so the values are the same.
    @inline(__always)
    private func butterflies4(
        _ re: UnsafeMutablePointer<Double>, _ im: UnsafeMutablePointer<Double>, at a: Int, half: Int,
        cosines: UnsafeBufferPointer<Double>, sines: UnsafeBufferPointer<Double>, _ twiddle: Int, _ sign: Double
    ) {
        let b = a + half
        let wr = Self.load(cosines.baseAddress! + twiddle)
        let wi = sign * Self.load(sines.baseAddress! + twiddle)
        let (reA, imA) = (Self.load(re + a), Self.load(im + a))
        let (reB, imB) = (Self.load(re + b), Self.load(im + b))
        let tr = reB * wr - imB * wi
        let ti = reB * wi + imB * wr
        Self.store(reA - tr, to: re + b)
        Self.store(imA - ti, to: im + b)
        Self.store(reA + tr, to: re + a)
        Self.store(imA + ti, to: im + a)
    }

    @inline(__always)
    private static func load(_ pointer: UnsafePointer<Double>) -> SIMD4<Double> {
        UnsafeRawPointer(pointer).loadUnaligned(as: SIMD4<Double>.self)
    }

    @inline(__always)
    private static func store(_ values: SIMD4<Double>, to pointer: UnsafeMutablePointer<Double>) {
        UnsafeMutableRawPointer(pointer).storeBytes(of: values, as: SIMD4<Double>.self)
    }
}
