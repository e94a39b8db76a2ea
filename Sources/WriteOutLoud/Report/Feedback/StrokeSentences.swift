/// Puts the stroke analyzer's facts (``IssueDetail``, ``StrokeTip``) into sentences in one language.
///
/// The report assembler is its one user, so the report's `errors[].message` and `strokes[].tips` follow
/// `--lang`. Strokes without a named type (Latin letters) are named by number alone.
public struct StrokeSentences: Sendable {
    public var language: FeedbackLanguage

    public init(language: FeedbackLanguage) {
        self.language = language
    }

    /// The sentence for a mistake, e.g. "Stroke 3 was drawn backwards: draw it from left to right." or
    /// "第3笔写反了：应该从左往右写。".
    public func issue(_ detail: IssueDetail) -> String {
        language == .zh ? chinese(detail) : english(detail)
    }

    /// The words for a tip, e.g. "Make it longer" or "再长一点" (no closing full stop, as tips are listed).
    public func tip(_ tip: StrokeTip) -> String {
        language == .zh ? chinese(tip) : english(tip)
    }

    // MARK: English

    private func english(_ detail: IssueDetail) -> String {
        switch detail {
        case .order(let first, let other): "Stroke \(first + 1) was drawn before stroke \(other + 1)."
        case .missing(let stroke, let type): "\(Self.title(stroke + 1, type)) is missing."
        case .extra(let drawn, let character): "Drawn stroke \(drawn + 1) is not part of \(character)."
        case .merged(let stroke, let other):
            "Strokes \(stroke + 1) and \(other + 1) were drawn as one; lift the pen between them."
        case .split(let stroke, let pieces):
            "Stroke \(stroke + 1) was drawn in \(pieces) pieces; draw it in one movement."
        case .reversed(let stroke, let heading):
            "Stroke \(stroke + 1) was drawn backwards: draw it \(Self.english(heading))."
        case .wrongType(let stroke, let expected, let recognized):
            "Stroke \(stroke + 1) should be a \(Self.label(expected)) but looks like a \(Self.label(recognized))."
        case .poorlyDrawn(let stroke, let type): "\(Self.title(stroke + 1, type)) is not drawn well enough yet."
        }
    }

    private func english(_ tip: StrokeTip) -> String {
        switch tip {
        case .startAndDraw(let heading):
            "Start \(Self.englishStart(heading)) and draw \(Self.english(heading))"
        case .draw(let heading): "Draw this stroke \(Self.english(heading))"
        case .startFurther(let shift): "Start \(Self.english(shift))"
        case .move(let shift): "Move it \(Self.english(shift))"
        case .longer: "Make it longer"
        case .shorter: "Make it shorter"
        case .narrower: "Make it narrower"
        case .wider: "Make it wider"
        case .lessTall: "Make it less tall"
        case .taller: "Make it taller"
        case .drawType(let expected, let drawn): "Draw a \(Self.label(expected)) here, not a \(Self.label(drawn))"
        case .followShape: "Follow the model's shape more closely"
        case .drawMissing(let type): "Draw this \(type.map(Self.label) ?? "stroke")"
        }
    }

    /// "横 (héng)".
    private static func label(_ type: StrokeType) -> String { "\(type.name) (\(type.pinyin))" }

    /// "Stroke 2 (横 (héng))", or "Stroke 2" for a stroke with no named type.
    private static func title(_ number: Int, _ type: StrokeType?) -> String {
        type.map { "Stroke \(number) (\(label($0)))" } ?? "Stroke \(number)"
    }

    /// "from left to right", "from top right to bottom left", or "in the model's direction" when unknown.
    private static func english(_ heading: StrokeHeading) -> String {
        let ends = englishEnds(heading)
        guard !ends.start.isEmpty else { return "in the model's direction" }
        return "from \(ends.start) to \(ends.end)"
    }

    /// "at the top right", or "where the model starts" when the heading is unknown.
    private static func englishStart(_ heading: StrokeHeading) -> String {
        let start = englishEnds(heading).start
        return start.isEmpty ? "where the model starts" : "at the \(start)"
    }

