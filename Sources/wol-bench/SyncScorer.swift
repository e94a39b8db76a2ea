import Foundation
import WriteOutLoud

/// Whether one stroke got the right speech, judged against a session's truth.
struct SyncStrokeResult: Sendable {
    enum Outcome: String, Sendable {
        /// The assigned word lies on one of the stroke's own name clips, or nothing was assigned to an unnamed stroke.
        case right
        /// The stroke was named but got no speech.
        case missed
        /// The assigned word lies on another stroke's name, a wrong name, a filler, or no clip at all.
        case wrongSpeech = "wrong speech"
        /// The stroke was drawn silently but got speech.
        case spurious
    }

    var file: String
    var stroke: Int
    var conditions: [String]
    var outcome: Outcome
    /// The clip the assigned word lies on, for listing misses.
    var heard: String?
    /// Whether the aligner had what it needed: a word lying on one of the stroke's right clips, or (for a
    /// stroke drawn silently) nothing. False means the miss is the recogniser's.
    var rightWordAvailable: Bool
}

/// Scores an assignment of speech to strokes against the truth of one session.
enum SyncScorer {
    /// - Parameters:
    ///   - session: the truth.
    ///   - assigned: for each template stroke index that got speech, the assigned word's span on the ink clock.
    ///   - words: every word the aligner was given.
    /// - Returns: one result per stroke of the truth, in stroke order.
    /// - Complexity: O((*n* + *w*) × *c*) for *n* strokes, *w* words and *c* clips.
    static func score(_ session: SyncCorpus.Session, assigned: [Int: TimeSpan], words: [WordSegment]) -> [SyncStrokeResult] {
        let wordClips = words.compactMap { clip(under: TimeSpan(start: $0.start, end: $0.end), in: session.clips)?.id }
        return session.strokes.map { truth -> SyncStrokeResult in
            let span = assigned[truth.stroke]
            let heardClip = span.flatMap { Self.clip(under: $0, in: session.clips) }
            let outcome: SyncStrokeResult.Outcome
            if span == nil {
                outcome = truth.accepted.isEmpty ? .right : .missed
            } else if truth.accepted.isEmpty {
                outcome = .spurious
            } else {
                outcome = heardClip.map { truth.accepted.contains($0.id) } == true ? .right : .wrongSpeech
            }
            let heard = span.map { span in
                heardClip.map { "\($0.role) “\($0.text)” at \(format($0.onset))" } ?? "no clip at \(format(span.start))"
            }
            return SyncStrokeResult(
                file: session.file, stroke: truth.stroke, conditions: truth.conditions, outcome: outcome, heard: heard,
                rightWordAvailable: truth.accepted.isEmpty || truth.accepted.contains(where: wordClips.contains))
        }
    }

    /// The clip sharing the most time with a word's span; a word of no duration counts for the clip it sits in.
    static func clip(under span: TimeSpan, in clips: [SyncCorpus.Clip]) -> SyncCorpus.Clip? {
        let scored = clips.map { clip in
            (clip, span.intersection(with: clip.span) + (span.gap(to: clip.span) == 0 ? 1e-9 : 0))
        }
        guard let best = scored.max(by: { $0.1 < $1.1 }), best.1 > 0 else { return nil }
        return best.0
    }

    private static func format(_ time: Double) -> String { String(format: "%.3f s", time) }
}
