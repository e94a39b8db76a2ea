import Foundation
import Testing

@testable import WriteOutLoud

@Suite struct FourierTransformTests {
    @Test func aCosineLandsInItsBin() {
        let fft = FourierTransform(length: 64)
        var re = (0..<64).map { cos(2 * Double.pi * 5 * Double($0) / 64) }
        var im = [Double](repeating: 0, count: 64)
        fft.transform(&re, &im, inverse: false)
        for bin in 0..<64 {
            let magnitude = (re[bin] * re[bin] + im[bin] * im[bin]).squareRoot()
            #expect(abs(magnitude - (bin == 5 || bin == 59 ? 32 : 0)) < 1e-9, "bin \(bin): \(magnitude)")
        }
    }

    @Test func inverseGivesTheInputBack() {
        let fft = FourierTransform(length: 256)
        let input = (0..<256).map { sin(Double($0) * 0.37) + 0.25 * Double($0 % 7) }
        var re = input
        var im = [Double](repeating: 0, count: 256)
        fft.transform(&re, &im, inverse: false)
        fft.transform(&re, &im, inverse: true)
        #expect(zip(re, input).allSatisfy { abs($0 - $1) < 1e-12 })
        #expect(im.allSatisfy { abs($0) < 1e-12 })
    }

    /// The noise suppressor's output must not move by a bit when the transform gets faster: the transform (four
    /// butterflies at a time, twiddles read per stage) gives exactly the values of the textbook loop, one
    /// butterfly at a time with the twiddles read at their stride.
    @Test(arguments: [2, 4, 8, 64, 512, 1024])
    func sameValuesAsOneButterflyAtATime(length: Int) {
        let input = (0..<length).map { sin(Double($0) * 0.71) * 1e3 + Double($0 % 5) }
        let fft = FourierTransform(length: length)
        for inverse in [false, true] {
            var (re, im) = (input, input.reversed().map { $0 * 0.5 })
            var (expectedRe, expectedIm) = (re, im)
            fft.transform(&re, &im, inverse: inverse)
            Self.textbookTransform(&expectedRe, &expectedIm, inverse: inverse)
            #expect(re.map(\.bitPattern) == expectedRe.map(\.bitPattern))
            #expect(im.map(\.bitPattern) == expectedIm.map(\.bitPattern))
        }
    }

    /// Iterative radix-2 Cooley–Tukey as it is usually written, for comparing bits.
    static func textbookTransform(_ re: inout [Double], _ im: inout [Double], inverse: Bool) {
        let length = re.count
        let bits = length.trailingZeroBitCount
        for index in 0..<length {
            var other = 0
            for bit in 0..<bits where index & (1 << bit) != 0 { other |= 1 << (bits - 1 - bit) }
            if other > index {
                re.swapAt(index, other)
                im.swapAt(index, other)
            }
        }
        let sign = inverse ? 1.0 : -1.0
        var size = 2
        while size <= length {
            let half = size / 2
            for start in stride(from: 0, to: length, by: size) {
                for k in 0..<half {
                    let angle = 2 * Double.pi * Double(k * (length / size)) / Double(length)
                    let (wr, wi) = (cos(angle), sign * sin(angle))
                    let (a, b) = (start + k, start + k + half)
                    let tr = re[b] * wr - im[b] * wi
                    let ti = re[b] * wi + im[b] * wr
                    re[b] = re[a] - tr
                    im[b] = im[a] - ti
                    re[a] += tr
                    im[a] += ti
                }
            }
            size *= 2
        }
        if inverse {
            re = re.map { $0 * (1 / Double(length)) }
            im = im.map { $0 * (1 / Double(length)) }
        }
    }
}

