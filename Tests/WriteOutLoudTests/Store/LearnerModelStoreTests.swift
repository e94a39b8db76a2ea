import Foundation
import Testing
import WriteOutLoud

/// A learner's MAP-adapted means kept beside their speaker transform: kept only while that transform stands,
/// read back byte for byte by digest, and gone when the learner enrols again or forgets their voice.
@Suite struct LearnerModelStoreTests {
    private let temporary = TemporaryFolder("store")

    private static let model = "/models/en-us"
    private static let first = StoredSpeakerTransform(acousticModel: model, text: "1\n3\n13\n…first")
    private static let second = StoredSpeakerTransform(acousticModel: model, text: "1\n3\n13\n…second")

    /// A means file's size worth of zeros with a few bytes set by `seed` (1 to 4), high bytes included; made and
    /// hashed once, as hashing 0.8 MB in a debug build holds a thread that other suites' timers need.
    private static func means(seed: Int) -> LearnerMeans { seeded[seed - 1] }

    private static let seeded = (1...4).map { seed in
        var bytes = Data(count: 838_732)
        for offset in stride(from: seed, to: bytes.count, by: 65_537) { bytes[offset] = UInt8(truncatingIfNeeded: 0xF0 &+ seed) }
        return LearnerMeans(bytes)
    }

    @Test(arguments: StoreKind.allCases) func keepsTheMeansAfterTheirTransformAndReadsThemByDigest(_ kind: StoreKind) async throws {
        let store = try await kind.emptyStore(in: temporary)
        try await store.saveSpeakerTransform(Self.first, learner: "mei")
        #expect(try await store.learnerModel(learner: "mei") == nil)
        let means = Self.means(seed: 1)
        let kept = try #require(
            try await store.saveLearnerModel(means, acousticModel: Self.model, learner: "mei", fittedAfter: Self.first.text))
        #expect(kept.meansDigest == means.digest && kept.meansDigest.count == 64)
        let reopened = try await kind.reopen(store)
        let found = try #require(try await reopened.learnerModel(learner: "mei"))
        #expect(found.acousticModel == Self.model && found.meansDigest == kept.meansDigest)
        #expect(try abs(#require(found.storedAt).timeIntervalSinceNow) < 60)
        #expect(try await reopened.learnerModelMeans(learner: "mei", digest: kept.meansDigest) == means)
        #expect(try await reopened.learnerModelMeans(learner: "mei", digest: LearnerMeans(Data()).digest) == nil)
        #expect(try await reopened.learnerModel(learner: "tom") == nil)
        #expect(try await reopened.speakerTransform(learner: "mei")?.text == Self.first.text, "the transform stays")
    }

    @Test(arguments: StoreKind.allCases) func meansFittedAfterAReplacedOrForgottenTransformAreNotKept(_ kind: StoreKind) async throws {
        let store = try await kind.emptyStore(in: temporary)
        let means = Self.means(seed: 2)
        #expect(
            try await store.saveLearnerModel(means, acousticModel: Self.model, learner: "mei", fittedAfter: Self.first.text)
                == nil, "no transform at all")
        try await store.saveSpeakerTransform(Self.first, learner: "mei")
        try await store.saveSpeakerTransform(Self.second, learner: "mei")
        #expect(
            try await store.saveLearnerModel(means, acousticModel: Self.model, learner: "mei", fittedAfter: Self.first.text)
                == nil, "fitted after the transform the second reading replaced")
        #expect(try await store.learnerModel(learner: "mei") == nil)
        _ = try await store.deleteSpeakerTransform(learner: "mei")
        #expect(
            try await store.saveLearnerModel(means, acousticModel: Self.model, learner: "mei", fittedAfter: Self.second.text)
                == nil, "fitted after a transform since forgotten")
        #expect(try await store.learnerModel(learner: "mei") == nil)
    }

    @Test(arguments: StoreKind.allCases) func enrollingAgainOrForgettingDropsOneLearnersMeans(_ kind: StoreKind) async throws {
        let store = try await kind.emptyStore(in: temporary)
        for learner in ["mei", "tom"] {
            try await store.saveSpeakerTransform(Self.first, learner: learner)
            _ = try await store.saveLearnerModel(
                Self.means(seed: 3), acousticModel: Self.model, learner: learner, fittedAfter: Self.first.text)
        }
        try await store.saveSpeakerTransform(Self.second, learner: "mei")
        #expect(try await store.learnerModel(learner: "mei") == nil, "a new reading's transform drops the old means")
        let newer = try #require(
            try await store.saveLearnerModel(
                Self.means(seed: 4), acousticModel: Self.model, learner: "mei", fittedAfter: Self.second.text))
        #expect(try await store.learnerModel(learner: "mei")?.meansDigest == newer.meansDigest)

        #expect(try await store.deleteSpeakerTransform(learner: "mei"))
        #expect(try await store.learnerModel(learner: "mei") == nil)
        #expect(try await store.learnerModelMeans(learner: "mei", digest: newer.meansDigest) == nil)
        #expect(try await store.speakerTransform(learner: "mei") == nil)
        let tom = try #require(try await kind.reopen(store).learnerModel(learner: "tom"), "another learner's means stay")
        #expect(tom.meansDigest == Self.means(seed: 3).digest)
    }
}
