import Foundation
import Testing
@testable import WriteOutLoud

@Suite struct StrokeSentencesTests {
    let english = StrokeSentences(language: .en)
    let chinese = StrokeSentences(language: .zh)
    static let leftToRight = StrokeHeading(horizontal: .leftToRight, vertical: nil)
    static let downLeft = StrokeHeading(horizontal: .rightToLeft, vertical: .topToBottom)
    static let unknown = StrokeHeading(horizontal: nil, vertical: nil)

    /// Every issue the stroke analyzer raises, with its English (as reports have always said it) and Chinese.
    static let issues: [(IssueDetail, String, String)] = [
        (.order(drawnFirst: 2, shouldComeFirst: 1), "Stroke 3 was drawn before stroke 2.", "第3笔写在第2笔前面了。"),
        (.missing(stroke: 1, type: .heng), "Stroke 2 (横 (héng)) is missing.", "少写了第2笔横。"),
        (.missing(stroke: 1, type: nil), "Stroke 2 is missing.", "少写了第2笔。"),
        (.extra(drawn: 3, character: "口"), "Drawn stroke 4 is not part of 口.", "多写了一笔：你写的第4笔不是「口」里的笔画。"),
        (.merged(stroke: 1, with: 2), "Strokes 2 and 3 were drawn as one; lift the pen between them.",
         "第2笔和第3笔写成了一笔，中间要提笔。"),
        (.split(stroke: 1, pieces: 2), "Stroke 2 was drawn in 2 pieces; draw it in one movement.", "第2笔断成了两笔，要一笔写完。"),
        (.split(stroke: 0, pieces: 12), "Stroke 1 was drawn in 12 pieces; draw it in one movement.", "第1笔断成了12笔，要一笔写完。"),
        (.reversed(stroke: 2, heading: leftToRight), "Stroke 3 was drawn backwards: draw it from left to right.",
         "第3笔写反了：应该从左往右写。"),
        (.reversed(stroke: 0, heading: downLeft), "Stroke 1 was drawn backwards: draw it from top right to bottom left.",
         "第1笔写反了：应该从右上往左下写。"),
        (.reversed(stroke: 0, heading: unknown), "Stroke 1 was drawn backwards: draw it in the model's direction.",
         "第1笔写反了：应该照范字的方向写。"),
        (.wrongType(stroke: 2, expected: .heng, recognized: .ti),
         "Stroke 3 should be a 横 (héng) but looks like a 提 (tí).", "第3笔：你写的是提，这里应该写横。"),
        (.poorlyDrawn(stroke: 1, type: .shu), "Stroke 2 (竖 (shù)) is not drawn well enough yet.", "第2笔竖还没写好。"),
        (.poorlyDrawn(stroke: 1, type: nil), "Stroke 2 is not drawn well enough yet.", "第2笔还没写好。"),
    ]

