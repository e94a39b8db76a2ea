import Foundation
import Testing
@testable import WriteOutLoud

@Suite struct BZip2Tests {
    @Test func decompressesWhatTheBzip2ToolWrote() throws {
        let text = String(repeating: "U+53E3\tkMandarin\tkǒu\n", count: 5000)
        let packed = try UnihanFixture.bzip2(text)
        #expect(packed.count < text.utf8.count)
        #expect(try BZip2.decompress([UInt8](packed)) == Array(text.utf8))
    }

    @Test func decompressesConcatenatedStreams() throws {
        let first = try UnihanFixture.bzip2("first\n")
        let second = try UnihanFixture.bzip2("second\n")
        #expect(try BZip2.decompress([UInt8](first + second)) == Array("first\nsecond\n".utf8))
    }

    @Test func rejectsDataThatIsNotBzip2() {
        #expect(throws: BZip2.Failure.corrupt("no bzip2 header")) {
            try BZip2.decompress(Array("plain text".utf8))
        }
        #expect(throws: BZip2.Failure.corrupt("empty input")) { try BZip2.decompress([]) }
    }

    @Test func rejectsTruncatedData() throws {
        let packed = try UnihanFixture.bzip2(String(repeating: "stroke order ", count: 400))
        #expect(throws: BZip2.Failure.truncated) {
            try BZip2.decompress(Array([UInt8](packed).dropLast(10)))
        }
    }

    @Test func rejectsDamagedBlocks() throws {
        var packed = [UInt8](try UnihanFixture.bzip2(String(repeating: "héngzhé ", count: 400)))
        packed[packed.count / 2] ^= 0xFF
        #expect(throws: BZip2.Failure.self) { try BZip2.decompress(packed) }
    }
}
