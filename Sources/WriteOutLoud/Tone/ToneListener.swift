/// Hears the tones of the Mandarin stroke names in a recording, so the report can say "heard tī; the name is tí".
///
/// Each heard name's stretch of the voice is pitch-tracked and cut into as many syllables as its pinyin has (by
/// its voiced stretches where they number that many, else into equal parts), and each syllable's tone is
/// classified against the speaker's range measured from all the names heard in the recording, among the four
/// full tones (no stroke name has a neutral tone).
public struct ToneListener: Hashable, Sendable {
    public var tracker: PitchTracker
    public var classifier: ToneClassifier

    public init(tracker: PitchTracker = PitchTracker(), classifier: ToneClassifier = .fitted) {
        self.tracker = tracker
        self.classifier = classifier
    }

    /// `words` (times in seconds of `audio`) with ``WordSegment/tones`` set on each Mandarin stroke name: one
    /// entry per syllable of the name, nil where that syllable's tone could not be read. Other words are
    /// returned as they were.
    /// - Complexity: O(*n*) in the length of the names' audio (see ``PitchTracker/track(_:)``).
    public func hearingTones(of words: [WordSegment], in audio: AudioBuffer) -> [WordSegment] {
        let named = words.indices.filter { words[$0].language == .zh && words[$0].name != nil }
        guard !named.isEmpty else { return words }
        let contours: [Int: [SyllableContour?]] = Dictionary(
            uniqueKeysWithValues: named.map { index in
                let word = words[index]
                let count = word.name.map { $0.syllables.count } ?? 1
                let track = tracker.track(Self.slice(of: audio, from: word.start, to: word.end))
                return (index, Self.syllables(track.frames, count: count).map { SyllableContour(frames: $0, hop: track.hop) })
            })
        let heardPitch = contours.values.flatMap { $0.compactMap { $0?.semitones } }.flatMap { $0 }
        guard let speaker = SpeakerPitch(semitones: heardPitch) else { return words }
        var result = words
        for (index, syllables) in contours {
            result[index].tones = syllables.map { contour in
                contour.map { contour in
                    let (tone, probability) = classifier.classifyFullTone(ToneFeatures(contour: contour, speaker: speaker))
                    return HeardTone(tone: tone, probability: probability)
                }
            }
        }
        return result
    }

    /// The audio from `start` to `end` seconds (clamped to the audio).
    static func slice(of audio: AudioBuffer, from start: Double, to end: Double) -> AudioBuffer {
        let first = min(audio.samples.count, max(0, Int(start * audio.sampleRate)))
        let last = min(audio.samples.count, max(first, Int((end * audio.sampleRate).rounded(.up))))
        return AudioBuffer(samples: Array(audio.samples[first..<last]), sampleRate: audio.sampleRate)
    }

    /// `frames` cut into `count` syllables: at the unvoiced gaps between voiced stretches when there are exactly
    /// `count` stretches of at least ``SyllableContour/fewestFrames`` frames, else into equal parts.
    static func syllables(_ frames: [PitchTrack.Frame], count: Int) -> [[PitchTrack.Frame]] {
        guard count > 1 else { return [frames] }
        var stretches: [Range<Int>] = []
        var start: Int?
        for index in frames.indices {
            let voiced = frames[index].frequency != nil
            if voiced, start == nil { start = index }
            if !voiced || index == frames.count - 1, let first = start {
                let end = voiced ? index + 1 : index
                if end - first >= SyllableContour.fewestFrames { stretches.append(first..<end) }
                start = nil
            }
        }
        if stretches.count == count { return stretches.map { Array(frames[$0]) } }
        return (0..<count).map { part in
            Array(frames[(part * frames.count / count)..<((part + 1) * frames.count / count)])
        }
    }
}