    /// Every tip, with its English (as reports have always said it) and Chinese.
    static let tips: [(StrokeTip, String, String)] = [
        (.startAndDraw(leftToRight), "Start at the left and draw from left to right", "起笔在左边，从左往右写"),
        (.startAndDraw(StrokeHeading(horizontal: nil, vertical: .topToBottom)), "Start at the top and draw from top to bottom",
         "起笔在上边，从上往下写"),
        (.startAndDraw(downLeft), "Start at the top right and draw from top right to bottom left", "起笔在右上角，从右上往左下写"),
        (.startAndDraw(unknown), "Start where the model starts and draw in the model's direction", "从范字的起笔处起笔，照范字的方向写"),
        (.draw(StrokeHeading(horizontal: nil, vertical: .bottomToTop)), "Draw this stroke from bottom to top", "从下往上写"),
        (.draw(unknown), "Draw this stroke in the model's direction", "照范字的方向写"),
        (.startFurther(.left), "Start further left", "起笔往左一点"),
        (.startFurther(.right), "Start further right", "起笔往右一点"),
        (.startFurther(.up), "Start higher", "起笔高一点"),
        (.startFurther(.down), "Start lower", "起笔低一点"),
        (.move(.left), "Move it further left", "往左一点"),
        (.move(.right), "Move it further right", "往右一点"),
        (.move(.up), "Move it higher", "往上一点"),
        (.move(.down), "Move it lower", "往下一点"),
        (.longer(), "Make it longer", "再长一点"),
        (.shorter(), "Make it shorter", "再短一点"),
        (.narrower(), "Make it narrower", "再窄一点"),
        (.wider(), "Make it wider", "再宽一点"),
        (.lessTall(), "Make it less tall", "再矮一点"),
        (.taller(), "Make it taller", "再高一点"),
        (.startFurther(.left, by: 0.1), "Start further left, by about a tenth of the character", "起笔往左一点（约十分之一个字）"),
        (.move(.down, by: 0.22), "Move it lower, by about a fifth of the character", "往下一点（约五分之一个字）"),
        (.move(.right, by: 0.9), "Move it further right, by about half of the character", "往右一点（约半个字）"),
        (.longer(percent: 40), "Make it about 40 % longer", "再长一点（约长40%）"),
        (.longer(percent: 210), "Make it about 3 times as long", "再长一点（约长到3倍）"),
        (.longer(percent: 160), "Make it about 2.5 times as long", "再长一点（约长到2.5倍）"),
        (.shorter(percent: 30), "Make it about 30 % shorter", "再短一点（约短30%）"),
        (.narrower(by: 0.05), "Make it narrower, by about a twentieth of the character", "再窄一点（约二十分之一个字）"),
        (.taller(by: 0.3), "Make it taller, by about a third of the character", "再高一点（约三分之一个字）"),
        (.turn(.clockwise, degrees: 20), "Turn it about 20° clockwise", "顺时针转20°左右"),
        (.turn(.anticlockwise, degrees: 15), "Turn it about 15° anticlockwise", "逆时针转15°左右"),
        (.joined(.toNext), "A tail toward the next stroke: fine", "带出了连向下一笔的笔锋，可以"),
        (.joined(.fromPrevious), "Joined from the stroke before: fine", "和上一笔连写了，可以"),
        (.joined(.both), "Joined to the strokes before and after: fine", "和前后两笔连写了，可以"),
        (.joined(.inOneWithNext), "Written in one movement with the next stroke: fine", "和下一笔一笔连写了，可以"),
        (.joined(.inOneWithPrevious), "Written in one movement with the stroke before: fine", "和上一笔一笔连写了，可以"),
        (.drawType(expected: .heng, drawn: .ti), "Draw a 横 (héng) here, not a 提 (tí)", "这里应该写横，不是提"),
        (.followShape, "Follow the model's shape more closely", "照着范字的样子写"),
        (.drawMissing(.heng), "Draw this 横 (héng)", "补上这一笔横"),
        (.drawMissing(nil), "Draw this stroke", "补上这一笔"),
    ]

    @Test(arguments: issues.indices) func issuesReadInEachLanguage(_ row: Int) {
        let (detail, en, zh) = Self.issues[row]
        #expect(english.issue(detail) == en)
        #expect(chinese.issue(detail) == zh)
    }

    @Test(arguments: tips.indices) func tipsReadInEachLanguage(_ row: Int) {
        let (tip, en, zh) = Self.tips[row]
        #expect(english.tip(tip) == en)
        #expect(chinese.tip(tip) == zh)
    }

    @Test func everyIssueKindOfTheAnalyzerIsCovered() {
        let kinds = Set(Self.issues.map(\.0.kind))
        #expect(kinds == [.order, .missing, .extra, .merged, .split, .reversed, .poorlyDrawn])
    }

    @Test func anIssueMadeFromFactsCarriesTheirKind() {
        #expect(StrokeIssue(.merged(stroke: 1, with: 2), stroke: 1).kind == .merged)
        #expect(StrokeIssue(.wrongType(stroke: 0, expected: .heng, recognized: .ti), stroke: 0).kind == .poorlyDrawn)
    }

    @Test func aWordedIssueRoundTripsThroughJSON() throws {
        let issue = AnalysisIssue(
            kind: .missing, stroke: 0, message: StrokeSentences(language: .zh).issue(.missing(stroke: 0, type: .shu)))
        let data = try JSONEncoder().encode(issue)
        #expect(String(decoding: data, as: UTF8.self).contains("少写了第1笔竖"))
        #expect(try JSONDecoder().decode(AnalysisIssue.self, from: data) == issue)
    }
}
