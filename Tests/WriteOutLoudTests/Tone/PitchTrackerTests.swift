import Foundation
import Testing

@testable import WriteOutLoud

@Suite struct PitchTrackerTests {
    private func voiced(_ track: PitchTrack) -> [Double] { track.frames.compactMap(\.frequency) }

    @Test(arguments: [90.0, 150, 240, 420])
    func aSteadyVoiceIsHeardAtItsPitch(frequency: Double) {
        let track = PitchTracker().track(SyntheticVoice.buzz(seconds: 0.4) { _ in frequency })
        let pitches = voiced(track)
        #expect(pitches.count >= 30)
        let median = pitches.sorted()[pitches.count / 2]
        #expect(abs(median - frequency) / frequency < 0.01)
    }

    @Test func aGlideIsFollowedFromStartToEnd() {
        let track = PitchTracker().track(SyntheticVoice.buzz(seconds: 0.5) { t in 120 * pow(2, t) })
        let pitches = voiced(track)
        #expect(pitches.count >= 40)
        #expect(abs(pitches.first! - 120) < 12)
        #expect(abs(pitches.last! - 240) < 24)
        let rises = zip(pitches, pitches.dropFirst()).filter { $1 >= $0 - 1 }.count
        #expect(rises >= pitches.count - 2)
    }

    @Test func silenceAndNoiseAreNotVoiced() {
        let silence = AudioBuffer(samples: [Float](repeating: 0, count: 8000), sampleRate: 16000)
        #expect(voiced(PitchTracker().track(silence)).isEmpty)
        var generator = SplitMix64(seed: 7)
        let noise = AudioBuffer(
            samples: (0..<16000).map { _ in Float.random(in: -0.3...0.3, using: &generator) }, sampleRate: 16000)
        #expect(voiced(PitchTracker().track(noise)).count < 10)
    }

    @Test func theSilenceAroundAVoiceIsLeftOut() {
        let track = PitchTracker().track(SyntheticVoice.buzz(seconds: 0.3, silence: 0.3) { _ in 200 })
        let times = track.frames.filter { $0.frequency != nil }.map(\.time)
        #expect(times.min()! > 0.27)
        #expect(times.max()! < 0.63)
    }

    @Test func audioShorterThanOnePeriodGivesNoFrames() {
        let short = AudioBuffer(samples: [Float](repeating: 0.1, count: 100), sampleRate: 16000)
        #expect(PitchTracker().track(short).frames.isEmpty)
    }
}