    private static func englishEnds(_ heading: StrokeHeading) -> (start: String, end: String) {
        let vertical: [String] = switch heading.vertical {
        case .topToBottom: ["top", "bottom"]
        case .bottomToTop: ["bottom", "top"]
        case nil: []
        }
        let horizontal: [String] = switch heading.horizontal {
        case .leftToRight: ["left", "right"]
        case .rightToLeft: ["right", "left"]
        case nil: []
        }
        let sides = [vertical, horizontal].filter { !$0.isEmpty }
        return (sides.map { $0[0] }.joined(separator: " "), sides.map { $0[1] }.joined(separator: " "))
    }

    private static func english(_ shift: StrokeTip.Shift) -> String {
        switch shift {
        case .left: "further left"
        case .right: "further right"
        case .up: "higher"
        case .down: "lower"
        }
    }

    // MARK: Chinese

    private func chinese(_ detail: IssueDetail) -> String {
        switch detail {
        case .order(let first, let other): "第\(first + 1)笔写在第\(other + 1)笔前面了。"
        case .missing(let stroke, let type): "少写了第\(stroke + 1)笔\(type?.name ?? "")。"
        case .extra(let drawn, let character): "多写了一笔：你写的第\(drawn + 1)笔不是「\(character)」里的笔画。"
        case .merged(let stroke, let other): "第\(stroke + 1)笔和第\(other + 1)笔写成了一笔，中间要提笔。"
        case .split(let stroke, let pieces): "第\(stroke + 1)笔断成了\(Self.count(pieces))笔，要一笔写完。"
        case .reversed(let stroke, let heading): "第\(stroke + 1)笔写反了：应该\(Self.chinese(heading))写。"
        case .wrongType(let stroke, let expected, let recognized):
            "第\(stroke + 1)笔：你写的是\(recognized.name)，这里应该写\(expected.name)。"
        case .poorlyDrawn(let stroke, let type): "第\(stroke + 1)笔\(type?.name ?? "")还没写好。"
        }
    }

    private func chinese(_ tip: StrokeTip) -> String {
        switch tip {
        case .startAndDraw(let heading):
            heading.isUnknown
                ? "从范字的起笔处起笔，照范字的方向写" : "起笔在\(Self.chineseStart(heading))，\(Self.chinese(heading))写"
        case .draw(let heading): "\(Self.chinese(heading))写"
        case .startFurther(let shift):
            switch shift {
            case .left: "起笔往左一点"
            case .right: "起笔往右一点"
            case .up: "起笔高一点"
            case .down: "起笔低一点"
            }
        case .move(let shift):
            switch shift {
            case .left: "往左一点"
            case .right: "往右一点"
            case .up: "往上一点"
            case .down: "往下一点"
            }
        case .longer: "再长一点"
        case .shorter: "再短一点"
        case .narrower: "再窄一点"
        case .wider: "再宽一点"
        case .lessTall: "再矮一点"
        case .taller: "再高一点"
        case .drawType(let expected, let drawn): "这里应该写\(expected.name)，不是\(drawn.name)"
        case .followShape: "照着范字的样子写"
        case .drawMissing(let type): "补上这一笔\(type?.name ?? "")"
        }
    }

    /// "从左往右", "从右上往左下", or "照范字的方向" when unknown.
    private static func chinese(_ heading: StrokeHeading) -> String {
        let ends = chineseEnds(heading)
        guard !ends.start.isEmpty else { return "照范字的方向" }
        return "从\(ends.start)往\(ends.end)"
    }

    /// "左边", "上边", "右上角".
    private static func chineseStart(_ heading: StrokeHeading) -> String {
        let start = chineseEnds(heading).start
        return start + (start.count == 2 ? "角" : "边")
    }

    /// Sideways before up-down, as Chinese says corners: 左上, 右下.
    private static func chineseEnds(_ heading: StrokeHeading) -> (start: String, end: String) {
        let horizontal: (String, String)? = switch heading.horizontal {
        case .leftToRight: ("左", "右")
        case .rightToLeft: ("右", "左")
        case nil: nil
        }
        let vertical: (String, String)? = switch heading.vertical {
        case .topToBottom: ("上", "下")
        case .bottomToTop: ("下", "上")
        case nil: nil
        }
        return ((horizontal?.0 ?? "") + (vertical?.0 ?? ""), (horizontal?.1 ?? "") + (vertical?.1 ?? ""))
    }

    /// A small count as a teacher says it: 两, 三 … 十; larger counts as digits.
    private static func count(_ number: Int) -> String {
        let words = ["零", "一", "两", "三", "四", "五", "六", "七", "八", "九", "十"]
        return words.indices.contains(number) ? words[number] : String(number)
    }
}
