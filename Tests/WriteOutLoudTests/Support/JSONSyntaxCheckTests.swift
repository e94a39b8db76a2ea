import Foundation
import Testing
@testable import WriteOutLoud

@Suite struct JSONSyntaxCheckTests {
    func check(_ text: String) -> JSONSyntaxCheck.Failure? {
        JSONSyntaxCheck.firstError(in: Array(text.utf8))
    }

    @Test(arguments: [#"{}"#, #"[1, -2.5e3, "a\"b", true, false, null, {"k": []}]"#, "  {\"口\": 1}\n"])
    func validJSONPasses(text: String) {
        #expect(check(text) == nil)
        #expect((try? JSONSerialization.jsonObject(with: Data(text.utf8))) != nil)
    }

    @Test func aBareNaNIsPointedAt() {
        let failure = check("{\n  \"x\": NaN\n}")
        #expect(failure == .init(line: 2, column: 8, problem: "unexpected “N”"))
    }

    @Test func aNumberTooLargeForADoubleIsPointedAt() {
        #expect(check("{\"x\": [1, 1e999]}") == .init(line: 1, column: 11, problem: "number 1e999 is too large to be a finite number"))
        #expect(check("{\"x\": 1e308}") == nil)
    }

    @Test func truncatedTextSaysItEndsEarly() {
        #expect(check("{\"a\": [1, 2")?.problem == "the text ends too early")
        #expect(check("{\"a\": \"unfinished")?.problem == "the text ends inside a string")
    }

    @Test func columnsCountCharactersNotBytes() {
        #expect(check("{\"口\": x}")?.column == 7)
    }

    @Test func trailingGarbageAndMissingCommasAreFound() {
        #expect(check("{} x")?.problem == "unexpected text after the end of the document")
        #expect(check("[1 2]") == .init(line: 1, column: 4, problem: "unexpected “2”"))
        #expect(check("{\"a\": 1,}")?.column == 9)
    }

    @Test func aDuplicatedKeyIsFoundWithItsPath() {
        let failure = check(#"{"a": [{"b": 1}, {"b": 2, "c": {"d": 1, "d": 2}}]}"#)
        #expect(failure?.duplicateKeyPath == "a[1].c.d")
        #expect(failure?.column == 41)
        #expect(check(#"{"a": {"b": 1}, "c": {"b": 1}}"#) == nil, "the same key in different objects is fine")
        #expect(check(#"{"a": 1, "b": [1, 2]}"#) == nil)
    }
}
