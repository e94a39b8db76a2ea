/// A few sentences about the whole attempt, built from its verdicts.
enum OverallFeedback {
    static func sentences(overall: OverallScore, strokes: [StrokeReport], speech: SpeechStatus) -> [String] {
        var sentences: [String] = []
        let headline: String =
            switch overall.grade {
            case .excellent: "Excellent work"
            case .good: "Good work"
            case .ok: "A fair attempt"
            case .tryAgain: "Let's try that again"
            }
        sentences.append("\(headline): \(Int(overall.score.rounded())) out of 100.")

        let failed = strokes.filter { !$0.passed }.map { String($0.index + 1) }
        sentences.append(
            failed.isEmpty
                ? "Every stroke was drawn well."
                : "Practise stroke\(failed.count == 1 ? "" : "s") \(failed.joined(separator: ", ")).")

        switch speech {
        case .notRecorded: sentences.append("No voice was recorded, so stroke names and timing were not judged.")
        case .skipped: sentences.append("The voice recording was not analysed.")
        case .recognised:
            let unmatched = strokes.filter { $0.speech?.matched != true }.map { String($0.index + 1) }
            sentences.append(
                unmatched.isEmpty
                    ? "You named every stroke correctly."
                    : "Say the right name for stroke\(unmatched.count == 1 ? "" : "s") \(unmatched.joined(separator: ", ")).")
            if let concurrency = overall.concurrency, concurrency < 60 {
                sentences.append("Say each name while your pen is moving, not before or after.")
            }
        }
        return sentences
    }
}
