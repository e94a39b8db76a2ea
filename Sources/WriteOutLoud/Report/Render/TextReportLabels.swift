/// The words the plain-text report is framed with (headings, column heads, verdict marks), in one language,
/// so a `--lang zh` report reads in Chinese from top to bottom.
struct TextReportLabels: Sendable {
    /// "Overall 69/100 (ok): " from the score and the grade.
    var overall: @Sendable (String, Grade) -> String
    /// Joins the score parts after ``overall``.
    var partSeparator: String
    var strokes: String
    var speech: String
    var concurrency: String
    var noNamesToSay: String
    var speechStatus: @Sendable (SpeechStatus) -> String
    var columns: [String]
    var pass: String
    var fail: String
    var nothingHeard: String
    var homophone: String
    var rightName: String
    var wrongName: String
    var relation: @Sendable (TimeRelation) -> String
    /// "+0.30 s" from the signed lag already formatted to two decimals.
    var lag: @Sendable (String) -> String
    var extraStrokes: String
    /// Between the numbers of the extra strokes.
    var listSeparator: String
    var mistakes: String
    var tips: String
    /// "Stroke 3: " before a tip.
    var tipPrefix: @Sendable (Int) -> String

    static let english = TextReportLabels(
        overall: { score, grade in "Overall \(score)/100 (\(grade.rawValue)): " }, partSeparator: ", ",
        strokes: "strokes", speech: "speech", concurrency: "concurrency", noNamesToSay: "no names to say",
        speechStatus: { $0.rawValue },
        columns: ["#", "stroke", "drawn", "accuracy", "shape", "dir", "pos", "prop", "heard", "timing"],
        pass: "pass", fail: "FAIL", nothingHeard: "(nothing)", homophone: "homophone", rightName: "ok",
        wrongName: "WRONG", relation: { $0.rawValue }, lag: { "\($0) s" }, extraStrokes: "Extra drawn strokes: ",
        listSeparator: ", ",         mistakes: "Mistakes:", tips: "Tips:", tipPrefix: { "Stroke \($0): " })

    static let chinese = TextReportLabels(
        overall: { score, grade in "总分 \(score)/100（\(ReportLabels.chinese.grade(grade))）：" }, partSeparator: "，",
        strokes: "笔画", speech: "名称", concurrency: "同步", noNamesToSay: "无需念名称",
        speechStatus: { ReportLabels.chinese.speechStatus($0) },
        columns: ["#", "笔画", "实写", "准确度", "形状", "方向", "位置", "比例", "听到", "节奏"],
        pass: "通过", fail: "没过", nothingHeard: "没听到", homophone: "同音", rightName: "对", wrongName: "错",
        relation: { relation in
            switch relation {
            case .before: "提前"
            case .during: "同时"
            case .after: "延后"
            }
        },
        lag: { "\($0)秒" }, extraStrokes: "多写的笔画：", listSeparator: "、",
        mistakes: "错误：", tips: "建议：", tipPrefix: { "第\($0)笔：" })
}

extension TextReportLabels {
    /// The labels for a report whose sentences are in `language`.
    init(_ language: FeedbackLanguage) {
        self = language == .zh ? .chinese : .english
    }
}
