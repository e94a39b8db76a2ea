import Foundation

/// The words a report puts beside a heard name when its tones were heard otherwise: "heard tī; the name is tí
/// (85 % sure)". Nothing is said when the tones agree or could not be read, so a report only grows where a
/// learner has something to hear.
enum ToneVerdictWording {
    /// The note for `verdict`, in `language`; nil when there is nothing to say.
    static func note(_ verdict: ToneVerdict?, language: FeedbackLanguage) -> String? {
        guard let verdict, !verdict.agrees, verdict.heardTones.allSatisfy({ $0 != nil }) else { return nil }
        let sure = Int((100 * verdict.confidence).rounded())
        return language == .zh
            ? "听到 \(verdict.heard)，名称是 \(verdict.expected)（把握 \(sure)%）"
            : "heard \(verdict.heard); the name is \(verdict.expected) (\(sure) % sure)"
    }
}
