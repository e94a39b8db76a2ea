import Foundation
import WriteOutLoud

/// The tone classifier fitted and judged on clips of real voices, one voice held out at a time.
struct ToneStudy {
    /// One clip and what the pitch tracker made of it.
    struct Heard {
        var clip: ToneCorpus.Clip
        /// nil when too little of it was voiced to read a tone.
        var contour: SyllableContour?
    }

    /// How a speaker's range is measured for a clip.
    enum Reference: CaseIterable {
        /// From every syllable of the voice.
        case allSyllables
        /// From the clip and a few others of the same voice, chosen at random (a short recording's worth).
        case fewSyllables
    }

    /// One held-out voice's outcome.
    struct VoiceResult {
        var voice: String
        /// The network fitted without this voice.
        var classifier: ToneClassifier
        /// (said, heard, probability) of each clip; heard is nil where no tone could be read.
        var outcomes: [(said: MandarinTone, heard: MandarinTone?, probability: Double)]

        var accuracy: Double {
            Double(outcomes.filter { $0.heard == $0.said }.count) / Double(max(outcomes.count, 1))
        }

        /// The accuracy on the clips said in one of the four full tones (every stroke name's syllables are), the
        /// network choosing among those four only, as the engine does for names.
        var fourToneAccuracy: Double {
            let full = zip(outcomes, fullTones).filter { $0.0.said != .neutral }
            return Double(full.filter { $0.1 == $0.0.said }.count) / Double(max(full.count, 1))
        }

        /// Each clip's tone as the network hears it choosing among the four full tones only.
        var fullTones: [MandarinTone?]
    }

    var heard: [Heard]
    var referenceSyllables: Int
    var training: ToneClassifier.Training
    /// Voices heard but never fitted on.
    var neverFitted: Set<String> = []

    /// Reads and tracks every clip (progress on stderr); unreadable clips are reported and left out.
    static func hear(_ clips: [ToneCorpus.Clip]) -> [Heard] {
        let tracker = PitchTracker()
        var heard: [Heard] = []
        var unreadable: [String] = []
        for (index, clip) in clips.enumerated() {
            if index % 200 == 0 { FileHandle.standardError.write(Data("tones: \(index)/\(clips.count) clips\n".utf8)) }
            do {
                let audio = try AudioFile.read(clip.url, minimumDuration: 0)
                let track = tracker.track(audio)
                heard.append(Heard(clip: clip, contour: SyllableContour(frames: track.frames, hop: track.hop)))
            } catch {
                unreadable.append(error.description)
            }
        }
        for line in unreadable { FileHandle.standardError.write(Data("tones: skipped \(line)\n".utf8)) }
        return heard
    }

    /// Each voice classified by a network fitted on the others.
    func leaveOneSpeakerOut(reference: Reference) -> [VoiceResult] {
        let examples = features(reference: reference)
        let voices = Array(Set(heard.map(\.clip.voice))).sorted()
        return voices.map { voice in
            FileHandle.standardError.write(Data("tones: holding out \(voice) (\(reference))\n".utf8))
            let trainingSet = zip(heard, examples).compactMap { item, features in
                item.clip.voice != voice && !neverFitted.contains(item.clip.voice) ? features.map { ToneClassifier.Example(features: $0, tone: item.clip.tone) } : nil
            }
            let classifier = ToneClassifier.trained(on: trainingSet, training: training)
            let held = zip(heard, examples).filter { $0.0.clip.voice == voice }
            let outcomes = held.map { item, features in
                guard let features else { return (said: item.clip.tone, heard: MandarinTone?.none, probability: 0.0) }
                let (tone, probability) = classifier.classify(features)
                return (said: item.clip.tone, heard: Optional(tone), probability: probability)
            }
            let fullTones = held.map { _, features in features.map { classifier.classifyFullTone($0).tone } }
            return VoiceResult(voice: voice, classifier: classifier, outcomes: outcomes, fullTones: fullTones)
        }
    }

    /// Each of `extra` (clips of the held-out voices, e.g. every clip of the stroke names' syllables) classified by
    /// the network fitted without its voice, the speaker's range measured from it and a few of the voice's
    /// studied clips: one row of tone probabilities each (nil where no tone could be read).
    func heldOutProbabilities(_ extra: [Heard], results: [VoiceResult]) -> [[Double]?] {
        let networks = Dictionary(uniqueKeysWithValues: results.map { ($0.voice, $0.classifier) })
        var byVoice: [String: [Int]] = [:]
        for (index, item) in heard.enumerated() where item.contour != nil { byVoice[item.clip.voice, default: []].append(index) }
        return extra.enumerated().map { index, item in
            guard let contour = item.contour, let network = networks[item.clip.voice] else { return nil }
            var generator = SplitMix64(seed: UInt64(index) &+ 1_000_003)
            let others = (byVoice[item.clip.voice] ?? []).shuffled(using: &generator).prefix(referenceSyllables - 1)
            let semitones = contour.semitones + others.flatMap { heard[$0].contour!.semitones }
            guard let speaker = SpeakerPitch(semitones: semitones) else { return nil }
            return network.probabilities(ToneFeatures(contour: contour, speaker: speaker))
        }
    }

    /// The network fitted on every clip of `voices`.
    func fitted(reference: Reference, voices: Set<String>) -> ToneClassifier {
        let examples = zip(heard, features(reference: reference)).compactMap { item, features in
            voices.contains(item.clip.voice)
                ? features.map { ToneClassifier.Example(features: $0, tone: item.clip.tone) } : nil
        }
        return ToneClassifier.trained(on: examples, training: training)
    }

    /// Each clip's features (nil without a contour), the speaker's range measured the `reference` way.
    func features(reference: Reference) -> [ToneFeatures?] {
        var byVoice: [String: [Int]] = [:]
        for (index, item) in heard.enumerated() where item.contour != nil { byVoice[item.clip.voice, default: []].append(index) }
        let whole = byVoice.mapValues { indices in SpeakerPitch(semitones: indices.flatMap { heard[$0].contour!.semitones }) }
        return heard.enumerated().map { index, item in
            guard let contour = item.contour else { return nil }
            let speaker: SpeakerPitch?
            switch reference {
            case .allSyllables:
                speaker = whole[item.clip.voice] ?? nil
            case .fewSyllables:
                var generator = SplitMix64(seed: UInt64(index))
                let others = (byVoice[item.clip.voice] ?? []).filter { $0 != index }.shuffled(using: &generator)
                let chosen = [index] + others.prefix(referenceSyllables - 1)
                speaker = SpeakerPitch(semitones: chosen.flatMap { heard[$0].contour!.semitones })
            }
            return speaker.map { ToneFeatures(contour: contour, speaker: $0) }
        }
    }
}
