import Testing

@testable import WriteOutLoud

@Suite struct MarkupTests {
    @Test func escapesEveryCharacterThatCouldEndTextOrAnAttribute() {
        #expect(
            Markup.escape(#"<a href="x">Tom & 'Jerry'</a>"#)
                == "&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;")
    }

    @Test func keepsChineseAndDropsControlCharactersXMLForbids() {
        #expect(Markup.escape("口\u{0}\u{7}x\ty\n") == "口x\ty\n")
    }

    @Test(arguments: [
        (12.0, "12"), (1.25, "1.3"), (0.04, "0"), (-0.04, "0"), (-0.5, "-0.5"), (-1.55, "-1.6"), (1023.96, "1024"),
        (Double.nan, "0"), (Double.infinity, "0"),
    ])
    func numbersHaveAtMostOneDecimal(value: Double, expected: String) {
        #expect(Markup.number(value) == expected)
    }

    @Test func durationsAreSignedWithTwoDecimals() {
        #expect(Markup.signedSeconds(0.3) == "+0.30 s")
        #expect(Markup.signedSeconds(-1.234) == "−1.23 s")
        #expect(Markup.seconds(2) == "2.00 s")
        #expect(Markup.score(87.6) == "88")
        #expect(Markup.score(.nan) == "–")
    }
}
