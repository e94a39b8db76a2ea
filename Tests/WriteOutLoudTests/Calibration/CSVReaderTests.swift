import Testing

@testable import WriteOutLoud

@Suite struct CSVReaderTests {
    @Test func splitsPlainRowsAndSkipsBlankLines() throws {
        let rows = try CSVReader.rows("a,b,c\n\n1,2,3\r\n4,,6")
        #expect(rows == [.init(line: 1, fields: ["a", "b", "c"]), .init(line: 3, fields: ["1", "2", "3"]), .init(line: 4, fields: ["4", "", "6"])])
    }

    @Test func quotedFieldsHoldCommasQuotesAndLineBreaks() throws {
        let rows = try CSVReader.rows("\"x, y\",\"say \"\"hi\"\"\"\n\"two\nlines\",z\nlast,row\n")
        #expect(rows.map(\.fields) == [["x, y", "say \"hi\""], ["two\nlines", "z"], ["last", "row"]])
        #expect(rows.map(\.line) == [1, 2, 4])
    }

    @Test func anUnclosedQuoteNamesItsLine() {
        #expect(throws: CSVReader.UnclosedQuote(line: 2)) { try CSVReader.rows("a,b\n\"open,c\n") }
    }
}
