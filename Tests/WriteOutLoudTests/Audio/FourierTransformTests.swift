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
}
