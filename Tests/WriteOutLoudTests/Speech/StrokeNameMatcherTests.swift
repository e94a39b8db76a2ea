import Foundation
import Testing
import WriteOutLoud

@Suite struct StrokeNameMatcherTests {
    /// Readings of the characters used below, as Unihan gives them.
    static let readings = """
        U+7AD6\tkMandarin\tshù
        U+6811\tkMandarin\tshù
        U+6570\tkHanyuPinyin\t21459.030:shù,shǔ,shuò
        U+6570\tkMandarin\tshù
        U+6A2A\tkMandarin\théng
        U+6052\tkMandarin\théng
        U+54FC\tkMandarin\thēng
        U+6298\tkMandarin\tzhé
        U+70B9\tkMandarin\tdiǎn

        """

    /// A matcher reading a small Unihan written for the test; the files live as long as the fixture, and
    /// Unihan reads them on the first question.
    final class Fixture {
        let directory: URL
        let matcher: StrokeNameMatcher
        let strict: StrokeNameMatcher

        init() throws {
            directory = FileManager.default.temporaryDirectory
                .appendingPathComponent("wol-matcher-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(readings.utf8).write(to: directory.appendingPathComponent("Unihan_Readings.txt"))
            let strokes = ["7AD6", "6811", "6570", "6A2A", "6052", "54FC", "6298", "70B9"].map {
                "U+\($0)\tkTotalStrokes\t9\n"
            }
            try Data(strokes.joined().utf8).write(to: directory.appendingPathComponent("Unihan_IRGSources.txt"))
            let unihan = Unihan(directory: directory)
            matcher = StrokeNameMatcher(unihan: unihan)
            strict = StrokeNameMatcher(unihan: unihan, toneStrict: true)
        }

        deinit { try? FileManager.default.removeItem(at: directory) }
    }

    @Test(arguments: ["shu", "竖", "shù", "shu4", "shu(2)"])
    func theNameItselfIsNoHomophone(_ word: String) throws {
        let fixture = try Fixture()
        let match = fixture.matcher.matchWord(word, expected: .shu)
        #expect(match.matched && !match.homophone)
    }

    @Test(arguments: ["树", "数"])
    func charactersReadingTheSameAreHomophones(_ word: String) throws {
        let fixture = try Fixture()
        let match = fixture.matcher.matchWord(word, expected: .shu)
        #expect(match.matched && match.homophone)
    }

    @Test func multiSyllableHomophone() throws {
        let fixture = try Fixture()
        #expect(
            fixture.matcher.matchWord("恒折", expected: .hengzhe) == .init(matched: true, homophone: true))
        #expect(!fixture.matcher.matchWord("恒折", expected: .heng).matched, "syllable counts must agree")
    }

    @Test func tonesCountOnlyWhenStrict() throws {
        let fixture = try Fixture()
        #expect(fixture.matcher.matchWord("哼", expected: .heng).matched)
        #expect(!fixture.strict.matchWord("哼", expected: .heng).matched, "哼 is hēng, 横 is héng")
        #expect(fixture.strict.matchWord("恒", expected: .heng).matched)
        #expect(fixture.strict.matchWord("数", expected: .shu).matched, "one of 数's readings is shù")
        #expect(!fixture.strict.matchWord("heng1", expected: .heng).matched)
        #expect(
            fixture.matcher.matchWord("heng1", expected: .heng) == .init(matched: true, homophone: true)
        )
        #expect(fixture.strict.matchWord("heng", expected: .heng).matched, "a toneless token states no tone")
    }

    @Test func differentNamesDoNotMatch() throws {
        let fixture = try Fixture()
        #expect(!fixture.matcher.matchWord("树", expected: .heng).matched)
        #expect(!fixture.matcher.matchWord("dian", expected: .shu).matched)
        #expect(!fixture.matcher.matchWord("horizontal", resolvedName: .heng, expected: .shu).matched)
    }

    @Test func englishNamesMatchThroughTheRecognisersResolution() throws {
        let fixture = try Fixture()
        let word = WordSegment(word: "vertical", name: .shu, language: .en, start: 0, end: 0.5, confidence: 0.9)
        #expect(fixture.matcher.match(word, expected: .shu) == NameMatch(matched: true, homophone: false))
        #expect(!fixture.matcher.match(word, expected: .heng).matched)
    }

    @Test func unknownCharactersDoNotMatch() throws {
        let fixture = try Fixture()
        #expect(!fixture.matcher.matchWord("猫", expected: .shu).matched)
    }
}
