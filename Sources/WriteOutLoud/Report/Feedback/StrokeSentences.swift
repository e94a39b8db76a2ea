import Foundation

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
        case .letterMissing(let letter, let position): "Letter \(position + 1), \(letter), is missing."
        case .lettersSwapped(let first, let second, let position):
            "Letters \(position + 1) and \(position + 2) are swapped: write \(first) before \(second)."
        }
    }

    private func english(_ tip: StrokeTip) -> String {
        switch tip {
        case .startAndDraw(let heading):
            "Start \(Self.englishStart(heading)) and draw \(Self.english(heading))"
        case .draw(let heading): "Draw this stroke \(Self.english(heading))"
        case .turn(let rotation, let degrees):
            "Turn it about \(degrees)° \(rotation == .clockwise ? "clockwise" : "anticlockwise")"
        case .startFurther(let shift, let by): "Start \(Self.english(shift))" + Self.englishBy(by)
        case .move(let shift, let by): "Move it \(Self.english(shift))" + Self.englishBy(by)
        case .longer(let percent):
            percent.map { $0 >= 100 ? "Make it about \(Self.times($0)) times as long" : "Make it about \($0) % longer" }
                ?? "Make it longer"
        case .shorter(let percent): percent.map { "Make it about \($0) % shorter" } ?? "Make it shorter"
        case .narrower(let by): "Make it narrower" + Self.englishBy(by)
        case .wider(let by): "Make it wider" + Self.englishBy(by)
        case .lessTall(let by): "Make it less tall" + Self.englishBy(by)
        case .taller(let by): "Make it taller" + Self.englishBy(by)
        case .drawType(let expected, let drawn): "Draw a \(Self.label(expected)) here, not a \(Self.label(drawn))"
        case .followShape: "Follow the model's shape more closely"
        case .drawMissing(let type): "Draw this \(type.map(Self.label) ?? "stroke")"
        case .joined(let join):
            switch join {
            case .fromPrevious: "Joined from the stroke before: fine"
            case .toNext: "A tail toward the next stroke: fine"
            case .both: "Joined to the strokes before and after: fine"
            case .inOneWithPrevious: "Written in one movement with the stroke before: fine"
            case .inOneWithNext: "Written in one movement with the next stroke: fine"
            }
        case .joinSags(let by):
            "The join into this letter sags below the baseline by about \(Self.percent(by)) % of the x-height: "
                + "keep it on the line"
        case .notJoined: "Not joined to the letter before: fine, though cursive joins them"
        }
    }

    /// A share as a whole percentage.
    private static func percent(_ share: Double) -> Int { Int((share * 100).rounded()) }

    /// A share of the character as a teacher says it, nearest of a twentieth, a tenth, a fifth, a quarter, a
    /// third, a half: ", by about a tenth of the character", or nothing when nil.
    private static func englishBy(_ share: Double?) -> String {
        guard let share else { return "" }
        return ", by about \(fraction(share).english) of the character"
    }

    /// "（约十分之一个字）", or nothing when nil.
    private static func chineseBy(_ share: Double?) -> String {
        guard let share else { return "" }
        return "（约\(fraction(share).chinese)个字）"
    }

    private static let fractions: [(value: Double, english: String, chinese: String)] = [
        (0.05, "a twentieth", "二十分之一"), (0.1, "a tenth", "十分之一"), (0.2, "a fifth", "五分之一"),
        (0.25, "a quarter", "四分之一"), (1.0 / 3, "a third", "三分之一"), (0.5, "half", "半"),
    ]

    /// The fraction nearest `share` on a log scale (a share past a half is said as a half).
    private static func fraction(_ share: Double) -> (value: Double, english: String, chinese: String) {
        fractions.min { abs(log($0.value / share)) < abs(log($1.value / share)) }!
    }

    /// A length `percent` longer as a multiple, to the nearest half: 210 % longer is "3" times as long.
    private static func times(_ percent: Int) -> String {
        let times = (Double(100 + percent) / 50).rounded() / 2
        return times == times.rounded() ? String(Int(times)) : String(times)
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
        case .letterMissing(let letter, let position): "少写了第\(position + 1)个字母 \(letter)。"
        case .lettersSwapped(let first, let second, let position):
            "第\(position + 1)和第\(position + 2)个字母写反了：先写 \(first)，再写 \(second)。"
        }
    }

    private func chinese(_ tip: StrokeTip) -> String {
        switch tip {
        case .startAndDraw(let heading):
            heading.isUnknown
                ? "从范字的起笔处起笔，照范字的方向写" : "起笔在\(Self.chineseStart(heading))，\(Self.chinese(heading))写"
        case .draw(let heading): "\(Self.chinese(heading))写"
        case .turn(let rotation, let degrees): "\(rotation == .clockwise ? "顺" : "逆")时针转\(degrees)°左右"
        case .startFurther(let shift, let by):
            switch shift {
            case .left: "起笔往左一点" + Self.chineseBy(by)
            case .right: "起笔往右一点" + Self.chineseBy(by)
            case .up: "起笔高一点" + Self.chineseBy(by)
            case .down: "起笔低一点" + Self.chineseBy(by)
            }
        case .move(let shift, let by):
            switch shift {
            case .left: "往左一点" + Self.chineseBy(by)
            case .right: "往右一点" + Self.chineseBy(by)
            case .up: "往上一点" + Self.chineseBy(by)
            case .down: "往下一点" + Self.chineseBy(by)
            }
        case .longer(let percent):
            "再长一点" + (percent.map { $0 >= 100 ? "（约长到\(Self.times($0))倍）" : "（约长\($0)%）" } ?? "")
        case .shorter(let percent): "再短一点" + (percent.map { "（约短\($0)%）" } ?? "")
        case .narrower(let by): "再窄一点" + Self.chineseBy(by)
        case .wider(let by): "再宽一点" + Self.chineseBy(by)
        case .lessTall(let by): "再矮一点" + Self.chineseBy(by)
        case .taller(let by): "再高一点" + Self.chineseBy(by)
        case .drawType(let expected, let drawn): "这里应该写\(expected.name)，不是\(drawn.name)"
        case .followShape: "照着范字的样子写"
        case .drawMissing(let type): "补上这一笔\(type?.name ?? "")"
        case .joined(let join):
            switch join {
            case .fromPrevious: "和上一笔连写了，可以"
            case .toNext: "带出了连向下一笔的笔锋，可以"
            case .both: "和前后两笔连写了，可以"
            case .inOneWithPrevious: "和上一笔一笔连写了，可以"
            case .inOneWithNext: "和下一笔一笔连写了，可以"
            }
        case .joinSags(let by): "连到这个字母的连笔往基线下沉了（约为x高度的\(Self.percent(by))%），要贴着基线连"
        case .notJoined: "和前一个字母没有连写，可以，不过草体要连起来"
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
