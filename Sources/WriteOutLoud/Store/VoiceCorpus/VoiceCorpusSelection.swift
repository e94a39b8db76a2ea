import Foundation

/// Which strokes of a stored attempt become training clips, and where they are cut: a stroke with a named type
/// whose name was heard (in Mandarin, with times) and either passed by the teacher's standing verdict on its
/// name, or, with no teacher verdict, matched by the engine at least ``minimumConfidence`` sure. A teacher's
/// fail keeps a stroke out whatever the engine heard.
public struct VoiceCorpusSelection: Sendable {
    /// Seconds of voice kept either side of the heard word, but never past halfway to a neighbouring heard word.
    public var margin: Double
    /// The engine's confidence (0–1) a match needs when no teacher judged the name.
    public var minimumConfidence: Double

    public static let defaultMargin = 0.15
    public static let defaultMinimumConfidence = 0.8

    public init(margin: Double = defaultMargin, minimumConfidence: Double = defaultMinimumConfidence) {
        self.margin = margin
        self.minimumConfidence = minimumConfidence
    }

    /// The clips of one attempt.
    /// - Parameters:
    ///   - reviewed: the attempt with its teachers' verdicts.
    ///   - replay: its kept recording, voice and heard words.
    ///   - duration: the kept voice's length in seconds.
    /// - Returns: the clips in stroke order; none for a replay kept before heard words' times were.
    public func clips(of reviewed: ReviewedAttempt, replay: AttemptReplay, duration: Double) -> [VoiceCorpusClip] {
        let offset = Self.audioOffset(replay.recording)
        let verdicts = reviewed.verdicts.standing.filter { $0.dimension == .name }
        let words: [ClosedRange<Double>] = replay.speech.compactMap { speech in
            guard let speech, speech.heard != nil, let start = speech.start, let end = speech.end, end >= start else {
                return nil
            }
            return (start - offset)...(end - offset)
        }
        var clips: [VoiceCorpusClip] = []
        for (index, stroke) in reviewed.attempt.strokes.enumerated() {
            guard let type = stroke.type, replay.speech.indices.contains(index), let speech = replay.speech[index],
                speech.heard != nil, speech.language != .en, let start = speech.start, let end = speech.end, end > start
            else { continue }
            let label: VoiceCorpusClip.Label
            if let verdict = verdicts.last(where: { $0.stroke == index }) {
                guard verdict.passed else { continue }
                label = .teacher
            } else {
                guard speech.matched, (speech.confidence ?? 0) >= minimumConfidence else { continue }
                label = .engine
            }
            let word = (start - offset)...(end - offset)
            let before = words.filter { $0.upperBound <= word.lowerBound }.map(\.upperBound).max()
            let after = words.filter { $0.lowerBound >= word.upperBound }.map(\.lowerBound).min()
            let from = max(0, word.lowerBound - margin, before.map { ($0 + word.lowerBound) / 2 } ?? 0)
            let to = min(duration, word.upperBound + margin, after.map { ($0 + word.upperBound) / 2 } ?? duration)
            guard to > from else { continue }
            clips.append(
                VoiceCorpusClip(
                    learner: reviewed.attempt.learner, attempt: reviewed.id, stroke: index, name: type, label: label,
                    start: from, end: to))
        }
        return clips
    }

    /// The ink-clock time of the voice's first sample, from the kept recording's JSON (0 when it says none).
    private static func audioOffset(_ recording: Data) -> Double {
        let decoder = JSONDecoder()
        decoder.userInfo[Recording.ignoresAudio] = true
        return (try? decoder.decode(Recording.self, from: recording))?.audio?.offset ?? 0
    }
}
