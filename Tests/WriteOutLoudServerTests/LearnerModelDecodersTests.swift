import Foundation
import Testing
import WriteOutLoud
@testable import WriteOutLoudServer

/// Decoders of learners' own models are kept between attempts: an idle one is lent again without loading or
/// reading the means, one lent out is never let go, and past the capacity the least recently used model goes,
/// its folder with it.
@Suite struct LearnerModelDecodersTests {
    /// The test servers' model's means with their last value changed by `variant` and the checksum computed anew (sphinxbase's:
    /// each 32-bit word after the byte-order word added to the sum rotated 20 bits): a different model each, which
    /// PocketSphinx loads.
    static func means(_ variant: UInt32) throws -> LearnerMeans {
        var bytes = [UInt8](try Data(contentsOf: Repository.acousticModel.appendingPathComponent("means")))
        let headerEnd = try #require(bytes.indices.first { bytes[$0..<min($0 + 7, bytes.count)].elementsEqual("endhdr\n".utf8) }) + 7
        func word(_ offset: Int) -> UInt32 { bytes[offset..<offset + 4].reversed().reduce(0) { $0 << 8 | UInt32($1) } }
        func put(_ value: UInt32, _ offset: Int) { for index in 0..<4 { bytes[offset + index] = UInt8(truncatingIfNeeded: value >> (8 * index)) } }
        put(word(bytes.count - 8) &+ variant, bytes.count - 8)
        var sum: UInt32 = 0
        for offset in stride(from: headerEnd + 4, to: bytes.count - 4, by: 4) { sum = (sum << 20 | sum >> 12) &+ word(offset) }
        put(sum, bytes.count - 4)
        return LearnerMeans(Data(bytes))
    }

    @Test func idleDecodersAreLentAgainAndTheLeastRecentlyUsedModelGoes() throws {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("wol-learner-models-tests-\(UUID().uuidString)")
        let decoders = LearnerModelDecoders(
            configuration: RecognizerConfiguration(modelsDirectory: Repository.models), capacity: 1, cache: cache)
        let (first, second) = (try Self.means(1), try Self.means(2))
        let (a, b) = (first.digest, second.digest)

        let lent = try decoders.borrow(digest: a, means: first)
        #expect(
            lent.recognizer.configuration.acousticModel.path == cache.appendingPathComponent(a).appendingPathComponent("en-us").path)
        decoders.giveBack(lent)
        let again = try decoders.borrow(digest: a, means: nil)
        #expect(again === lent, "the idle decoder is lent again")

        // While a's decoder is lent, b's model arriving past the capacity cannot push a's out.
        let other = try decoders.borrow(digest: b, means: second)
        decoders.giveBack(other)
        #expect(decoders.isBuilt(digest: a) && !decoders.isBuilt(digest: b), "the idle model goes, the lent one stays")
        decoders.giveBack(again)
        #expect(decoders.isBuilt(digest: a))

        #expect(throws: EnrollmentError.self, "b's folder went: its means are needed again") {
            try decoders.borrow(digest: b, means: nil)
        }
        #expect(decoders.isBuilt(digest: a), "a failed load lets no model go")
        let reloaded = try decoders.borrow(digest: b, means: second)
        decoders.giveBack(reloaded)
        #expect(decoders.isBuilt(digest: b) && !decoders.isBuilt(digest: a), "now a was used least recently")
    }
}
