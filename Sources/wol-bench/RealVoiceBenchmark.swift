import Foundation
import WriteOutLoud

/// `wol-bench speech --real DIR`: stroke names built from real people's own recorded syllables, each speaker
/// (a subfolder of DIR) reported on their own, clean and with pink noise.
struct RealVoiceBenchmark {
    static let conditions: [(label: String, snr: Double?)] = [("clean", nil), ("pink 20 dB", 20), ("pink 10 dB", 10)]

    /// Decodes every voice, or, with ``enrolment``, every voice not yet enrolled.
    var recognizer: SpeechRecognizer
    /// Enrols each voice on its own reading before its tests (`--enrol`); nil: the standard model hears all.
    let enrolment: RealVoiceEnrolment?
    let library: CharacterLibrary
    /// Characters whose names are said in sequences, per speaker.
    let characters: Int
    /// Draws of every name per style (gaps and room tone differ between draws).
    let repeats: Int
    let showMisses: Bool
    let cache: URL
    /// Near words said, per speaker of words: evenly sampled from all of them (0: all).
    let nearWords: Int

    private let aligner = ExpectedNameAligner()

    func run(speakers folders: [URL], seed: UInt64, baseline: Bool) throws -> RealVoiceResults {
        var results = RealVoiceResults()
        for folder in folders {
            let speaker = try RealSpeaker(folder: folder)
            var random = SeededNoise(seed: seed)
            let corpus = RealVoiceCorpus(speaker: speaker)
            FileHandle.standardError.write(Data("real voices: \(speaker.name)…\n".utf8))
            results.speakers.append(speaker.name)
            results.names[speaker.name] = corpus.strokes.count
            var fold = self
            if let enrolment {
                var reading = SeededNoise(seed: seed)
                let enrolled = try enrolment.enrol(corpus, avoiding: testRecordings(corpus), random: &reading)
                fold.recognizer = enrolled.recognizer
                results.enrolments[speaker.name] = enrolled.summary
                FileHandle.standardError.write(Data("enrolled \(enrolled.summary)\n".utf8))
            }
            try fold.names(corpus, random: &random, into: &results)
            try fold.words(corpus, random: &random, into: &results)
            let sequences = try fold.sequences(corpus, random: &random, into: &results)
            if baseline && !sequences.isEmpty {
                results.baseline[speaker.name] = try SpeechBaseline.compare(
                    files: sequences, recognizer: fold.recognizer,
                    directory: cache.appendingPathComponent("real-\(speaker.name)"))
            }
        }
        return results
    }

