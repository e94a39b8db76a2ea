import Foundation
import Testing
import WriteOutLoud

/// `wol learners consent` and `wol corpus export`, end to end on a throwaway store of each kind: a consenting
/// learner's heard names come out as clips cut at their times with the right labels and lengths; a learner who
/// never consented, and one whose consent was withdrawn, do not (docs/voice-corpus.md).
@Suite struct CorpusExportCommandTests {
    private let temporary = TemporaryFolder("corpus")

    /// Ink-clock times of the heard words are stroke index … index + 0.4 s (``TestReports``); the voice starts
    /// 0.5 s before the ink, so in the voice they are index + 0.5 … index + 0.9 s.
    private static let voiceStartsBeforeInk = -0.5

    /// Stores one attempt of `learner` with four strokes and its replay (a 5 s voice): 横 heard confidently
    /// (the engine's label), 竖 heard but unsure (out), 撇 heard wrong but passed by the teacher (the teacher's
    /// label), 点 heard confidently but failed by the teacher (out).
    private func storeAttempt(of learner: String, in store: any ProgressStore, variant: Double) async throws -> Int64 {
        var report = TestReports.report(
            file: "\(learner).json", learner: learner,
            strokes: [
                .init(type: .heng, accuracy: 80, named: true), .init(type: .shu, accuracy: 80, named: true),
                .init(type: .pie, accuracy: 80, named: false), .init(type: .dian, accuracy: 80, named: true),
            ])
        report.strokes[1].speech?.confidence = 0.5
        report.strokes[2].speech?.language = .zh
        var recording = TestReports.recording(learner: learner, variant: variant)
        recording.audio = AudioReference(file: "\(learner).wav", offset: Self.voiceStartsBeforeInk)
        guard case .inserted(let id) = try await store.record(report, recording: recording, recordingPath: "\(learner).json")
        else { throw StoreError(file: "", field: "attempt", problem: "\(learner)'s attempt was not stored") }
        let voice = AudioBuffer(samples: (0..<80_000).map { Float(sin(Double($0) / 7)) / 4 }, sampleRate: 16_000)
        try await store.saveReplay(try AttemptReplay(recording: recording, audio: voice, report: report), attempt: id)
        for (stroke, passed) in [(2, true), (3, false)] {
            try await store.addVerdict(
                TeacherVerdict(
                    attempt: id, stroke: stroke, dimension: .name, teacher: "Ms Wang", givenAt: "2026-03-02T11:00:00Z",
                    enginePassed: stroke == 3, engineScore: nil, passed: passed, note: nil, engineVersion: "test"))
        }
        return id
    }

