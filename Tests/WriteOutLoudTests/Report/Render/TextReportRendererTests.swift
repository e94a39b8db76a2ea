import Testing
import WriteOutLoud

@Suite struct TextReportRendererTests {
    private func fixture(_ file: String, language: FeedbackLanguage) throws -> AnalysisReport {
        let reports = try RenderFixtures.recorded(language: language).map(\.0)
        return try #require(reports.first { $0.file == file })
    }

    /// The lines under a heading, up to the next blank line.
    private func section(_ heading: String, of text: String) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(of: heading) else { return [] }
        return Array(lines[(start + 1)...].prefix { !$0.isEmpty })
    }

    private func hasLatinLetters(_ line: String) -> Bool {
        line.unicodeScalars.contains { ("a"..."z").contains($0) || ("A"..."Z").contains($0) }
    }

    @Test func englishReportOfAReversedStrokeReadsAsBefore() throws {
        let text = TextReportRenderer.render(try fixture("kou-reversed.json", language: .en))
        #expect(text.contains("Overall 69/100 (ok): strokes 69, speech not recorded, concurrency not recorded\n"))
        #expect(text.contains("#   stroke           drawn  accuracy   shape  dir  pos  prop  heard"))
        #expect(text.contains("3   横 héng          3      10 FAIL"))
        #expect(section("Mistakes:", of: text) == ["  - Stroke 3 was drawn backwards: draw it from left to right."])
        #expect(
            section("Tips:", of: text) == [
                "  - Stroke 3: Start at the left and draw from left to right",
                "  - Stroke 3: Start further left, by about half of the character",
            ])
    }

    /// A word's strokes have no names, so the stroke column says whose each is.
    @Test func aCursiveWordsStrokesAreShownByTheirLetters() throws {
        let text = TextReportRenderer.render(try fixture("word-tide-correct.json", language: .en))
        let strokeColumn = text.split(separator: "\n").filter { $0.first?.isNumber == true }
            .map { $0.dropFirst(4).prefix(16).trimmingCharacters(in: .whitespaces) }
        #expect(strokeColumn == ["t 1/2", "t 2/2", "i 1/2", "i 2/2", "d", "e"])
    }

    @Test func chineseReportOfAReversedStrokeIsChinese() throws {
        let text = TextReportRenderer.render(try fixture("kou-reversed.json", language: .zh), language: .zh)
        #expect(text.contains("总分 69/100（及格）：笔画 69，名称 没有录音，同步 没有录音\n"))
        #expect(text.contains("10 没过"))
        #expect(section("错误：", of: text) == ["  - 第3笔写反了：应该从左往右写。"])
        #expect(section("建议：", of: text) == ["  - 第3笔：起笔在左边，从左往右写", "  - 第3笔：起笔往左一点（约半个字）"])
    }

    @Test func chineseReportsOfEveryFixtureHaveNoEnglishMistakesTipsOrHeadings() throws {
        var checked = 0
        for (report, _, _) in try RenderFixtures.recorded(language: .zh) {
            let text = TextReportRenderer.render(report, language: .zh)
            let lines = text.split(separator: "\n").map(String.init)
            let framing = [lines[1], lines[2]] + section("错误：", of: text) + section("建议：", of: text)
            for line in framing {
                #expect(!hasLatinLetters(line), "\(report.file): \(line)")
            }
            checked += section("错误：", of: text).count + section("建议：", of: text).count
        }
        #expect(checked >= 5, "the fixtures should raise mistakes and tips to check")
    }

    @Test func chineseHeardAndTimingMarks() throws {
        let (report, _, _) = try RenderFixtures.mixed()
        let text = TextReportRenderer.render(report, language: .zh)
        #expect(text.contains("树 同音"))
        #expect(text.contains("heng 错"))
        #expect(text.contains("秒"))
        #expect(!text.contains("homophone") && !text.contains("WRONG") && !text.contains(" s "))
        #expect(text.contains("多写的笔画：3"))
    }
}
