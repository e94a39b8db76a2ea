import Foundation
import Testing
import WriteOutLoud

@Suite struct AudioLevelsTests {
    @Test func sineLevels() {
        let levels = AudioLevels(
            measuring: ToneMeter.sineBuffer(frequency: 440, rate: 16000, seconds: 1, amplitude: 0.5))
        #expect(abs(levels.peakDBFS - -6.02) < 0.05)
        #expect(abs(levels.rmsDBFS - -9.03) < 0.05, "a sine's RMS is 3 dB under its peak")
        #expect(levels.clippedRatio == 0)
        #expect(levels.warnings.isEmpty)
    }

    @Test func silenceIsTooQuiet() {
        let levels = AudioLevels(
            measuring: AudioBuffer(samples: [Float](repeating: 0, count: 16000), sampleRate: 16000))
        #expect(levels.rmsDBFS == AudioLevels.silenceDBFS)
        #expect(levels.peakDBFS == AudioLevels.silenceDBFS)
        #expect(levels.warnings == [.tooQuiet])
    }

    @Test func quietVoiceWithLoudBurstIsNotTooQuiet() {
        var samples = ToneMeter.sineBuffer(frequency: 300, rate: 16000, seconds: 2, amplitude: 0.001).samples
        for index in 8000..<9600 { samples[index] = 0.3 * Float(sin(Double(index) * 0.2)) }
        let levels = AudioLevels(measuring: AudioBuffer(samples: samples, sampleRate: 16000))
        #expect(levels.rmsDBFS < -20)
        #expect(!levels.warnings.contains(.tooQuiet), "the loudest 100 ms decide, not the pauses")
    }

    @Test func overdrivenSineIsClipped() {
        let loud = ToneMeter.sineBuffer(frequency: 440, rate: 16000, seconds: 1, amplitude: 3)
        let clipped = AudioBuffer(samples: loud.samples.map { min(1, max(-1, $0)) }, sampleRate: 16000)
        let levels = AudioLevels(measuring: clipped)
        #expect(levels.peakDBFS == 0)
        #expect(levels.clippedRatio > 0.5)
        #expect(levels.warnings == [.clipped])
    }
}
