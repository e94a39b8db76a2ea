/// The speech and timing mistakes of one stroke, as sentences for the learner.
enum SpeechIssues {
    /// How far (seconds) the voice may be from its stroke before it is reported as a timing mistake.
    static let timingLimit = 1.0

    static func issues(
        stroke index: Int, expected: StrokeType, speech: SpeechVerdict, concurrency: ConcurrencyVerdict?, drawn: Bool
    ) -> [AnalysisIssue] {
        let number = index + 1
        let name = "\(expected.name) \(expected.pinyin)"
        guard let heard = speech.heard else {
            return [AnalysisIssue(kind: .unspoken, stroke: index, message: "No name was heard for stroke \(number) (\(name)).")]
        }
        var issues: [AnalysisIssue] = []
        if !speech.matched {
            let said = speech.heardName.map { "\($0.name) \($0.pinyin)" } ?? "“\(heard)”"
            issues.append(
                AnalysisIssue(kind: .wrongName, stroke: index, message: "Stroke \(number) is \(name), but you said \(said)."))
        }
        if drawn, let concurrency, concurrency.relation != .during,
            abs(concurrency.lag) > timingLimit || concurrency.score < 50
        {
            let when = concurrency.relation == .before ? "before you drew it" : "after you drew it"
            issues.append(
                AnalysisIssue(
                    kind: .timing, stroke: index,
                    message: "You said the name of stroke \(number) \(when); say it while you write the stroke."))
        }
        return issues
    }
}
