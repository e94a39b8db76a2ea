import Foundation
import Testing
import WriteOutLoud

/// `wol analyze --store DB --learner NAME` decodes with the learner's own model when the store keeps one for the
/// acoustic model, else with the speaker transform `wol enroll` kept for that learner, exactly as `--voice FILE`
/// would with the same transform, and its reports say whose voice heard them.
@Suite struct LearnerVoiceCommandTests {
    static let recording = "Fixtures/kou-correct.json"

    /// A store in a new folder, with `transforms` kept per learner; the transform file itself too.
    static func store(_ transforms: [String: StoredSpeakerTransform]) throws -> (folder: URL, store: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wol-learner-voice-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("progress.sqlite").path
        let store = try SQLiteProgressStore(path: path)
        for (learner, transform) in transforms { try store.saveSpeakerTransform(transform, learner: learner) }
        return (folder, path)
    }

    /// The report's speech section but its `voice`, as JSON text, from a one-recording `--format jsonl` run.
    static func speech(_ run: WOLProcess.Outcome) throws -> String {
        var speech = try speechSection(run)
        speech["voice"] = nil
        return String(decoding: try JSONSerialization.data(withJSONObject: speech, options: .sortedKeys), as: UTF8.self)
    }

    /// Whose voice the report says heard the words (absent without --learner).
    static func voice(_ run: WOLProcess.Outcome) throws -> String? {
        try speechSection(run)["voice"] as? String
    }

    private static func speechSection(_ run: WOLProcess.Outcome) throws -> [String: Any] {
        let line = try #require(run.stdoutLines.first)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        return try #require(object["speech"] as? [String: Any])
    }

    /// A transform that moves every mean far off: what the decoder hears changes, so its use shows.
    static let farOff = SpeakerTransformTests.identity(streams: 3, length: 13, shift: 4)

