import Foundation
import Testing

@testable import WriteOutLoud

@Suite struct FrameTransformTests {
    @Test func aCosineLandsInItsBin() {
        let transform = FrameTransform(length: 64)
        for index in 0..<64 { transform.frame[index] = cos(2 * Double.pi * 5 * Double(index) / 64) }
        let spectrum = transform.makeSpectrum()
        transform.forward(into: spectrum)
        #expect(transform.bins == 33)
        for bin in 0..<33 {
            let (re, im) = (spectrum.values[2 * bin], spectrum.values[2 * bin + 1])
            let magnitude = (re * re + im * im).squareRoot()
            #expect(abs(magnitude - (bin == 5 ? 32 : 0)) < 1e-9, "bin \(bin): \(magnitude)")
        }
    }

    /// The half spectrum is the textbook DFT's first length/2 + 1 bins.
    @Test(arguments: [4, 8, 64, 512])
    func sameAsTheDefinition(length: Int) {
        let input = (0..<length).map { sin(Double($0) * 0.71) * 1e3 + Double($0 % 5) }
        let transform = FrameTransform(length: length)
        for index in 0..<length { transform.frame[index] = input[index] }
        let spectrum = transform.makeSpectrum()
        transform.forward(into: spectrum)
        for bin in 0..<transform.bins {
            var (re, im) = (0.0, 0.0)
            for (index, value) in input.enumerated() {
                let angle = -2 * Double.pi * Double(bin * index) / Double(length)
                re += value * cos(angle)
                im += value * sin(angle)
            }
            #expect(abs(spectrum.values[2 * bin] - re) < 1e-7 && abs(spectrum.values[2 * bin + 1] - im) < 1e-7)
        }
    }

    @Test func inverseGivesTheInputBackTimesTheLength() {
        let transform = FrameTransform(length: 256)
        let input = (0..<256).map { sin(Double($0) * 0.37) + 0.25 * Double($0 % 7) }
        for index in 0..<256 { transform.frame[index] = input[index] }
        let spectrum = transform.makeSpectrum()
        transform.forward(into: spectrum)
        transform.inverse(from: spectrum)
        #expect((0..<256).allSatisfy { abs(transform.frame[$0] / 256 - input[$0]) < 1e-12 })
    }
}

@Suite struct FrameSpectraTests {
    /// Under gains of 1 the frames, one at a time, add back up to the recording (a square-root Hann window at
    /// half-frame hops), away from the first and last half frame.
    @Test func unitGainsGiveTheSamplesBack() {
        let length = 64
        let window = (0..<length).map { (0.5 - 0.5 * cos(2 * Double.pi * Double($0) / Double(length))).squareRoot() }
        let samples = (0..<1000).map { sin(Double($0) * 0.05) + 0.1 * Double($0 % 3) }
        let frames = FrameSpectra(samples: samples, window: window, hop: length / 2)
        var calls = 0
        let output = frames.filtered { _, gains in
            calls += 1
            for bin in 0..<gains.count { gains[bin] = 1 }
        }
        #expect(calls == frames.count && frames.count == (1000 - length) / (length / 2) + 1)
        #expect(output.count == samples.count)
        let covered = (length / 2)..<((frames.count - 1) * length / 2 + length / 2)
        #expect(covered.allSatisfy { abs(output[$0] - samples[$0]) < 1e-12 })
    }

    /// The powers handed to the gains are each bin averaged with its neighbours in frequency (bin 0 and the last
    /// with their mirror) and in the frames around it.
    @Test func smoothedPowersAverageTheNeighbours() {
        let length = 8
        let window = [Double](repeating: 1, count: length)
        let samples = (0..<(3 * length)).map { Double(($0 * 7) % 5) - 2 }
        let frames = FrameSpectra(samples: samples, window: window, hop: length)
        let powers: [[Double]] = (0..<frames.count).map { frame in
            (0...(length / 2)).map { bin in
                var (re, im) = (0.0, 0.0)
                for index in 0..<length {
                    let angle = -2 * Double.pi * Double(bin * index) / Double(length)
                    re += samples[frame * length + index] * cos(angle)
                    im += samples[frame * length + index] * sin(angle)
                }
                return re * re + im * im
            }
        }
        var frame = 0
        _ = frames.filtered { smoothed, gains in
            for bin in 0...(length / 2) {
                let neighbours = [bin == 0 ? 1 : bin - 1, bin, bin == length / 2 ? length / 2 - 1 : bin + 1]
                let rows = max(0, frame - 1)...min(frames.count - 1, frame + 1)
                let sum = rows.flatMap { row in neighbours.map { powers[row][$0] } }.reduce(0, +)
                let expected = sum / Double(3 * rows.count)
                #expect(abs(smoothed[bin] - expected) < 1e-9, "frame \(frame) bin \(bin)")
                gains[bin] = 1
            }
            frame += 1
        }
        #expect(frame == 3)
    }
}
