/// The words the HTML and SVG reports are framed with (headings, legends, table labels), in one language.
///
/// The sentences inside a report come from ``FeedbackWriter`` already in the learner's language; these labels
/// follow the same ``FeedbackLanguage`` so a page never mixes two languages in its own chrome.
struct ReportLabels: Sendable {
    var htmlLanguage: String
    var reportTitle: String
    var learner: String
    var recorded: String
    var file: String
    var yourCharacter: String
    var scores: String
    var mistakes: String
    var noMistakes: String
    var penAndVoice: String
    var swipe: String
    var strokeByStroke: String
    var drawnDirection: String
    var numbersAtStart: String
    var rightName: String
    var wrongNameLegend: String
    var notAName: String
    var saidBeforeOrAfter: String
    var overall: String
    var strokes: String
    var speech: String
    var together: String
    var notMeasured: String
    var notRecorded: String
    var skipped: String
    var columns:
        (
            number: String, stroke: String, drawing: String, dimensions: String, heard: String, timing: String,
            advice: String
        )
    var shape: String
    var direction: String
    var position: String
    var proportion: String
    var passed: String
    var needsWork: String
    var extraStroke: String
    var missing: String
    var notDrawn: String
    var nothingHeard: String
    var soundsTheSame: String
    var wrongName: String
    var thatIs: String
    var looksLike: String
    var whileDrawing: String
    var beforeThePen: String
    var afterThePen: String
    var overlap: String
    var score: String
    var nothingToTime: String
    /// In the name, heard and timing cells of a stroke with no named type (a Latin cursive stroke).
    var noName: String
    var extraStrokes: String
    var reportFormat: String
    var pen: String
    var voice: String
    var noVoice: String
    var voiceNotAnalysed: String
    var nothingWasHeard: String
    var noStrokes: String
    var timelineTitle: String
    /// `Stroke 3` in the language.
    var strokeNumber: @Sendable (String) -> String
    /// The drawing's title, from the character and the learner if known.
    var drawingTitle: @Sendable (String, String?) -> String
    /// `voice +0.30 s from pen-down` in the language, from the signed lag.
    var voiceLag: @Sendable (String) -> String
    /// The grade as shown on its badge.
    var grade: @Sendable (Grade) -> String
    /// Whether to show a stroke's English name under its Chinese one.
    var showsEnglishStrokeNames: Bool

    /// The word for a verdict in legends and tooltips.
    func verdict(_ verdict: StrokeVerdict) -> String {
        switch verdict {
        case .passed: passed
        case .failed: needsWork
        case .extra: extraStroke
        case .missing: missing
        }
    }

    /// Why a speech score is absent.
    func speechStatus(_ status: SpeechStatus) -> String {
        switch status {
        case .recognised: notMeasured
        case .notRecorded: notRecorded
        case .skipped: skipped
        }
    }

    static let english = ReportLabels(
        htmlLanguage: "en", reportTitle: "Write Out Loud report", learner: "Learner", recorded: "Recorded",
        file: "File", yourCharacter: "Your character", scores: "Scores", mistakes: "Mistakes",
        noMistakes: "No mistakes were found.", penAndVoice: "Pen and voice",
        swipe: "Swipe sideways to see the whole timeline.", strokeByStroke: "Stroke by stroke",
        drawnDirection: "drawn direction", numbersAtStart: "numbers at each stroke's start", rightName: "right name",
        wrongNameLegend: "wrong name", notAName: "not a stroke's name",
        saidBeforeOrAfter: "said before or after the pen", overall: "Overall", strokes: "Strokes", speech: "Speech",
        together: "Together", notMeasured: "not measured", notRecorded: "not recorded", skipped: "skipped",
        columns: ("#", "Stroke", "Drawing", "Dimensions", "Heard", "Timing", "Advice"), shape: "shape",
        direction: "direction", position: "position", proportion: "proportion", passed: "passed",
        needsWork: "needs work", extraStroke: "extra stroke", missing: "missing", notDrawn: "not drawn",
        nothingHeard: "nothing heard", soundsTheSame: "sounds the same", wrongName: "wrong name",
        thatIs: "that is", looksLike: "looks like", whileDrawing: "while drawing", beforeThePen: "before the pen",
        afterThePen: "after the pen", overlap: "overlap",
        score: "score", nothingToTime: "nothing to time", noName: "no name to say",
        extraStrokes: "Extra strokes (grey, numbered in the order you drew them)", reportFormat: "report format",
        pen: "Pen", voice: "Voice", noVoice: "No voice was recorded", voiceNotAnalysed: "The voice was not analysed",
        nothingWasHeard: "Nothing was heard", noStrokes: "No strokes were drawn",
        timelineTitle: "When each stroke was drawn and each word said",
        strokeNumber: { "Stroke \($0)" },
        drawingTitle: { character, learner in
            "\(character) as written\(learner.map { " by \($0)" } ?? ""), over its template"
        },
        voiceLag: { "voice \($0) from pen-down" },
        grade: { $0.rawValue },
        showsEnglishStrokeNames: true)

    static let chinese = ReportLabels(
        htmlLanguage: "zh-Hans", reportTitle: "Write Out Loud 报告", learner: "学习者", recorded: "录制时间",
        file: "文件", yourCharacter: "你写的字", scores: "得分", mistakes: "错误", noMistakes: "没有发现错误。",
        penAndVoice: "笔和声音", swipe: "左右滑动查看完整时间轴。", strokeByStroke: "逐笔分析",
        drawnDirection: "书写方向", numbersAtStart: "数字标在每一笔的起点", rightName: "名称正确",
        wrongNameLegend: "名称错误", notAName: "不是笔画名称", saidBeforeOrAfter: "念早了或念晚了", overall: "总分",
        strokes: "笔画", speech: "名称", together: "同步", notMeasured: "未评估", notRecorded: "没有录音",
        skipped: "已跳过", columns: ("#", "笔画", "书写", "各项", "听到", "节奏", "建议"), shape: "形状",
        direction: "方向", position: "位置", proportion: "比例", passed: "写对了", needsWork: "需要改进",
        extraStroke: "多余的笔画", missing: "漏写", notDrawn: "没有写", nothingHeard: "没有听到",
        soundsTheSame: "同音", wrongName: "名称不对", thatIs: "即", looksLike: "像", whileDrawing: "边写边念",
        beforeThePen: "下笔前念的", afterThePen: "写完后念的", overlap: "重叠",
        score: "得分", nothingToTime: "无法计时", noName: "无需念名称", extraStrokes: "多余的笔画（灰色，按书写顺序编号）",
        reportFormat: "报告格式", pen: "笔", voice: "声音", noVoice: "没有录音", voiceNotAnalysed: "没有分析录音",
        nothingWasHeard: "没有听到声音", noStrokes: "没有写任何笔画", timelineTitle: "每一笔的书写时间和每个词的念出时间",
        strokeNumber: { "第\($0)笔" },
        drawingTitle: { character, learner in "\(learner.map { "\($0)写的" } ?? "")「\(character)」，叠在范字上" },
        voiceLag: { "声音比下笔 \($0)" },
        grade: { grade in
            switch grade {
            case .excellent: "优秀"
            case .good: "良好"
            case .ok: "及格"
            case .tryAgain: "再试一次"
            }
        },
        showsEnglishStrokeNames: false)
}

extension ReportLabels {
    /// The labels for a report whose sentences are in `language`.
    init(_ language: FeedbackLanguage) {
        self = language == .zh ? .chinese : .english
    }

    /// The language these labels are in.
    var language: FeedbackLanguage { htmlLanguage.hasPrefix("zh") ? .zh : .en }
}