    @Test func theLearnersStoredTransformIsAppliedAsVoiceWouldApplyIt() throws {
        let standard = Repository.acousticModel.path
        let (folder, store) = try Self.store(["ana": StoredSpeakerTransform(acousticModel: standard, text: Self.farOff)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("ana.mllr")
        try Self.farOff.write(to: file, atomically: true, encoding: .utf8)

        let plain = try WOLProcess.run(["analyze", Self.recording, "--format", "jsonl"])
        let voice = try WOLProcess.run(["analyze", Self.recording, "--format", "jsonl", "--voice", file.path])
        let temporary = folder.appendingPathComponent("tmp", isDirectory: true)
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        let learner = try WOLProcess.run(
            ["analyze", Self.recording, "--format", "jsonl", "--store", store, "--learner", "ana"],
            temporaryFolder: temporary)
        for run in [plain, voice, learner] { #expect(run.status == 0, "stderr: \(run.stderr)") }
        #expect(learner.stderr.isEmpty)
        #expect(try Self.speech(voice) != Self.speech(plain), "the test transform changes nothing")
        #expect(try Self.speech(learner) == Self.speech(voice))
        #expect(try Self.voice(learner) == "learner")
        #expect(try Self.voice(voice) == nil && Self.voice(plain) == nil)
        let left = try FileManager.default.contentsOfDirectory(atPath: temporary.path)
        #expect(!left.contains { $0.hasPrefix("wol-voice-") }, "the temporary copy is removed: \(left)")
    }

    @Test func theLearnersOwnModelIsDecodedWithInsteadOfTheirTransform() throws {
        let standard = Repository.acousticModel
        let (folder, store) = try Self.store(["ana": StoredSpeakerTransform(acousticModel: standard.path, text: Self.farOff)])
        defer { try? FileManager.default.removeItem(at: folder) }
        // Ana's own model has the standard means: heard with it, she sounds as with no voice at all, while her
        // transform (which her own model supersedes) moves every mean far off.
        let standardMeans = try Data(contentsOf: standard.appendingPathComponent("means"))
        let kept = try SQLiteProgressStore(path: store).saveLearnerModel(
            LearnerMeans(standardMeans), acousticModel: standard.path, learner: "ana", fittedAfter: Self.farOff)
        #expect(kept != nil)

        let plain = try WOLProcess.run(["analyze", Self.recording, "--format", "jsonl"])
        let temporary = folder.appendingPathComponent("tmp", isDirectory: true)
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        let learner = try WOLProcess.run(
            ["analyze", Self.recording, "--format", "jsonl", "--store", store, "--learner", "ana"],
            temporaryFolder: temporary)
        for run in [plain, learner] { #expect(run.status == 0, "stderr: \(run.stderr)") }
        #expect(learner.stderr.isEmpty)
        #expect(try Self.speech(learner) == Self.speech(plain))
        #expect(try Self.voice(learner) == "learner-model")
        let left = try FileManager.default.contentsOfDirectory(atPath: temporary.path)
        #expect(!left.contains { $0.hasPrefix("wol-voice-") }, "the learner model is removed: \(left)")
    }

    @Test func anOwnModelFittedToAnotherAcousticModelIsPassedOverForTheTransform() throws {
        let standard = Repository.acousticModel
        let (folder, store) = try Self.store(["ana": StoredSpeakerTransform(acousticModel: standard.path, text: Self.farOff)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("ana.mllr")
        try Self.farOff.write(to: file, atomically: true, encoding: .utf8)
        _ = try SQLiteProgressStore(path: store).saveLearnerModel(
            LearnerMeans(try Data(contentsOf: standard.appendingPathComponent("means"))), acousticModel: "/elsewhere/en-us",
            learner: "ana", fittedAfter: Self.farOff)

        let voice = try WOLProcess.run(["analyze", Self.recording, "--format", "jsonl", "--voice", file.path])
        let learner = try WOLProcess.run(["analyze", Self.recording, "--format", "jsonl", "--store", store, "--learner", "ana"])
        for run in [voice, learner] { #expect(run.status == 0, "stderr: \(run.stderr)") }
        #expect(try Self.speech(learner) == Self.speech(voice))
        #expect(try Self.voice(learner) == "learner")
    }

    @Test func enrollingByMLLRThenMAPKeepsTheTransformAndTheMeansAndAnalyzeHearsWithThem() throws {
        let (folder, store) = try Self.store([:])
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("ana")
        let enrol = try WOLProcess.run(
            ["enroll", "Fixtures/enrollment/pffy-syllables.wav", "--method", "mllr+map", "--out", out.path, "--store", store,
             "--learner", "ana"])
        #expect(enrol.status == 0, "stderr: \(enrol.stderr)")
        let kept = try SQLiteProgressStore(path: store)
        let transform = try #require(try kept.speakerTransform(learner: "ana"))
        let model = try #require(try kept.learnerModel(learner: "ana"))
        #expect(transform.acousticModel == model.acousticModel)
        let written = try Data(contentsOf: out.appendingPathComponent("en-us").appendingPathComponent("means"))
        #expect(try kept.learnerModelMeans(learner: "ana", digest: model.meansDigest)?.data == written)

        let learner = try WOLProcess.run(["analyze", Self.recording, "--format", "jsonl", "--store", store, "--learner", "ana"])
        #expect(learner.status == 0, "stderr: \(learner.stderr)")
        #expect(try Self.voice(learner) == "learner-model")

        let mapAlone = try WOLProcess.run(
            ["enroll", "Fixtures/enrollment/pffy-syllables.wav", "--method", "map", "--out", out.path, "--store", store,
             "--learner", "ana"])
        #expect(mapAlone.status == 64, "MAP alone has no transform to keep the means after")
    }

    @Test func aLearnerWithoutATransformIsDecodedWithoutOneAndToldSo() throws {
        let (folder, store) = try Self.store([:])
        defer { try? FileManager.default.removeItem(at: folder) }
        let plain = try WOLProcess.run(["analyze", Self.recording, "--format", "jsonl"])
        let learner = try WOLProcess.run(
            ["analyze", Self.recording, "--format", "jsonl", "--store", store, "--learner", "bo"])
        #expect(learner.status == 0)
        #expect(learner.stderr.contains("learner bo has no speaker transform in \(store)"))
        #expect(try Self.speech(learner) == Self.speech(plain))
        #expect(try Self.voice(learner) == "standard")
    }

    @Test func aTransformFittedToAnotherModelIsRefusedWithExitThree() throws {
        let (folder, store) = try Self.store(
            ["ana": StoredSpeakerTransform(acousticModel: "/elsewhere/en-us", text: Self.farOff)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try WOLProcess.run(["analyze", Self.recording, "--store", store, "--learner", "ana"])
        #expect(run.status == 3)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("wol analyze: \(store): learner ana's speaker transform was fitted to /elsewhere/en-us"))
        #expect(run.stderr.split(separator: "\n").count == 1)
    }

    @Test func learnerNeedsAStoreAndExcludesVoice() throws {
        let alone = try WOLProcess.run(["analyze", Self.recording, "--learner", "ana"])
        let both = try WOLProcess.run(
            ["analyze", Self.recording, "--store", "s.sqlite", "--learner", "ana", "--voice", "a.mllr"])
        for run in [alone, both] {
            #expect(run.status == 64)
            #expect(run.stdout.isEmpty)
        }
    }
}
