import Foundation
import Testing
import WriteOutLoud

@Suite struct NoiseSuppressorTests {
    /// A 440 Hz tone for the middle second of three, over white noise throughout.
    static func toneInNoise(noiseRMS: Double) -> (mixed: [Float], tone: [Float], noise: [Float]) {
        var state: UInt64 = 12345
        func uniform() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        let rate = 16000.0
        let tone = (0..<48000).map { index -> Float in
            (16000..<32000).contains(index) ? Float(0.3 * sin(2 * Double.pi * 440 * Double(index) / rate)) : 0
        }
        let noise = (0..<48000).map { _ in Float((uniform() - 0.5) * 12.0.squareRoot() * noiseRMS) }
        return (zip(tone, noise).map { $0 + $1 }, tone, noise)
    }

    static func rms(_ samples: ArraySlice<Float>) -> Double {
        (samples.reduce(0.0) { $0 + Double($1) * Double($1) } / Double(max(1, samples.count))).squareRoot()
    }

    /// How far, in dB, the noise-only first second went down.
    static func noiseReduction(_ mixed: [Float], _ cleaned: [Float]) -> Double {
        20 * log10(rms(mixed[0..<16000]) / rms(cleaned[0..<16000]))
    }

    @Test func takesSteadyNoiseOutAndKeepsTheTone() {
        let (mixed, tone, _) = Self.toneInNoise(noiseRMS: 0.03)
        let cleaned = NoiseSuppressor().suppress(mixed)
        #expect(cleaned.count == mixed.count)
        let reduction = Self.noiseReduction(mixed, cleaned)
        #expect(reduction > 4, "noise only \(reduction) dB down")
        let error = zip(cleaned[17000..<31000], tone[17000..<31000]).map { $0 - $1 }
        #expect(Self.rms(error[...]) < 0.3 * Self.rms(tone[17000..<31000]))
    }

    @Test func aLowerFloorAndMoreSubtractionTakeMoreNoiseOut() {
        let (mixed, _, _) = Self.toneInNoise(noiseRMS: 0.03)
        var strong = NoiseSuppressor()
        strong.overSubtraction = 2
        strong.gainFloor = 0.1
        let gentle = Self.noiseReduction(mixed, NoiseSuppressor().suppress(mixed))
        let stronger = Self.noiseReduction(mixed, strong.suppress(mixed))
        #expect(stronger > 10 && stronger > gentle + 3, "gentle \(gentle) dB, strong \(stronger) dB")
    }

    @Test func leavesANoiselessRecordingAsItWas() {
        let (_, tone, _) = Self.toneInNoise(noiseRMS: 0)
        #expect(NoiseSuppressor().suppress(tone) == tone)
    }

    @Test func faintNoiseIsStillTakenOut() {
        let (mixed, _, _) = Self.toneInNoise(noiseRMS: 0.0003)
        let reduction = Self.noiseReduction(mixed, NoiseSuppressor().suppress(mixed))
        #expect(reduction > 4, "noise at −70 dBFS only \(reduction) dB down")
    }

    @Test func shortInputPassesThrough() {
        let samples: [Float] = [0.1, -0.2, 0.3]
        #expect(NoiseSuppressor().suppress(samples) == samples)
        #expect(NoiseSuppressor().suppress([]).isEmpty)
    }
}
