import Foundation
import Testing
@testable import WriteOutLoud

@Suite struct UnihanTests {
    private static let readings = """
        # Unihan_Readings.txt (test excerpt)
        U+4E00\tkDefinition\tone; a, an; alone
        U+4E00\tkHanyuPinlu\tyī(32747)
        U+4E00\tkMandarin\tyī
        U+4E00\tkXHC1983\t1351.020:yī 1360.040:yí 1368.160:yì
        U+884C\tkHanyuPinlu\txíng(2) háng(9)
        U+884C\tkHanyuPinyin\t10000.010,10001.020:xíng,háng,hàng
        U+884C\tkMandarin\txíng
        U+884C\tkTGHZ2013\t100.010:háng 101.020:xíng
        U+20000\tkMandarin\thē

        """

    private static let irgSources = """
        # Unihan_IRGSources.txt (test excerpt)
        U+4E00\tkIRG_GSource\tG0-523B
        U+4E00\tkTotalStrokes\t1
        U+884C\tkTotalStrokes\t6 7
        U+9FA5\tkTotalStrokes\t12

        """

    /// The real Unihan files of Debian's `unicode-data`, read once for all tests that need them.
    private static let system = Unihan.system

    @Test func readsTheSystemUnihanFiles() throws {
        let mouth = try #require(try Self.system.entry(for: "口"))
        #expect(mouth.mandarin.first == "kǒu")
        #expect(mouth.totalStrokes == 3)
        #expect(mouth.definition?.contains("mouth") == true)
        #expect(mouth.pinluFrequency == 1647 + 74)

        let vertical = try #require(try Self.system.entry(for: "竖"))
        #expect(vertical.mandarin == ["shù"])
        #expect(vertical.totalStrokes == 9)

        #expect(try Self.system.entry(for: "一")?.totalStrokes == 1)
        #expect(try Self.system.entry(for: "永")?.totalStrokes == 5)
        #expect(try Self.system.entry(for: "A") == nil)
    }

    @Test func findsHomophonesOfAStrokeNameInTheSystemData() throws {
        let tree = try #require(try Self.system.entry(for: "树"))
        let vertical = try #require(try Self.system.entry(for: "竖"))
        #expect(tree.mandarin.first == vertical.mandarin.first)
    }

    @Test func ordersReadingsKMandarinFirstThenByFrequencyAndSource() throws {
        let fixture = try UnihanFixture(files: [
            "Unihan_Readings.txt": Self.readings, "Unihan_IRGSources.txt": Self.irgSources,
        ])
        let unihan = Unihan(directory: fixture.directory)
        let walk = try #require(try unihan.entry(for: "行"))
        #expect(walk.mandarin == ["xíng", "háng", "hàng"])
        #expect(walk.totalStrokes == 6)
        #expect(walk.pinluFrequency == 11)
        #expect(walk.definition == nil)

        let one = try #require(try unihan.entry(for: "一"))
        #expect(one.mandarin == ["yī", "yí", "yì"])
        #expect(one.definition == "one; a, an; alone")
        #expect(one.totalStrokes == 1)
        #expect(one.pinluFrequency == 32747)
        #expect(one.mainlandSource == "G0-523B")
        #expect(one.gb2312Level == 1)
        #expect(walk.mainlandSource == nil)
        #expect(walk.gb2312Level == nil)

        #expect(try unihan.entry(for: "𠀀")?.mandarin == ["hē"])
        #expect(try unihan.entry(for: "龥")?.mandarin == [])
        #expect(try unihan.entry(for: "龥")?.totalStrokes == 12)
        #expect(try unihan.entry(for: "口") == nil)
        #expect(try unihan.allEntries().map(\.character) == ["一", "行", "龥", "𠀀"])
    }

    @Test func readsCompressedFilesAndFallsBackToDictionaryLikeData() throws {
        let fixture = try UnihanFixture(files: [:])
        try UnihanFixture.bzip2(Self.readings).write(
            to: fixture.directory.appendingPathComponent("Unihan_Readings.txt.bz2"))
        try Data(Self.irgSources.utf8).write(
            to: fixture.directory.appendingPathComponent("Unihan_DictionaryLikeData.txt"))
        let unihan = Unihan(directory: fixture.directory)
        #expect(try unihan.entry(for: "行")?.totalStrokes == 6)
        #expect(try unihan.entry(for: "一")?.mandarin.first == "yī")
    }

    @Test func namesTheMissingFile() throws {
        let fixture = try UnihanFixture(files: [:])
        let unihan = Unihan(directory: fixture.directory)
        let expected = UnihanError.missingFile(
            fixture.directory.appendingPathComponent("Unihan_Readings.txt.bz2").path)
        #expect(throws: expected) { try unihan.load() }
        #expect(throws: expected) { try unihan.entry(for: "一") }
    }

    @Test func namesTheCorruptCompressedFile() throws {
        let fixture = try UnihanFixture(files: ["Unihan_Readings.txt.bz2": "not bzip2 at all"])
        let path = fixture.directory.appendingPathComponent("Unihan_Readings.txt.bz2").path
        #expect(throws: UnihanError.corruptFile(path, field: "file", problem: "is not valid bzip2 data (no bzip2 header)")) {
            try Unihan(directory: fixture.directory).load()
        }
    }

    @Test(arguments: [
        ("U+4E00 kMandarin yī", "line 2", "code point is not 4 to 6 hex digits followed by a tab"),
        ("4E00\tkMandarin\tyī", "line 2", "does not start with U+ and a code point"),
        ("U+4E00\tkMandarin", "line 2", "has no field name and value"),
        ("U+4E00\tkHanyuPinlu\tyī32747", "line 2", "kHanyuPinlu: \"yī32747\" is not reading(count)"),
        ("U+4E00\tkXHC1983\t1351.020", "line 2", "kXHC1983: \"1351.020\" is not location:reading"),
    ])
    func namesTheBadLineOfTheReadingsFile(line: String, field: String, problem: String) throws {
        let fixture = try UnihanFixture(files: [
            "Unihan_Readings.txt": "# header\n\(line)\n", "Unihan_IRGSources.txt": Self.irgSources,
        ])
        let path = fixture.directory.appendingPathComponent("Unihan_Readings.txt").path
        #expect(throws: UnihanError.corruptFile(path, field: field, problem: problem)) {
            try Unihan(directory: fixture.directory).load()
        }
    }

    @Test func namesTheBadStrokeCount() throws {
        let fixture = try UnihanFixture(files: [
            "Unihan_Readings.txt": Self.readings, "Unihan_IRGSources.txt": "U+4E00\tkTotalStrokes\tone\n",
        ])
        let path = fixture.directory.appendingPathComponent("Unihan_IRGSources.txt").path
        let error = UnihanError.corruptFile(
            path, field: "line 1", problem: "kTotalStrokes: \"one\" does not start with a positive stroke count")
        #expect(throws: error) { try Unihan(directory: fixture.directory).load() }
        #expect(error.description.hasPrefix(path))
    }

    @Test func reportsWhenNoFileHasStrokeCounts() throws {
        let fixture = try UnihanFixture(files: [
            "Unihan_Readings.txt": Self.readings, "Unihan_IRGSources.txt": "# nothing\n",
        ])
        #expect(throws: UnihanError.self) { try Unihan(directory: fixture.directory).load() }
    }
}