    /// The training pipeline's first stage (`Training/corpus.py`, as `train.sh --extra` runs it) takes the export as
    /// one more voice: each clip labelled with its toneless syllable and padded with a quarter second either side.
    private func expectTrainingReads(_ export: URL, speaker: String, clips: [(name: String, syllable: String, samples: Int)])
        throws
    {
        let people = temporary.url.appendingPathComponent("no-other-voices-\(export.lastPathComponent)")
        let work = temporary.url.appendingPathComponent("training-\(export.lastPathComponent)")
        try FileManager.default.createDirectory(at: people, withIntermediateDirectories: true)
        let run = try WOLProcess.run(
            ["python3", "Training/corpus.py", people.path, work.path, "--extra", export.path, "--speeds", ""],
            program: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let rows = try String(contentsOf: work.appendingPathComponent("clips.tsv"), encoding: .utf8)
        #expect(rows == clips.enumerated().map { index, clip in
            "\(speaker)/\(speaker)-\(String(format: "%05d", index))\t\(speaker)\t1\t\(clip.syllable)\t\(clip.name)\n"
        }.joined())
        for (index, clip) in clips.enumerated() {
            let padded = try AudioFile.read(work.appendingPathComponent("wav/\(speaker)/\(speaker)-\(String(format: "%05d", index)).wav"))
            #expect(padded.samples.count == clip.samples + 8_000, "\(clip.name)")
        }
    }

    @Test(arguments: StoreKind.allCases) func onlyConsentingLearnersClipsAreExportedWithTheirLabels(_ kind: StoreKind) async throws {
        let store = try await kind.emptyStore(in: temporary)
        try await store.addTeacher("Ms Wang", password: try ClassRosterTests.hash())
        var ids: [String: Int64] = [:]
        for (index, learner) in ["ana", "bo", "cy"].enumerated() {
            try await store.enrol(learner: learner, teacher: "Ms Wang", token: AccessToken())
            ids[learner] = try await storeAttempt(of: learner, in: store, variant: Double(index))
        }
        let old = try await store.record(
            TestReports.report(file: "old.json", learner: "ana", strokes: [.init(type: .heng, accuracy: 80, named: true)]),
            recording: TestReports.recording(learner: "ana", variant: 9), recordingPath: "old.json")
        guard case .inserted(let oldID) = old else { throw StoreError(file: "", field: "attempt", problem: "not stored") }
        let silence = WAVEncoding.pcm16(AudioBuffer(samples: Array(repeating: 0, count: 16_000), sampleRate: 16_000))
        try await store.saveReplay(AttemptReplay(recording: Data("{}".utf8), audio: silence, heard: ["横"]), attempt: oldID)
        let location = store.location

        let nobody = try WOLProcess.run(["learners", "consent", "dee", "--store", location])
        #expect(nobody.status == 1)
        #expect(nobody.stderr == "wol learners consent: learner: there is no learner named dee\n")
        for learner in ["ana", "cy"] {
            let given = try WOLProcess.run(["learners", "consent", learner, "--store", location])
            #expect(given.status == 0, "stderr: \(given.stderr)")
            #expect(given.stdout.hasPrefix("\(learner) lends their voice since 20"))
        }
        let revoked = try WOLProcess.run(["learners", "consent", "cy", "--revoke", "--store", location])
        #expect(revoked.stdout == "cy no longer lends their voice.\n", "stderr: \(revoked.stderr)")
        let listed = try WOLProcess.run(["learners", "list", "--store", location]).stdoutLines
        #expect(listed.count == 3)
        #expect(listed.first?.hasPrefix("ana\tMs Wang\tlink\tvoice lent since 20") == true)
        #expect(Array(listed.dropFirst()) == ["bo\tMs Wang\tlink\tvoice not lent", "cy\tMs Wang\tlink\tvoice not lent"])

        let out = temporary.url.appendingPathComponent("corpus-\(kind.rawValue)")
        let exported = try WOLProcess.run(["corpus", "export", "--store", location, "--out", out.path, "--margin", "0.4"])
        #expect(exported.status == 0, "stderr: \(exported.stderr)")
        #expect(exported.stderr.contains("2 clip(s) of 1 consenting learner(s) from 2 attempt(s) with a kept voice (1 labelled by a teacher's verdict, 1 by the engine's confident match)"))
        #expect(exported.stderr.contains("1 attempt(s) kept before heard words' times were: skipped"))

        let ana = VoiceCorpusLayout.speaker(of: "ana")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).sorted() == ["clips.tsv", ana])
        let id = try #require(ids["ana"])
        let labels = try String(contentsOf: out.appendingPathComponent("\(ana)/words.tsv"), encoding: .utf8)
        #expect(labels == "a\(id)-s1-heng\theng2\na\(id)-s3-pie\tpie3\n")
        // 横 is heard at 0.5-0.9 s of the voice: 0.4 s before it (0.1 s), but after it only halfway to 竖 at
        // 1.5 s (1.2 s): 1.1 s, 17,600 samples. 撇 at 2.5-2.9 s: from halfway after 竖 (ending 1.9 s), 2.2 s, to
        // halfway before 点 (3.5 s), 3.2 s: 1.0 s, 16,000 samples.
        for (clip, samples) in [("a\(id)-s1-heng", 17_600), ("a\(id)-s3-pie", 16_000)] {
            let file = out.appendingPathComponent("\(ana)/words/\(clip).wav")
            let audio = try AudioFile.read(file)
            #expect(audio.sampleRate == 16_000)
            #expect(audio.samples.count == samples, "\(clip)")
            #expect(try Data(contentsOf: file).count == 44 + samples * 2)
        }
        let listing = try String(contentsOf: out.appendingPathComponent("clips.tsv"), encoding: .utf8)
        #expect(listing == VoiceCorpusLayout.listingHeader
            + "\(ana)\t\(ana)/words/a\(id)-s1-heng.wav\t横\theng2\tengine\t\(id)\t0\t0.100\t1.200\n"
            + "\(ana)\t\(ana)/words/a\(id)-s3-pie.wav\t撇\tpie3\tteacher\t\(id)\t2\t2.200\t3.200\n")
        #expect(!listing.contains("ana\t") && !listing.contains("bo") && !listing.contains("cy"))
        try expectTrainingReads(out, speaker: ana, clips: [("a\(id)-s1-heng", "heng", 17_600), ("a\(id)-s3-pie", "pie", 16_000)])

        let again = try WOLProcess.run(["corpus", "export", "--store", location, "--out", out.path])
        #expect(again.status == 1)
        #expect(again.stderr == "wol corpus export: \(out.path): is not empty: give --force to replace an earlier export there\n")
        let kept = out.appendingPathComponent("notes.txt")
        try Data("mine".utf8).write(to: kept)
        #expect(try await store.revokeVoiceConsent(learner: "ana"))
        let replaced = try WOLProcess.run(["corpus", "export", "--store", location, "--out", out.path, "--force"])
        #expect(replaced.status == 0, "stderr: \(replaced.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).sorted() == ["clips.tsv", "notes.txt"])
        #expect(try String(contentsOf: out.appendingPathComponent("clips.tsv"), encoding: .utf8) == VoiceCorpusLayout.listingHeader)
    }

    @Test func consentIsRecordedOnlyForALearnerInAClass() async throws {
        let path = temporary.url.appendingPathComponent("classless.sqlite").path
        let store = try SQLiteProgressStore(path: path)
        _ = try await store.record(
            TestReports.report(file: "a.json", strokes: [.init(type: .heng, accuracy: 80)]),
            recording: TestReports.recording(), recordingPath: "a.json")
        let refused = try WOLProcess.run(["learners", "consent", "ana", "--store", path])
        #expect(refused.status == 1)
        #expect(refused.stderr.hasPrefix("wol learners consent: learner: ana is in no class"))
        #expect(try store.voiceConsents().isEmpty)
        let folder = temporary.url.appendingPathComponent("a-file")
        try Data("x".utf8).write(to: folder)
        let notAFolder = try WOLProcess.run(["corpus", "export", "--store", path, "--out", folder.path])
        #expect(notAFolder.status == 1)
        #expect(notAFolder.stderr == "wol corpus export: \(folder.path): is a file, not a folder\n")
    }
}
