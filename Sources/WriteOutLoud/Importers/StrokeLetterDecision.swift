import Foundation

/// How the importer chose between the types one ambiguous cnchar letter stands for: the measure of the stroke's
/// shape it looked at, the threshold, and the type chosen.
///
/// Thresholds were set from the distributions of the measures over all strokes of each letter in the 6,811
/// characters cnchar and hanzi-writer-data share (`Characters/README.md` gives them and the borderline
/// cases), and checked on the characters teaching materials use as examples: 心 必 卧钩 against
/// 戈 民 斜钩, 宀 冖 写 横钩 against 又 夕 子 了 横撇, 四 西 酉 竖弯 against 山 出 世 竖折, 凹 横折折 against 殳 没
/// 横折弯, 专 传 竖折撇 against 鼎 竖折折, 乃 汤 孕 横折折折钩 against 阝 横撇弯钩.
/// Some choices go by component, where the font draws both types alike: 横斜钩 (风 飞 气) against 横折弯钩 (几 九),
/// 弯钩 (子 了 矛) against 竖钩 (小), and 横钩 in 欠 宀 冖 whatever the length of its tail.
/// The letter s is always 撇, the GB standard's type, which cnchar and KanjiVG agree on; a long 撇 that starts
/// straight down (月 用 川) is also *named* 竖撇, as many teachers say, so a learner may say either.
struct StrokeLetterDecision: Equatable, Sendable {
    /// The type chosen.
    var type: StrokeType
    /// What was measured, e.g. `sharpest turn`; nil when the letter names one type.
    var measure: String?
    /// The stroke's value of the measure.
    var value: Double?
    /// The value at which the decision flips.
    var threshold: Double?
    /// Another name teaching materials give the stroke, which a learner may say instead (竖撇 for 月's 撇).
    var alsoNamed: StrokeType?

    /// True when the value lies within 15 % of the threshold: a decision worth a look by eye.
    var isNearThreshold: Bool {
        guard let value, let threshold else { return false }
        return abs(value - threshold) <= 0.15 * abs(threshold)
    }

    /// Components whose 横折弯钩-shaped stroke teaching materials call 横斜钩 (风 飞 气 and 卂 of 迅 讯).
    static let slantHookComponents: Set<Character> = ["风", "飞", "气", "卂", "凤", "風", "飛", "氣"]

    /// Components whose vertical hook teaching materials call 弯钩 (子 了 手 豕): the hook that bows, which the font
    /// draws no more curved than the 竖钩 of 小 in 你 就, so the component decides, not the bow.
    static let bentHookComponents: Set<Character> = ["子", "了", "孑", "孓", "手", "豕", "矛", "丞"]

    /// Components whose 横撇/横钩-letter stroke teaching materials call 横钩 (欠 次 歌, 宀 冖), even where the font
    /// draws its tail as long as 子's 横撇 (宝).
    static let levelHookComponents: Set<Character> = ["欠", "宀", "冖"]

    /// The shortest 撇 also named 竖撇, relative to its character's longer side: the long left-falling strokes of
    /// 月 用 川 start straight down, but so do the short ones of 小 in 你 就, which teaching calls 撇 only.
    static let shortestVerticalLeftFalling = 0.4

    /// Decides the type of one stroke written with `letter`.
    /// - Parameters:
    ///   - path: the stroke's centre line in the template box, y down, start to end.
    ///   - relativeLength: the stroke's length divided by its character's longer side.
    ///   - components: the character and the components the stroke belongs to (`o` and `g` look at them).
    static func decide(
        _ letter: CncharLetter, path: [Point], relativeLength: Double, components: Set<Character>
    ) -> StrokeLetterDecision {
        let options = letter.candidates
        guard options.count == 2 else { return StrokeLetterDecision(type: options[0]) }
        let shape = StrokeShape(path)
        func pick(_ measure: String, _ value: Double, atLeast threshold: Double, chooses: StrokeType) -> StrokeLetterDecision {
            let other = options.first { $0 != chooses } ?? chooses
            return StrokeLetterDecision(
                type: value >= threshold ? chooses : other, measure: measure, value: (value * 1000).rounded() / 1000,
                threshold: threshold)
        }
        switch letter {
        case .b:
            return pick("sharpest turn (degrees in 24 units)", shape.sharpestTurn(), atLeast: 70, chooses: .shuzhe)
        case .v:
            let second = shape.split(atFirstHeadingAbove: 60).tail.dropping(first: 3)
            return pick("sharpest turn after the first (degrees in 24 units)", second.sharpestTurn(), atLeast: 70, chooses: .hengzhezhe)
        case .e:
            if !components.isDisjoint(with: levelHookComponents) {
                return StrokeLetterDecision(type: .henggou, measure: "in a component 欠 宀 冖", value: 1, threshold: nil)
            }
            let parts = shape.split(atFirstHeadingAbove: 60)
            let ratio = parts.tail.length / max(parts.head.length, 1)
            return pick("length after the turn / horizontal length", ratio, atLeast: 0.45, chooses: .hengpie)
        case .y:
            let body = shape.droppingFinalHook(steeperThan: 45)
            return pick("share of the stroke within 30° of level", body.share { abs($0) < 30 }, atLeast: 0.3, chooses: .wogou)
        case .w:
            let middle = shape.split(atFirstHeadingAbove: 60).tail.dropping(first: 3)
            let level = middle.share { abs($0) < 25 } * middle.length / max(shape.length, 1)
            return pick("share of the stroke level after the first turn", level, atLeast: 0.05, chooses: .hengzhezhezhegou)
        case .x:
            return pick("heading of the last fifth (degrees)", shape.finalHeading, atLeast: 100, chooses: .shuzhepie)
        case .g:
            let bent = !components.isDisjoint(with: bentHookComponents)
            return StrokeLetterDecision(
                type: bent ? .wangou : .shugou, measure: "in a component 子 了 手 豕", value: bent ? 1 : 0, threshold: nil)
        case .s:
            guard relativeLength >= shortestVerticalLeftFalling else {
                return StrokeLetterDecision(
                    type: .pie, measure: "length / character size", value: (relativeLength * 1000).rounded() / 1000,
                    threshold: shortestVerticalLeftFalling)
            }
            var decision = pick("share of the stroke a vertical start takes", shape.verticalStartShare, atLeast: 0.42, chooses: .shupie)
            decision.alsoNamed = decision.type == .shupie ? .shupie : nil
            decision.type = .pie
            return decision
        case .o:
            let slanted = !components.isDisjoint(with: slantHookComponents)
            return StrokeLetterDecision(
                type: slanted ? .hengxiegou : .hengzhewangou, measure: "in a component 风 飞 气 卂 凤",
                value: slanted ? 1 : 0, threshold: nil)
        default:
            return StrokeLetterDecision(type: options[0])
        }
    }
}
