/// Turns verdicts into sentences for the learner, in English or Chinese.
///
/// Every sentence is chosen by a verdict and carries its specifics (the stroke's name, what was heard, how
/// early or late), so two different attempts never get the same canned text.
public struct FeedbackWriter: Sendable {
    public var language: FeedbackLanguage
    /// A stroke whose concurrency score is at least this is praised for its timing.
    public var goodTiming: Double

    public init(language: FeedbackLanguage = .en, goodTiming: Double = 80) {
        self.language = language
        self.goodTiming = goodTiming
    }

    private var zh: Bool { language == .zh }

    /// The three messages for one stroke.
    /// - Parameters:
    ///   - judgement: how the stroke was drawn.
    ///   - expected: the stroke's type, nil for a stroke with no name to say.
    ///   - speech: what was heard for it, nil when there is no audio or no name to say.
    ///   - concurrency: how voice and pen overlapped, nil when nothing was heard for it.
    public func stroke(
        _ judgement: StrokeJudgement, expected: StrokeType?, speech: SpeechVerdict?, concurrency: ConcurrencyVerdict?
    ) -> StrokeMessages {
        StrokeMessages(
            stroke: drawing(judgement), speech: expected.flatMap { type in speech.map { self.speech($0, expected: type) } },
            timing: concurrency.map(timing))
    }

    /// A few sentences about the whole attempt.
    public func overall(_ overall: OverallScore, strokes: [StrokeReport], speech status: SpeechStatus) -> [String] {
        var sentences = [headline(overall)]
        let failed = strokes.filter { !$0.passed }.map { $0.index + 1 }
        sentences.append(
            failed.isEmpty
                ? (zh ? "每一笔都写得很好。" : "Every stroke was drawn well.")
                : (zh ? "请多练习第\(list(failed))笔。" : "Practise stroke\(plural(failed)) \(list(failed))."))
        if !strokes.isEmpty, strokes.allSatisfy({ $0.expected.type == nil }) {
            sentences.append(zh ? "这些笔画没有名称要念，只评判书写。" : "These strokes have no names to say, so only the writing was judged.")
            return sentences
        }
        switch status {
        case .notRecorded:
            sentences.append(zh ? "没有录音，所以没有评判笔画名称和节奏。" : "No voice was recorded, so stroke names and timing were not judged.")
        case .skipped:
            sentences.append(zh ? "这次没有分析录音。" : "The voice recording was not analysed.")
        case .recognised:
            let unnamed = strokes.filter { $0.expected.type != nil && $0.speech?.matched != true }.map { $0.index + 1 }
            sentences.append(
                unnamed.isEmpty
                    ? (zh ? "每一笔的名称都念对了。" : "You named every stroke correctly.")
                    : (zh ? "第\(list(unnamed))笔的名称没有念对。" : "Say the right name for stroke\(plural(unnamed)) \(list(unnamed))."))
            if let concurrency = overall.concurrency, concurrency < 60 {
                sentences.append(zh ? "请一边写一边念，不要提前或拖后。" : "Say each name while your pen is moving, not before or after.")
            }
        }
        return sentences
    }

    private func headline(_ overall: OverallScore) -> String {
        let score = Int(overall.score.rounded())
        return switch (overall.grade, zh) {
        case (.excellent, false): "Excellent work: \(score) out of 100."
        case (.good, false): "Good work: \(score) out of 100."
        case (.ok, false): "A fair attempt: \(score) out of 100."
        case (.tryAgain, false): "Let's try that again: \(score) out of 100."
        case (.excellent, true): "非常好！得分 \(score)/100。"
        case (.good, true): "很好！得分 \(score)/100。"
        case (.ok, true): "还可以，得分 \(score)/100。"
        case (.tryAgain, true): "再试一次吧，得分 \(score)/100。"
        }
    }

