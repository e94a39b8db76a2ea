import Foundation
import Testing

@testable import WriteOutLoud

/// A learner's means are checked before PocketSphinx, which ends the process on a bad checksum or dimension,
/// loads them: the model's own means and a changed copy with its checksum made good pass; a damaged value, another
/// dimension or another size is refused on `means`.
@Suite struct MeansFileCheckTests {
    static let standard = try! Data(contentsOf: RecognizerConfiguration.debianAcousticModel.appendingPathComponent("means"))

    /// The standard means with their first and last values changed and the checksum computed anew, as `map_adapt`
    /// writes them (sphinxbase's checksum: each 32-bit word after the byte-order word added to the sum rotated 20
    /// bits). Made once: changing and summing 0.8 MB takes a while in a debug build.
    static let changed: Data = {
        var bytes = [UInt8](standard)
        let headerEnd = bytes.indices.first { bytes[$0..<min($0 + 7, bytes.count)].elementsEqual("endhdr\n".utf8) }! + 7
        func word(_ offset: Int) -> UInt32 { bytes[offset..<offset + 4].reversed().reduce(0) { $0 << 8 | UInt32($1) } }
        func put(_ value: UInt32, _ offset: Int) {
            for index in 0..<4 { bytes[offset + index] = UInt8(truncatingIfNeeded: value >> (8 * index)) }
        }
        let firstValue = headerEnd + 4 + 4 * 3 + 4 * Int(word(headerEnd + 8)) + 4
        for offset in [firstValue, bytes.count - 8] { put(word(offset) &+ 1, offset) }
        var sum: UInt32 = 0
        for offset in stride(from: headerEnd + 4, to: bytes.count - 4, by: 4) { sum = (sum << 20 | sum >> 12) &+ word(offset) }
        put(sum, bytes.count - 4)
        return Data(bytes)
    }()

    @Test func theModelsOwnMeansAndAChangedCopyWithItsChecksumPass() throws {
        try MeansFileCheck.check(Self.standard, against: Self.standard)
        let changed = Self.changed
        #expect(changed != Self.standard)
        try MeansFileCheck.check(changed, against: Self.standard)
    }

    @Test func damagedOrOtherMeansAreRefused() {
        var damaged = Self.changed
        damaged[damaged.count - 8] ^= 0x40
        var otherDimensions = Self.standard
        otherDimensions[44] ^= 0x01
        let cases: [(String, Data, String)] = [
            ("damaged", damaged, "are damaged"),
            ("other dimensions", otherDimensions, "have another header or other dimensions"),
            ("other size", Self.standard.dropLast(4), "are 838728 bytes"),
        ]
        for (name, means, problem) in cases {
            #expect("\(name)") {
                try MeansFileCheck.check(means, against: Self.standard)
            } throws: { error in
                let error = error as? EnrollmentError
                return error?.subject == "means" && error?.problem.hasPrefix(problem) == true
            }
        }
    }
}
