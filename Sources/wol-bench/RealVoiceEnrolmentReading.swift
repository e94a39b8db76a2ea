import Foundation
import WriteOutLoud

/// One voice's reading for enrolment in `wol-bench speech --real --enrol`, made only of the voice's recordings that
/// none of its tests uses, with pauses of its room tone between the words as the practice page asks.
///
/// A speaker of syllables reads the practice page's prompt (``EnrollmentPrompt/practicePage``): each word from the
/// speaker's syllables, in the prompt's tone when that recording is no test's, else in another tone no test uses
/// (the en-us model the transform adapts has no tones), the prompt's names joined from such syllables. A speaker of
/// words has no syllables: the reading is the speaker's words made only of stroke syllables that no test uses
/// (words of two syllables and near words not sampled), those adding prompt syllables not yet read first, until
/// about ``targetSeconds``.
struct RealVoiceEnrolmentReading {
    /// Length a words reading is filled up to, in seconds: about the practice page's reading.
    static let targetSeconds = 20.0
    /// Pause of room tone after each word, in seconds.
    static let pause = 0.6...1.0

    var audio: AudioBuffer
    /// Dictionary words said, in order (`heng`, `hengzhe`, `shudian`).
    var words: [String]
    /// The recordings in the reading, named as ``RealVoiceBenchmark/testRecordings(_:)`` names the tests'.
    var recordings: [String]
    /// What was read for each word, for the report (`hēng`, `héngzhé←heng4+zhe4`, `书店`).
    var read: [String]
    /// Words made of several syllables that the shipped dictionaries may lack, with their syllables.
    var compounds: [String: [String]]
    /// Seconds of voice (the recordings themselves, without pauses).
    var voiceSeconds: Double

    /// The prompt read from a speaker's syllables; a word with a syllable the speaker recorded only for tests (or
    /// not at all) is left out.
    init(syllablesOf speaker: RealSpeaker, avoiding tests: Set<String>, random: inout SeededNoise) {
        let prompt = EnrollmentPrompt.practicePage
        var used: Set<String> = []
        var parts: [(word: String, read: String, clips: [[Float]])] = []
        var recordings: [String] = []
        for (shown, word) in zip(prompt.shown, prompt.words) {
            guard let syllables = Pinyin.syllables(in: shown) else { continue }
            let chosen = syllables.map { syllable in
                Self.recording(of: syllable, in: speaker, avoiding: tests, preferringOtherThan: used)
            }
            guard chosen.allSatisfy({ $0 != nil }) else { continue }
            let names = chosen.compactMap { $0 }
            used.formUnion(names)
            recordings += names.map(RealVoiceBenchmark.syllableRecording)
            let exact = zip(syllables, names).allSatisfy { $0.numbered == $1 }
            parts.append((word, exact ? shown : "\(shown)←" + names.joined(separator: "+"), names.compactMap { speaker.syllables[$0] }))
        }
        self.init(speaker: speaker, parts: parts, recordings: recordings, compounds: [:], random: &random)
    }

    /// About ``targetSeconds`` of a speaker's words made of stroke syllables, none of them a test.
    init(wordsOf speaker: RealSpeaker, avoiding tests: Set<String>, random: inout SeededNoise) {
        let strokeSyllables = Set(EnrollmentTake.strokeSyllables + ["quan", "zuo"])
        var candidates = speaker.words.filter { word in
            !tests.contains(RealVoiceBenchmark.wordRecording(word.hanzi))
                && word.syllables.allSatisfy { strokeSyllables.contains($0.ascii) }
        }
        var unread = Set(EnrollmentTake.strokeSyllables)
        var chosen: [RealSpeaker.Word] = []
        var seconds = 2 * RealVoiceCorpus.padding
        while !candidates.isEmpty && seconds < Self.targetSeconds {
            let gains = candidates.map { Set($0.syllables.map(\.ascii)).intersection(unread).count }
            let index = gains.firstIndex(of: gains.max()!)!
            let word = candidates.remove(at: index)
            unread.subtract(word.syllables.map(\.ascii))
            chosen.append(word)
            seconds += Double(word.samples.count) / RealSpeaker.rate + Self.pause.upperBound
        }
        var compounds: [String: [String]] = [:]
        let parts = chosen.map { word -> (word: String, read: String, clips: [[Float]]) in
            let token = word.syllables.map(\.ascii).joined()
            if word.syllables.count > 1 { compounds[token] = word.syllables.map(\.ascii) }
            return (token, word.hanzi, [word.samples])
        }
        self.init(
            speaker: speaker, parts: parts, recordings: chosen.map { RealVoiceBenchmark.wordRecording($0.hanzi) },
            compounds: compounds, random: &random)
    }

    private init(
        speaker: RealSpeaker, parts: [(word: String, read: String, clips: [[Float]])], recordings: [String],
        compounds: [String: [String]], random: inout SeededNoise
    ) {
        var samples = speaker.roomTone(seconds: RealVoiceCorpus.padding, random: &random)
        var voice = 0
        for part in parts {
            for (index, clip) in part.clips.enumerated() {
                if index > 0 {
                    let gap = RealVoiceCorpus.Style.together.gap
                    samples += speaker.roomTone(
                        seconds: gap.lowerBound + random.uniform() * (gap.upperBound - gap.lowerBound), random: &random)
                }
                samples += clip
                voice += clip.count
            }
            samples += speaker.roomTone(
                seconds: Self.pause.lowerBound + random.uniform() * (Self.pause.upperBound - Self.pause.lowerBound),
                random: &random)
        }
        samples += speaker.roomTone(seconds: RealVoiceCorpus.padding, random: &random)
        audio = AudioBuffer(samples: samples, sampleRate: RealSpeaker.rate)
        words = parts.map(\.word)
        read = parts.map(\.read)
        self.recordings = recordings
        self.compounds = compounds
        voiceSeconds = Double(voice) / RealSpeaker.rate
    }

    /// The speaker's recording of a syllable (numbered, `heng1`) that no test uses: in its own tone if possible,
    /// else in another tone, one not yet in the reading first.
    private static func recording(
        of syllable: Pinyin, in speaker: RealSpeaker, avoiding tests: Set<String>, preferringOtherThan used: Set<String>
    ) -> String? {
        let tones = [syllable.tone] + (1...Pinyin.neutralTone).filter { $0 != syllable.tone }
        let free = tones.compactMap { Pinyin(toneless: syllable.toneless, tone: $0)?.numbered }.filter {
            speaker.syllables[$0] != nil && !tests.contains(RealVoiceBenchmark.syllableRecording($0))
        }
        return free.first { !used.contains($0) } ?? free.first
    }
}
