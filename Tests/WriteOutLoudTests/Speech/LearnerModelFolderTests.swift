import Foundation
import Testing
import WriteOutLoud

/// A learner model folder is the acoustic model with the learner's means in place of its own: built once per
/// means under the cache, named like the model, loadable by PocketSphinx, and refused for means of another size.
@Suite struct LearnerModelFolderTests {
    static let base = Repository.acousticModel

    static func cache() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("wol-learner-model-tests-\(UUID().uuidString)")
    }

    @Test func theFolderHasTheLearnersMeansAndTheModelsOtherFiles() throws {
        let cache = Self.cache()
        defer { try? FileManager.default.removeItem(at: cache) }
        let means = LearnerMeans(MeansFileCheckTests.changed)
        let folders = LearnerModelFolder(base: Self.base, cache: cache)
        let digest = means.digest
        #expect(!folders.isBuilt(digest: digest))

        let folder = try folders.build(means)
        #expect(folder.path == cache.appendingPathComponent(digest).appendingPathComponent("en-us").path)
        #expect(folders.isBuilt(digest: digest))
        #expect(try Data(contentsOf: folder.appendingPathComponent("means")) == means.data)
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.base.path).sorted()
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == files)
        for file in files where file != "means" {
            #expect(
                try Data(contentsOf: folder.appendingPathComponent(file))
                    == Data(contentsOf: Self.base.appendingPathComponent(file)), "\(file)")
        }
        #expect(try folders.build(means).path == folder.path, "built once")
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.path) == [digest], "no staging left")

        folders.remove(digest: digest)
        #expect(!folders.isBuilt(digest: digest))
    }

    @Test func aDecoderLoadedFromTheStandardMeansHearsAsTheStandardModel() throws {
        let cache = Self.cache()
        defer { try? FileManager.default.removeItem(at: cache) }
        let folder = try LearnerModelFolder(base: Self.base, cache: cache)
            .build(LearnerMeans(try Data(contentsOf: Self.base.appendingPathComponent("means"))))
        let audio = try AudioFile.read(Repository.fixtures.appendingPathComponent("enrollment/pffy-syllables.wav"))
        let standard = RecognizerConfiguration(modelsDirectory: Repository.models, names: .mandarin)
        var learner = standard
        learner.acousticModel = folder
        let heard = try SpeechRecognizer(configuration: learner).transcribe(audio)
        #expect(!heard.isEmpty)
        #expect(heard == (try SpeechRecognizer(configuration: standard).transcribe(audio)))
    }

    @Test func meansOfAnotherSizeAreRefused() throws {
        let cache = Self.cache()
        defer { try? FileManager.default.removeItem(at: cache) }
        #expect {
            try LearnerModelFolder(base: Self.base, cache: cache).build(LearnerMeans(Data(repeating: 0, count: 1000)))
        } throws: { error in
            guard let error = error as? EnrollmentError else { return false }
            return error.subject == "means" && error.problem.contains("fitted to another model")
        }
        let left = (try? FileManager.default.contentsOfDirectory(atPath: cache.path)) ?? []
        #expect(left.isEmpty, "nothing is staged for refused means")
    }
}