    /// Every name the speaker can say, alone: free, with its name expected, with the most confusable other
    /// name expected. Names of one syllable are said only "run together" (both styles are the same for them).
    private func names(_ corpus: RealVoiceCorpus, random: inout SeededNoise, into results: inout RealVoiceResults)
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
                        let groups = [RealVoiceResults.Group(style)] + (stroke.syllables.count == 1 ? [.oneSyllable] : [])
                        let (heard, accepted, wrong) = try trial(
                            audio, stroke: stroke, confusable: confusable, speaker: speaker,
                            condition: condition.label, groups: groups, into: &results)
                        if showMisses && (heard != [stroke] || !accepted || wrong) {
                            print(
                                "\(speaker) \(condition.label) \(style.rawValue) \(stroke.pinyin): free \(heard.map(\.rawValue)), "
                                    + "accepted \(accepted), \(confusable.rawValue) accepted \(wrong)")
                        }
                    }
                }
            }
        }
    }

    /// One name said: heard free, accepted with it expected, accepted with the most confusable other name
    /// expected (a mistake); tallied in each group, the two expected decodes kept as verification trials.
    private func trial(
        _ audio: AudioBuffer, stroke: StrokeType, confusable: StrokeType, speaker: String, condition: String,
        groups: [RealVoiceResults.Group], into results: inout RealVoiceResults
    ) throws -> (heard: [StrokeType], accepted: Bool, wrong: Bool) {
        let heard = try decode(audio, expecting: nil, into: &results).compactMap(\.name)
        let accepted = try verify(
            audio, expecting: stroke, said: true, speaker: speaker, condition: condition, group: groups[0],
            into: &results)
        let wrong = try verify(
            audio, expecting: confusable, said: false, speaker: speaker, condition: condition, group: groups[0],
            into: &results)
        for group in groups {
            func key(_ metric: RealVoiceResults.Metric) -> RealVoiceResults.Key {
                .init(speaker: speaker, metric: metric, group: group, condition: condition)
            }
            results.add(heard == [stroke], key(.free))
            results.add(accepted, key(.accepted))
            results.add(wrong, key(.falseAccept))
        }
        return (heard, accepted, wrong)
    }

    /// Decodes with one name expected and keeps the decision as a verification trial.
    private func verify(
        _ audio: AudioBuffer, expecting stroke: StrokeType, said: Bool, speaker: String, condition: String,
        group: RealVoiceResults.Group, into results: inout RealVoiceResults
    ) throws -> Bool {
        let words = try decode(audio, expecting: [stroke], into: &results)
        let result = aligner.align(expected: [stroke], words: words)[0]
        let score = words.first { $0.start == result.start && $0.word == result.heard }?.verification
        results.verificationTrials.append(
            VerificationTrial(
                speaker: speaker, condition: condition, group: group, syllables: stroke.syllables.count, said: said,
                accepted: result.matched, score: result.matched ? score : nil))
        return result.matched
    }

    /// The speaker's words said as words: those that are a stroke name as names are tried; near words (no
    /// name) free, where any name heard is a mistake, and with the nearest name expected, where accepting it is.
    private func words(_ corpus: RealVoiceCorpus, random: inout SeededNoise, into results: inout RealVoiceResults)
        throws
    {
        let speaker = corpus.speaker.name
        for (word, stroke) in corpus.nameWords {
            let confusable = RealVoiceCorpus.mostConfusable(with: stroke)
            let (clean, voiceRMS) = corpus.isolated(word, stroke: stroke, random: &random)
            for condition in Self.conditions {
                let audio = noisy(clean.audio, snr: condition.snr, voiceRMS: voiceRMS, random: &random)
                let (heard, accepted, wrong) = try trial(
                    audio, stroke: stroke, confusable: confusable, speaker: speaker, condition: condition.label,
                    groups: [.words], into: &results)
                if showMisses && (heard != [stroke] || !accepted || wrong) {
                    print(
                        "\(speaker) \(condition.label) word \(word.hanzi) (\(stroke.pinyin)): free \(heard.map(\.rawValue)), "
                            + "accepted \(accepted), \(confusable.rawValue) accepted \(wrong)")
                }
            }
        }
        let sampled = sampledNearWords(corpus)
        if !corpus.speaker.words.isEmpty { results.words[speaker] = (corpus.nameWords.count, sampled.count) }
        for (word, stroke) in sampled {
            let (clean, voiceRMS) = corpus.isolated(word, stroke: stroke, random: &random)
            for condition in Self.conditions {
                let audio = noisy(clean.audio, snr: condition.snr, voiceRMS: voiceRMS, random: &random)
                let heard = try decode(audio, expecting: nil, into: &results).compactMap(\.name)
                let wrong = try verify(
                    audio, expecting: stroke, said: false, speaker: speaker, condition: condition.label,
                    group: .nearWords, into: &results)
                results.add(!heard.isEmpty, .init(speaker: speaker, metric: .nearHeard, group: .nearWords, condition: condition.label))
                results.add(wrong, .init(speaker: speaker, metric: .nearAccepted, group: .nearWords, condition: condition.label))
                if showMisses && (!heard.isEmpty || wrong) {
                    print(
                        "\(speaker) \(condition.label) near word \(word.hanzi) (\(word.toneless)): free \(heard.map(\.rawValue)), "
                            + "\(stroke.rawValue) accepted \(wrong)")
                }
            }
        }
    }

    /// The near words said (``nearWords`` of them, sampled evenly).
    private func sampledNearWords(_ corpus: RealVoiceCorpus) -> [(word: RealSpeaker.Word, stroke: StrokeType)] {
        let near = corpus.nearWords
        let step = nearWords > 0 ? max(1, near.count / nearWords) : 1
        return stride(from: 0, to: near.count, by: step).prefix(nearWords > 0 ? nearWords : near.count).map { near[$0] }
    }

    /// Every recording of the speaker that a test uses (names and sequences are joined from the names' syllables;
    /// words said as words are whole recordings), named by ``syllableRecording(_:)`` and ``wordRecording(_:)``.
    func testRecordings(_ corpus: RealVoiceCorpus) -> Set<String> {
        let syllables = corpus.strokes.flatMap { $0.syllables.compactMap { Pinyin($0)?.numbered } }
        let words = corpus.nameWords.map(\.word) + sampledNearWords(corpus).map(\.word)
        return Set(syllables.map(Self.syllableRecording) + words.map { Self.wordRecording($0.hanzi) })
    }

    /// A syllable recording's name in ``testRecordings(_:)``: `syllable heng2`.
    static func syllableRecording(_ numbered: String) -> String { "syllable \(numbered)" }
    /// A word recording's name in ``testRecordings(_:)``: `word 横`.
    static func wordRecording(_ hanzi: String) -> String { "word \(hanzi)" }

    /// A dozen characters' name sequences, each style, every condition; returns the clean recordings.
    private func sequences(_ corpus: RealVoiceCorpus, random: inout SeededNoise, into results: inout RealVoiceResults)
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
                        speaker: corpus.speaker.name, metric: .sequence, group: .init(style), condition: condition.label)
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

    private func noisy(_ audio: AudioBuffer, snr: Double?, voiceRMS: Double, random: inout SeededNoise) -> AudioBuffer {
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
