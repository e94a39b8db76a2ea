import Foundation
import Testing

@testable import WriteOutLoud

@Suite struct ExplicitNullTests {
    struct Sample: Codable, Hashable {
        var name: String
        @ExplicitNull var nickname: String?
    }

    @Test func nilIsWrittenAsNullNotLeftOut() throws {
        let json = try SortedJSON.encoder().encode(Sample(name: "a", nickname: nil))
        #expect(String(decoding: json, as: UTF8.self) == #"{"name":"a","nickname":null}"#)
    }

    @Test func aValueIsWrittenAsItself() throws {
        let json = try SortedJSON.encoder().encode(Sample(name: "a", nickname: "b"))
        #expect(String(decoding: json, as: UTF8.self) == #"{"name":"a","nickname":"b"}"#)
    }

    @Test func nullAMissingKeyAndAValueAllDecode() throws {
        let decoder = JSONDecoder()
        #expect(try decoder.decode(Sample.self, from: Data(#"{"name":"a","nickname":null}"#.utf8)).nickname == nil)
        #expect(try decoder.decode(Sample.self, from: Data(#"{"name":"a"}"#.utf8)).nickname == nil)
        #expect(try decoder.decode(Sample.self, from: Data(#"{"name":"a","nickname":"b"}"#.utf8)).nickname == "b")
    }

    @Test func aValueOfTheWrongTypeIsRejected() {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Sample.self, from: Data(#"{"name":"a","nickname":3}"#.utf8))
        }
    }

    @Test func reportPartsKeepEveryKey() throws {
        let json = try SortedJSON.encoder().encode(SpeechVerdict.silent)
        #expect(
            String(decoding: json, as: UTF8.self)
                == #"{"confidence":null,"end":null,"heard":null,"heardName":null,"homophone":false,"language":null,"#
                + #""matched":false,"start":null}"#)
    }
}
