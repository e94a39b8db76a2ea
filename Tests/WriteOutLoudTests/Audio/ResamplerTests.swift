import Testing
import WriteOutLoud

@Suite struct ResamplerTests {
    @Test(arguments: [(44100.0, 1000.0), (48000.0, 3000.0), (22050.0, 440.0), (8000.0, 1000.0), (11025.0, 2500.0)])
    func toneSurvives(inputRate: Double, frequency: Double) {
        let tone = ToneMeter.sineBuffer(frequency: frequency, rate: inputRate, seconds: 0.5, amplitude: 0.5)
        let resampled = tone.resampled(to: 16000)
        #expect(resampled.sampleRate == 16000)
        #expect(resampled.samples.count == Int((Double(tone.samples.count) * 16000 / inputRate).rounded(.up)))
        let amplitude = ToneMeter.amplitude(of: frequency, in: resampled, skippingEdges: 200)
        #expect(abs(amplitude - 0.5) < 0.01, "\(frequency) Hz came out at amplitude \(amplitude)")
    }

    @Test(arguments: [10000.0, 12000.0, 15000.0])
    func aliasesAreSuppressed(frequency: Double) {
        let tone = ToneMeter.sineBuffer(frequency: frequency, rate: 44100, seconds: 0.5, amplitude: 0.5)
        let resampled = tone.resampled(to: 16000)
        let alias = 16000 - frequency
        let leaked = ToneMeter.amplitude(of: alias, in: resampled, skippingEdges: 200)
        let rms =
            (resampled.samples.dropFirst(200).dropLast(200).map { Double($0 * $0) }.reduce(0, +)
            / Double(resampled.samples.count - 400)).squareRoot()
        #expect(leaked < 0.5e-3, "a \(frequency) Hz tone aliased to \(alias) Hz at amplitude \(leaked)")
        #expect(rms < 1e-3, "energy above the new Nyquist frequency must be removed, RMS \(rms)")
    }

    @Test func chunkingDoesNotChangeOutput() {
        let tone = ToneMeter.sineBuffer(frequency: 700, rate: 44100, seconds: 0.4)
        let whole = Resampler(from: 44100, to: 16000)
        let expected = whole.process(tone.samples) + whole.finish()
        let chunked = Resampler(from: 44100, to: 16000)
        var output: [Float] = []
        let sizes = [1, 7, 500, 3, 4410, 12000]
        var index = 0
        var chunk = 0
        while index < tone.samples.count {
            let end = min(index + sizes[chunk % sizes.count], tone.samples.count)
            output += chunked.process(Array(tone.samples[index..<end]))
            index = end
            chunk += 1
        }
        output += chunked.finish()
        #expect(output == expected)
    }

    @Test func eventsKeepTheirTime() {
        var samples = [Float](repeating: 0, count: 48000)
        samples[24000] = 1
        let resampled = AudioBuffer(samples: samples, sampleRate: 48000).resampled(to: 16000)
        let peak = resampled.samples.indices.max { abs(resampled.samples[$0]) < abs(resampled.samples[$1]) }
        #expect(peak == 8000, "a click at 0.5 s must stay at 0.5 s")
    }

    @Test func sameRateIsUnchanged() {
        let tone = ToneMeter.sineBuffer(frequency: 440, rate: 16000, seconds: 0.1)
        #expect(tone.resampled(to: 16000) == tone)
    }
}

@Suite struct ResamplerIdentityTests {
    @Test func equalRatesPassSamplesThrough() {
        let tone = ToneMeter.sineBuffer(frequency: 7900, rate: 16000, seconds: 0.1)
        let resampler = Resampler(from: 16000, to: 16000)
        #expect(resampler.process(tone.samples) + resampler.finish() == tone.samples)
    }
}
