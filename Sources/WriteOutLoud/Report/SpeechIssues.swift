/// The speech and timing mistakes of one stroke, as sentences for the learner.
enum SpeechIssues {
    /// How far (seconds) the voice may be from its stroke before it is reported as a timing mistake.
    static let timingLimit = 1.0

    static func issues(
        stroke index: Int, expected: StrokeType, speech: SpeechVerdict, concurrency: ConcurrencyVerdict?, drawn: Bool,
        language: FeedbackLanguage
    ) -> [AnalysisIssue] {
        let zh = language == .zh
        let number = index + 1
        let name = zh ? "「\(expected.name)」" : "\(expected.name) \(expected.pinyin)"
        guard let heard = speech.heard else {
            let message = zh ? "第\(number)笔\(name)没有听到名称。" : "No name was heard for stroke \(number) (\(name))."
            return [AnalysisIssue(kind: .unspoken, stroke: index, message: message)]
        }
        var issues: [AnalysisIssue] = []
        if !speech.matched, let tone = speech.tone, !tone.agrees, speech.heardName == expected {
            let message = zh
                ? "第\(number)笔是\(name)，但声调听成了 \(tone.heard)。"
                : "Stroke \(number) is \(name), but its tone was heard as \(tone.heard)."
            issues.append(AnalysisIssue(kind: .wrongName, stroke: index, message: message))
        } else if !speech.matched {
            let said = speech.heardName.map { zh ? "「\($0.name)」" : "\($0.name) \($0.pinyin)" } ?? "“\(heard)”"
            let message = zh ? "第\(number)笔是\(name)，但念成了\(said)。" : "Stroke \(number) is \(name), but you said \(said)."
            issues.append(AnalysisIssue(kind: .wrongName, stroke: index, message: message))
        }
        if drawn, let concurrency, concurrency.relation != .during,
            abs(concurrency.lag) > timingLimit || concurrency.score < 50
        {
            let before = concurrency.relation == .before
            let message = zh
                ? "第\(number)笔的名称念得\(before ? "太早" : "太晚")了，请边写边念。"
                : "You said the name of stroke \(number) \(before ? "before" : "after") you drew it; say it while you write the stroke."
            issues.append(AnalysisIssue(kind: .timing, stroke: index, message: message))
        }
        return issues
    }
}