    private func drawing(_ judgement: StrokeJudgement) -> String {
        guard judgement.drawnIndex != nil else { return zh ? "漏写了这一笔。" : "This stroke is missing." }
        if judgement.passed { return zh ? "写得好。" : "Well drawn." }
        return switch (fault(of: judgement), zh) {
        case ("shape", false): "Its shape is off."
        case ("reversed", false): "It is drawn backwards."
        case ("direction", false): "It goes the wrong way."
        case ("angle", false): "It is drawn at the wrong angle."
        case ("position", false): "It is in the wrong place."
        case (_, false): "It is the wrong size."
        case ("shape", true): "笔形不对。"
        case ("reversed", true): "方向写反了。"
        case ("direction", true): "方向不对。"
        case ("angle", true): "角度不对。"
        case ("position", true): "位置不对。"
        default: "长短比例不对。"
        }
    }

    /// The dimension a failed stroke's verdict names: the one its first tip corrects, so the verdict speaks to an
    /// error before style as the tips do (``StrokeAdvice``), or its weakest dimension when it has no correction.
    /// A stroke is said to go the wrong way only when a tip says so: where its main movement runs the model's way,
    /// its direction score was lost to an angle (a turn tip: the verdict names the angle) or to a bend along it,
    /// which the verdict calls its shape. Backwards (start and end swapped) is told apart from another way (a
    /// main movement across the model's), since "写反了" says reversed. A note (a join) is not a correction and
    /// names nothing.
    private func fault(of judgement: StrokeJudgement) -> String {
        switch judgement.tips.first(where: \.isCorrection) {
        case .startAndDraw: return "reversed"
        case .draw: return "direction"
        case .startFurther, .move: return "position"
        case .longer, .shorter, .narrower, .wider, .lessTall, .taller: return "proportion"
        case .turn: return "angle"
        case .drawType, .followShape: return "shape"
        case .drawMissing, .joined, .joinSags, .notJoined, nil:
            let scores = judgement.scores
            return [
                ("shape", min(scores.shape, scores.direction)), ("position", scores.position),
                ("proportion", scores.proportion),
            ].min { $0.1 < $1.1 }!.0
        }
    }

    private func speech(_ verdict: SpeechVerdict, expected: StrokeType) -> String {
        let name = zh ? "「\(expected.name)」" : "\(expected.name) \(expected.pinyin)"
        guard let heard = verdict.heard else { return zh ? "请念出笔画名称\(name)。" : "Say its name: \(name)." }
        let said = verdict.heardName.map { zh ? "「\($0.name)」" : "\($0.name) \($0.pinyin)" } ?? "“\(heard)”"
        if verdict.matched, verdict.homophone {
            return zh ? "念的是“\(heard)”，和\(name)同音，算对。" : "You said “\(heard)”, which sounds like \(name): that counts."
        }
        if verdict.matched { return zh ? "名称念对了：\(name)。" : "You said its name, \(name)." }
        return zh ? "念成了\(said)，应该念\(name)。" : "You said \(said); this stroke is \(name)."
    }

    private func timing(_ verdict: ConcurrencyVerdict) -> String {
        let seconds = String(Double(Int((abs(verdict.lag) * 10).rounded())) / 10)
        if verdict.score >= goodTiming { return zh ? "边写边念，很好。" : "Spoken as you wrote it." }
        return switch (verdict.relation, zh) {
        case (.before, false): "You said it before writing; start the name as the pen moves."
        case (.after, false): "You said it \(seconds) s after the stroke; say it while you write."
        case (.during, false): verdict.lag > 0
            ? "You started the name \(seconds) s into the stroke; start it with the pen."
            : "You started the name \(seconds) s early; start it with the pen."
        case (.before, true): "念得太早了，请在下笔时念。"
        case (.after, true): "写完\(seconds)秒后才念，请边写边念。"
        case (.during, true): verdict.lag > 0 ? "下笔\(seconds)秒后才开始念，请下笔时就念。" : "提前\(seconds)秒念了，请下笔时再念。"
        }
    }

    private func list(_ numbers: [Int]) -> String {
        numbers.map(String.init).joined(separator: zh ? "、" : ", ")
    }

    private func plural(_ numbers: [Int]) -> String { numbers.count == 1 ? "" : "s" }
}
