import Foundation
import WriteOutLoud

/// `wol-bench speech --real DIR`: stroke names built from real people's own recorded syllables, each speaker
/// (a subfolder of DIR) reported on their own, clean and with pink noise.
struct RealVoiceBenchmark {
    static let conditions: [(label: String, snr: Double?)] = [("clean", nil), ("pink 20 dB", 20), ("pink 10 dB", 10)]

    let recognizer: SpeechRecognizer
    let configuration: RecognizerConfiguration
    let library: CharacterLibrary
    /// Characters whose names are said in sequences, per speaker.
    let characters: Int
    /// Draws of every name per style (gaps and room tone differ between draws).
    let repeats: Int
    let showMisses: Bool
    let cache: URL
    /// Verification thresholds to report accepted and false accept at (the decodes use the largest).
    let verificationSweep: [Double]

    private let aligner = ExpectedNameAligner()

    func run(speakers folders: [URL], seed: UInt64, baseline: Bool) throws -> RealVoiceResults {
        var results = RealVoiceResults()
        for folder in folders {
            let speaker = try RealSpeaker(folder: folder)
            var random = SpeechNoise(seed: seed)
            let corpus = RealVoiceCorpus(speaker: speaker)
            FileHandle.standardError.write(Data("real voices: \(speaker.name)…\n".utf8))
            results.speakers.append(speaker.name)
            results.names[speaker.name] = corpus.strokes.count
            try names(corpus, random: &random, into: &results)
            let sequences = try sequences(corpus, random: &random, into: &results)
            if baseline && !sequences.isEmpty {
                results.baseline[speaker.name] = try SpeechBaseline.compare(
                    files: sequences, recognizer: recognizer, configuration: configuration,
                    directory: cache.appendingPathComponent("real-\(speaker.name)"))
            }
        }
        return results
    }

    /// Every name the speaker can say, alone: free, with its name expected, with the most confusable other
    /// name expected. Names of one syllable are said only "run together" (both styles are the same for them).
    private func names(_ corpus: RealVoiceCorpus, random: inout SpeechNoise, into results: inout RealVoiceResults)
        throws
    {
        let speaker = corpus.speaker.name
        for stroke in corpus.strokes {
            let confusable = RealVoiceCorpus.mostConfusable(with: stroke)
            for style in RealVoiceCorpus.Style.allCases where style == .together || stroke.syllables.count > 1 {
                for _ in 0..<repeats {
                    guard let (clean, voiceRMS) = corpus.isolated(stroke, style: style, random: &random) else { continue }
                    for condition in Self.conditions {
                        let audio = noisy(clean.audio, snr: condition.snr, voiceRMS: voiceRMS, random: &random)
                        func key(_ metric: RealVoiceResults.Metric) -> RealVoiceResults.Key {
                            .init(speaker: speaker, metric: metric, style: style, condition: condition.label)
                        }
                        let free = try decode(audio, expecting: nil, into: &results)
                        let heard = free.compactMap(\.name)
                        results.add(heard == [stroke], key(.free))
                        let expectedWords = try decode(audio, expecting: [stroke], into: &results)
                        let accepted = aligner.align(expected: [stroke], words: expectedWords)[0]
                        results.add(accepted.matched, key(.accepted))
                        let wrongWords = try decode(audio, expecting: [confusable], into: &results)
                        let wrong = aligner.align(expected: [confusable], words: wrongWords)[0]
                        results.add(wrong.matched, key(.falseAccept))
                        for threshold in verificationSweep {
                            let sweep = RealVoiceResults.Sweep(
                                speaker: speaker, condition: condition.label, threshold: threshold)
                            results.sweep[sweep, default: .init()].add(
                                right: Self.passes(accepted, words: expectedWords, threshold: threshold),
                                wrong: Self.passes(wrong, words: wrongWords, threshold: threshold))
                        }
                        if showMisses && (heard != [stroke] || !accepted.matched || wrong.matched) {
                            print(
                                "\(speaker) \(condition.label) \(style.rawValue) \(stroke.pinyin): free \(free.map(\.word)), "
                                    + "expected → \(accepted.heard ?? "–"), \(confusable.rawValue) expected → \(wrong.heard ?? "–")")
                        }
                    }
                }
            }
        }
    }

    /// A dozen characters' name sequences, each style, every condition; returns the clean recordings.
    private func sequences(_ corpus: RealVoiceCorpus, random: inout SpeechNoise, into results: inout RealVoiceResults)
        throws -> [AudioBuffer]
    {
        let sayable = Set(corpus.strokes)
        let all = try library.characters().compactMap { character -> (String, [StrokeType])? in
            guard let strokes = try? library.template(for: character).strokes.compactMap(\.type),
                !strokes.isEmpty, strokes.allSatisfy(sayable.contains)
            else { return nil }
            return (character, strokes)
        }
        let step = max(1, all.count / max(1, characters))
        var clean: [AudioBuffer] = []
        for (character, strokes) in stride(from: 0, to: all.count, by: step).prefix(characters).map({ all[$0] }) {
            for style in RealVoiceCorpus.Style.allCases {
                guard let (item, voiceRMS) = corpus.sequence(
                    character: character, strokes: strokes, style: style, random: &random)
                else { continue }
                clean.append(item.audio)
                for condition in Self.conditions {
                    let audio = noisy(item.audio, snr: condition.snr, voiceRMS: voiceRMS, random: &random)
                    let words = try decode(audio, expecting: strokes, into: &results)
                    let key = RealVoiceResults.Key(
                        speaker: corpus.speaker.name, metric: .sequence, style: style, condition: condition.label)
                    let aligned = aligner.align(expected: strokes, words: words)
                    for (result, truth) in zip(aligned, item.truth) {
                        results.add(result.matched, key)
                        if result.matched, let start = result.start {
                            results.onsetErrors["\(corpus.speaker.name) | \(condition.label)", default: []].append(
                                abs(start - truth.onset))
                        }
                    }
                    if showMisses && aligned.contains(where: { !$0.matched }) {
                        print(
                            "\(corpus.speaker.name) \(condition.label) \(style.rawValue) \(character): "
                                + "\(strokes.map(\.rawValue)) → \(words.map(\.word))")
                    }
                }
            }
        }
        return clean
    }

    /// Whether an aligned expected name would still be accepted with a smaller verification threshold.
    private static func passes(_ result: ExpectedNameResult, words: [WordSegment], threshold: Double) -> Bool {
        guard result.matched else { return false }
        let verification = words.first { $0.start == result.start && $0.word == result.heard }?.verification
        return verification.map { $0 >= -threshold } ?? true
    }

    private func noisy(_ audio: AudioBuffer, snr: Double?, voiceRMS: Double, random: inout SpeechNoise) -> AudioBuffer {
        guard let snr else { return audio }
        return random.mix(audio, colour: .pink, snr: snr, speechRMS: voiceRMS)
    }

    private func decode(_ audio: AudioBuffer, expecting: [StrokeType]?, into results: inout RealVoiceResults) throws
        -> [WordSegment]
    {
        let start = SpeechMetrics.threadCPUSeconds()
        let words = try recognizer.transcribe(audio, expecting: expecting)
        results.decodeSeconds += SpeechMetrics.threadCPUSeconds() - start
        results.audioSeconds += audio.duration
        return words
    }
}
