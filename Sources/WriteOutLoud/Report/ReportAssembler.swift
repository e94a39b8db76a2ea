/// Puts the stroke analysis, the recognised speech and their timing together into one report.
///
/// Pure: it computes from its inputs only, so each part of the engine can be tested on its own.
public struct ReportAssembler: Sendable {
    public var weights: ReportWeights
    public var aligner: SpeechAligner
    public var feedback: FeedbackWriter

    public init(
        weights: ReportWeights = .default, aligner: SpeechAligner = SpeechAligner(),
        feedback: FeedbackWriter = FeedbackWriter()
    ) {
        self.weights = weights
        self.aligner = aligner
        self.feedback = feedback
    }

    /// The speech a recording came with, on the ink clock.
    public enum Speech: Sendable {
        case notRecorded
        case skipped
        /// Recognised words with times already moved to the ink clock.
        case words([WordSegment])
    }

    /// Builds the report.
    /// - Parameters:
    ///   - file: the recording's path as the user gave it.
    ///   - recording: the recording (its ink supplies stroke times).
    ///   - template: the character's template.
    ///   - analysis: the stroke analyzer's verdict on the ink.
    ///   - speech: what was heard.
    ///   - matcher: decides whether a word counts as a stroke's name, and whether as a homophone.
    public func assemble(
        file: String, recording: Recording, template: CharacterTemplate, analysis: StrokeAnalysis, speech: Speech,
        matcher: any StrokeNameMatching
    ) -> AnalysisReport {
        let words: [WordSegment]? = if case .words(let words) = speech { words } else { nil }
        let spans = analysis.strokes.map { judgement in
            judgement.drawnIndex.flatMap { recording.ink.strokes.indices.contains($0) ? recording.ink.strokes[$0] : nil }
                .flatMap { stroke in stroke.start.map { TimeSpan(start: $0, end: stroke.end ?? $0) } }
        }
        let assignment: [Int: Int] = words.map { words in
            let strokes = analysis.strokes.enumerated().compactMap { index, judgement -> SpeechAligner.Stroke? in
                guard let span = spans[index], let expected = template.strokes[judgement.templateIndex].type else {
                    return nil
                }
                return SpeechAligner.Stroke(templateIndex: index, expected: expected, span: span)
            }
            return aligner.align(strokes: strokes, words: words) { word, stroke in
                Self.match(word, stroke: template.strokes[analysis.strokes[stroke.templateIndex].templateIndex], matcher).matched
            }
        } ?? [:]

        let sentences = StrokeSentences(language: feedback.language)
        var errors = analysis.issues.map { issue in
            AnalysisIssue(kind: issue.kind, stroke: issue.stroke, message: sentences.issue(issue.detail))
        }
        let strokes = analysis.strokes.enumerated().map { index, judgement in
            let expected = template.strokes[judgement.templateIndex].type
            var speechVerdict: SpeechVerdict?
            var concurrency: ConcurrencyVerdict?
            if words != nil, let expected {
                speechVerdict = .silent
                if let wordIndex = assignment[index], let word = words?[wordIndex] {
                    let match = Self.match(word, stroke: template.strokes[judgement.templateIndex], matcher)
                    speechVerdict = SpeechVerdict(
                        heard: word.word, heardName: word.name, matched: match.matched, homophone: match.homophone,
                        language: word.language, start: word.start, end: word.end, confidence: word.confidence)
                    speechVerdict?.tone = Self.toneVerdict(word, expected: expected, matched: match.matched)
                    if let span = spans[index] {
                        concurrency = aligner.policy.verdict(stroke: span, speech: TimeSpan(start: word.start, end: word.end))
                    }
                }
                errors += SpeechIssues.issues(
                    stroke: index, expected: expected, speech: speechVerdict ?? .silent, concurrency: concurrency,
                    drawn: judgement.drawnIndex != nil, language: feedback.language)
            }
            return StrokeReport(
                index: index,
                expected: ExpectedStroke(expected, letter: LetterStroke(stroke: judgement.templateIndex, of: template)),
                drawn: judgement.drawnIndex,
                accuracy: judgement.accuracy, passed: judgement.passed, scores: judgement.scores,
                recognizedType: judgement.recognizedType, tips: judgement.tips.map(sentences.tip), speech: speechVerdict,
                concurrency: concurrency,
                feedback: feedback.stroke(judgement, expected: expected, speech: speechVerdict, concurrency: concurrency))
        }

        let overall = overallScore(strokes: strokes, hasSpeech: words != nil)
        let summary: SpeechSummary =
            switch speech {
            case .notRecorded: SpeechSummary(status: .notRecorded, words: [])
            case .skipped: SpeechSummary(status: .skipped, words: [])
            case .words(let words): SpeechSummary(status: .recognised, words: words)
            }
        return AnalysisReport(
            file: file, character: template.character, learner: recording.learner, overall: overall,
            strokes: strokes, extraStrokes: analysis.extraStrokes, errors: errors.sorted(by: Self.byStroke),
            speech: summary, feedback: feedback.overall(overall, strokes: strokes, speech: summary.status))
    }

    /// Stroke accuracy over every stroke; speech and timing over the strokes that have a name to say, and not at
    /// all when none has (a Latin letter), so nameless strokes neither earn nor lose speech points.
    private func overallScore(strokes: [StrokeReport], hasSpeech: Bool) -> OverallScore {
        let count = Double(max(strokes.count, 1))
        let accuracy = strokes.reduce(0) { $0 + $1.accuracy } / count
        let named = strokes.filter { $0.expected.type != nil }
        let judgesSpeech = hasSpeech && (strokes.isEmpty || !named.isEmpty)
        let namedCount = Double(max(named.count, 1))
        let speech = judgesSpeech ? 100 * Double(named.filter { $0.speech?.matched == true }.count) / namedCount : nil
        let sync = judgesSpeech ? named.reduce(0) { $0 + ($1.concurrency?.score ?? 0) } / namedCount : nil
        let score = weights.combine(strokeAccuracy: accuracy, speechCorrectness: speech, concurrency: sync)
        return OverallScore(
            score: score, strokeAccuracy: accuracy, speechCorrectness: speech, concurrency: sync,
            grade: Grade(score: score))
    }

    /// The word matched against each name the stroke goes by (its type's, then the others teachers use): the
    /// first that counts, else the type's own result.
    private static func match(_ word: WordSegment, stroke: TemplateStroke, _ matcher: any StrokeNameMatching)
        -> NameMatch
    {
        let results = stroke.spokenNames.lazy.map { matcher.match(word, expected: $0) }
        return results.first(where: \.matched) ?? results.first ?? NameMatch(matched: false, homophone: false)
    }

    /// The tones heard in `word` against the expected name's, when they were listened for and the word is that
    /// name (said, or refused only for its tones).
    private static func toneVerdict(_ word: WordSegment, expected: StrokeType, matched: Bool) -> ToneVerdict? {
        let syllables = expected.syllables.compactMap { Pinyin($0) }
        guard let tones = word.tones, tones.count == syllables.count, matched || word.name == expected else {
            return nil
        }
        return ToneVerdict(syllables: syllables, heard: tones)
    }

    private static func byStroke(_ a: AnalysisIssue, _ b: AnalysisIssue) -> Bool {
        (a.stroke ?? Int.max, a.kind.rawValue) < (b.stroke ?? Int.max, b.kind.rawValue)
    }
}
