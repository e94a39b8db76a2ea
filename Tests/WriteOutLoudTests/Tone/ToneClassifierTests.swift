import Foundation
import Testing

@testable import WriteOutLoud

@Suite struct ToneClassifierTests {
    /// Features of synthetic syllables of every tone by a voice at `base` Hz, its range from all of them.
    private func examples(base: Double, wobbles: [Double]) -> [ToneClassifier.Example] {
        let tracker = PitchTracker()
        let contours = MandarinTone.allCases.flatMap { tone in
            wobbles.map { wobble -> (MandarinTone, SyllableContour) in
                let track = tracker.track(SyntheticVoice.syllable(tone, base: base, wobble: wobble))
                return (tone, SyllableContour(frames: track.frames, hop: track.hop)!)
            }
        }
        let speaker = SpeakerPitch(semitones: contours.flatMap(\.1.semitones))!
        return contours.map { ToneClassifier.Example(features: ToneFeatures(contour: $0.1, speaker: speaker), tone: $0.0) }
    }

    @Test func aNetworkFittedOnTwoVoicesHearsAThirdVoicesTones() {
        let training = examples(base: 110, wobbles: [-0.5, 0, 0.5]) + examples(base: 230, wobbles: [-0.5, 0, 0.5])
        let classifier = ToneClassifier.trained(on: training, training: .init(hiddenUnits: 8, steps: 300))
        let heldOut = examples(base: 160, wobbles: [-0.3, 0.3])
        let right = heldOut.filter { classifier.classify($0.features).tone == $0.tone }.count
        #expect(right == heldOut.count)
    }

    @Test func probabilitiesAreADistributionAndFittingIsRepeatable() {
        let training = examples(base: 120, wobbles: [0])
        let first = ToneClassifier.trained(on: training, training: .init(hiddenUnits: 4, steps: 50))
        let second = ToneClassifier.trained(on: training, training: .init(hiddenUnits: 4, steps: 50))
        #expect(first == second)
        let probabilities = first.probabilities(training[0].features)
        #expect(probabilities.count == MandarinTone.allCases.count)
        #expect(abs(probabilities.reduce(0, +) - 1) < 1e-9)
        #expect(probabilities.allSatisfy { $0 >= 0 && $0 <= 1 })
    }

    @Test func theShippedNetworkHearsClearSyntheticTones() {
        let syllables = examples(base: 140, wobbles: [0])
        let heard = syllables.map { ToneClassifier.fitted.classify($0.features).tone }
        for (example, tone) in zip(syllables, heard) where example.tone != .neutral {
            #expect(tone == example.tone, "tone \(example.tone) heard as \(tone)")
        }
    }
}
