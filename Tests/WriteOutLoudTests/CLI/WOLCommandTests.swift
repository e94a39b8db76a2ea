import Foundation
import Testing

/// The built `wol` run end to end: exit codes, what goes to stdout and what to stderr, and batches going on past
/// bad files. Exit codes: 0 done, 1 some inputs failed, 3 the engine could not start, 64 wrong command line.
@Suite struct WOLCommandTests {
    static let good = ["Fixtures/kou-correct.json", "Fixtures/shi-missing.json"]
    static let bad = "Fixtures/malformed/truncated.json"

    func jsonObject(_ line: String) -> [String: Any]? {
        (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
    }

    @Test(arguments: ["wol", "wol-bench"])
    func theExecutableWasBuilt(tool: String) {
        let path = WOLProcess.executable(tool).path
        #expect(FileManager.default.isExecutableFile(atPath: path), "run `swift build` first: \(path)")
    }

    @Test func aBatchGoesOnPastABadFileWithOneJSONObjectPerInput() throws {
        let run = try WOLProcess.run(["analyze", Self.good[0], Self.bad, Self.good[1], "--format", "jsonl", "--no-audio"])
        #expect(run.status == 1)
        let objects = run.stdoutLines.map(jsonObject)
        #expect(objects.count == 3)
        #expect(objects[0]?["character"] as? String == "口")
        #expect(objects[1]?["ok"] as? Bool == false)
        #expect((objects[1]?["error"] as? String)?.hasPrefix(Self.bad + ": (document): is not valid JSON") == true)
        #expect(objects[2]?["character"] as? String == "十")
        #expect(run.stderr.contains("1 of 3 recording(s) could not be analysed"))
        #expect(!run.stderr.contains("{"), "no report on stderr")
    }

    @Test func aBatchOfGoodFilesExitsZeroWithVoiceJudged() throws {
        let run = try WOLProcess.run(["analyze", Self.good[0], "--format", "jsonl"])
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        let object = try #require(run.stdoutLines.count == 1 ? jsonObject(run.stdoutLines[0]) : nil)
        #expect((object["speech"] as? [String: Any])?["status"] as? String == "recognised")
    }

    @Test func noAudioIgnoresAMissingAudioFile() throws {
        let run = try WOLProcess.run(["analyze", "Fixtures/malformed/missing-audio.json", "--format", "jsonl", "--no-audio"])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stdoutLines.count == 1)
        let lesson = try WOLProcess.run(["lesson", "Fixtures/malformed/missing-audio.json", "--no-audio"])
        #expect(lesson.status == 0, "stderr: \(lesson.stderr)")
    }

    /// 月's first stroke is typed 撇 and may also be called 竖撇; `show` says so in both formats.
    @Test func showNamesAStrokesOtherAcceptedNames() throws {
        let text = try WOLProcess.run(["characters", "show", "月"])
        #expect(text.status == 0, "stderr: \(text.stderr)")
        #expect(text.stdoutLines.contains { $0.hasPrefix("1. 撇 piě (pie), also said 竖撇 shùpiě:") })
        #expect(!text.stdoutLines.contains { $0.hasPrefix("3.") && $0.contains("also said") })
        let json = try WOLProcess.run(["characters", "show", "月", "--format", "json"])
        let strokes = try #require(jsonObject(json.stdout)?["strokes"] as? [[String: Any]])
        #expect(strokes.first?["alsoNamed"] as? [String] == ["shupie"])
        #expect(strokes.last?["alsoNamed"] == nil)
    }

    /// A cursive word is composed from its letters for `show`, judged letter by letter by `analyze`, and a
    /// letter the library lacks is named.
    @Test func aCursiveWordIsShownJudgedAndItsUnknownLetterNamed() throws {
        let shown = try WOLProcess.run(["characters", "show", "cat"])
        #expect(shown.status == 0, "stderr: \(shown.stderr)")
        #expect(shown.stdoutLines.contains { $0.hasPrefix("join c–a on the baseline at ") })
        #expect(shown.stdoutLines.contains { $0.hasPrefix("4. stroke (entry none, exit none) of letter t:") })
        let unknown = try WOLProcess.run(["characters", "show", "cax"])
        #expect(unknown.status != 0)
        #expect(unknown.stderr.contains("word cax: letter x is not in the character library"))
        let judged = try WOLProcess.run(["analyze", "Fixtures/word-cat-letter-left-out.json", "--no-audio", "--format", "json"])
        #expect(judged.status == 0, "stderr: \(judged.stderr)")
        let errors = try #require(jsonObject(judged.stdout)?["errors"] as? [[String: Any]])
        #expect(errors.map { $0["message"] as? String } == ["Letter 3, t, is missing."])
    }

    @Test func aWrongCommandLineExits64WithNothingOnStdout() throws {
        let run = try WOLProcess.run(["analyze", Self.good[0], "--jobs", "0"])
        #expect(run.status == 64)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("--jobs must be at least 1"))
    }

    @Test func aServerWithANegativeNumberOfLearnerModelsIsRefusedBeforeItStarts() throws {
        let run = try WOLProcess.run(["serve", "--port", "0", "--learner-models=-1"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("--learner-models must be 0 or more"))
    }

    @Test func aServerToldOfASphinxtrainFolderThatIsNotThereStopsBeforeItStarts() throws {
        let run = try WOLProcess.run(["serve", "--port", "0", "--no-audio", "--sphinxtrain", "/nonexistent-wol-sphinxtrain"])
        #expect(run.status == 3)
        #expect(run.stderr == "wol serve: --sphinxtrain /nonexistent-wol-sphinxtrain: no such folder\n")
    }

    @Test func anEmptyFileNameIsNamedAsSuch() throws {
        let run = try WOLProcess.run(["analyze", ""])
        #expect(run.status == 64)
        #expect(run.stderr.contains(#"is empty ("")"#))
        #expect(!run.stderr.contains(Repository.root.path), "the current directory is not named as the file")
    }

    @Test func anEmptyFileNameInATranscriptionBatchIsABadInputAndTheOthersAreStillTranscribed() throws {
        let files = ["Fixtures/kou-correct.wav", "", "Fixtures/ri-correct.wav"]
        let run = try WOLProcess.run(["transcribe"] + files + ["--format", "json"])
        #expect(run.status == 1)
        let results = run.stdoutLines.compactMap(jsonObject)
        #expect(results.map { $0["file"] as? String } == files)
        #expect(results.map { $0["ok"] as? Bool } == [true, false, true])
        #expect((results[1]["error"] as? String)?.contains(#"file name 2 of 3 is empty ("")"#) == true)
        #expect(!run.stdout.contains(Repository.root.path), "the current directory is not named as the file")
    }

    @Test func anUnusableStoreExitsThreeInEveryCommand() throws {
        let store = "/nonexistent-wol-folder/progress.sqlite"
        let analyze = try WOLProcess.run(["analyze", Self.good[0], "--no-audio", "--store", store])
        let lesson = try WOLProcess.run(["lesson", "--store", store])
        for run in [analyze, lesson] {
            #expect(run.status == 3)
            #expect(run.stdout.isEmpty)
            #expect(run.stderr.contains(store))
        }
    }

    @Test func anUnwritableOutputFileExitsThreeInEveryCommand() throws {
        let output = "/nonexistent-wol-folder/out.json"
        let labels = FileManager.default.temporaryDirectory.appendingPathComponent("wol-labels-\(UUID()).csv")
        defer { try? FileManager.default.removeItem(at: labels) }
        let recordings = ["kou-correct.json", "kou-reversed.json", "shi-correct-english.json", "shi-missing.json"]
        let rows = recordings.flatMap { name in
            (0..<2).map { stroke in
                let verdict = name.contains("reversed") || name.contains("missing") ? "fail" : "pass"
                return "\(Repository.fixtures.appendingPathComponent(name).path),\(stroke),\(verdict),"
            }
        }
        try (["recording,stroke_index,verdict,dimension"] + rows).joined(separator: "\n")
            .write(to: labels, atomically: true, encoding: .utf8)
        let plot = FileManager.default.temporaryDirectory.appendingPathComponent("wol-roc-\(UUID()).svg")
        defer { try? FileManager.default.removeItem(at: plot) }
        let calibrate = try WOLProcess.run(["calibrate", labels.path, "--output", output, "--plot", plot.path])
        let lesson = try WOLProcess.run(["lesson", Self.good[0], "--no-audio", "--output", output])
        for run in [calibrate, lesson] {
            #expect(run.status == 3, "stderr: \(run.stderr)")
            #expect(run.stderr.contains("\(output): file: cannot be written"))
        }
    }

    @Test func transcribeNamesEachFileAsGiven() throws {
        let good = "Fixtures/malformed/voice.wav"
        let bad = "Fixtures/malformed/not-audio.wav"
        let run = try WOLProcess.run(["transcribe", good, bad, "--format", "json"])
        #expect(run.status == 1)
        let objects = run.stdoutLines.map(jsonObject)
        #expect(objects.map { $0?["file"] as? String } == [good, bad])
        #expect((objects.last??["error"] as? String)?.hasPrefix(bad + ": ") == true)
        #expect(!run.stdout.contains(Repository.root.path))
    }

    @Test func aSpeechModelThatFailsToLoadExitsThreeInEveryCommand() throws {
        let model = ["--model", "/nonexistent-wol-model"]
        let analyze = try WOLProcess.run(["analyze", Self.good[0]] + model)
        let transcribe = try WOLProcess.run(["transcribe", "Fixtures/malformed/voice.wav"] + model)
        for run in [analyze, transcribe] {
            #expect(run.status == 3)
            #expect(run.stdout.isEmpty)
            #expect(!run.stderr.isEmpty)
        }
    }

    @Test func aBrokenMandarinModelExitsThreeWithOneLineNamingItsFolder() throws {
        let models = try ModelsCopy(breaking: "acoustic/zh-wideband/mdef")
        defer { models.remove() }
        let options = ["--mandarin-model", "--models", models.folder.path]
        let analyze = try WOLProcess.run(["analyze", Self.good[0]] + options)
        let transcribe = try WOLProcess.run(["transcribe", "Fixtures/kou-correct.wav"] + options)
        for run in [analyze, transcribe] {
            #expect(run.status == 3)
            #expect(run.stdout.isEmpty)
            let lines = run.stderr.split(separator: "\n")
            #expect(lines.count == 1)
            #expect(lines.first?.contains(models.folder.appendingPathComponent("acoustic/zh-wideband").path) == true)
        }
    }

    /// A learner model written by `wol enroll` replaces en-us on the server with the Mandarin model beside it; the
    /// CLI hears it the same way with `--model LEARNER --mandarin-model`.
    @Test func theMandarinModelSearchesBesideAModelOfTheUsersOwnWhenAsked() throws {
        let ownModel = ["--model", "Models/acoustic/en-us"]
        let beside = try WOLProcess.run(
            ["transcribe", "Fixtures/kou-correct.wav", "--format", "json", "--mandarin-model"] + ownModel)
        let byDefault = try WOLProcess.run(["transcribe", "Fixtures/kou-correct.wav", "--format", "json"])
        #expect(beside.status == 0)
        #expect(beside.stdout == byDefault.stdout)

        let models = try ModelsCopy(breaking: "acoustic/zh-wideband/mdef")
        defer { models.remove() }
        let broken = try WOLProcess.run(
            ["transcribe", "Fixtures/kou-correct.wav", "--mandarin-model", "--models", models.folder.path] + ownModel)
        let alone = try WOLProcess.run(
            ["transcribe", "Fixtures/kou-correct.wav", "--models", models.folder.path] + ownModel)
        #expect(broken.status == 3)
        #expect(broken.stderr.contains(models.folder.appendingPathComponent("acoustic/zh-wideband").path))
        #expect(alone.status == 0)
    }

    @Test func transcribeReadsAnMP3AndReportsABadFileWithoutStopping() throws {
        let run = try WOLProcess.run(
            ["transcribe", "Fixtures/audio/pffy-shu4.mp3", "Fixtures/malformed/not-audio.wav", "--format", "json"])
        #expect(run.status == 1)
        let objects = run.stdoutLines.map(jsonObject)
        #expect(objects.count == 2)
        #expect(objects.first??["ok"] as? Bool == true)
        #expect(objects.last??["ok"] as? Bool == false)
    }

    @Test func aBenchmarkThatCannotReadItsCorpusIsARuntimeFailureNotAUsageError() throws {
        let run = try WOLProcess.run(["sync", "--corpus", "/nonexistent-wol-corpus"], tool: "wol-bench")
        #expect(run.status == 1)
        #expect(run.stderr.contains("/nonexistent-wol-corpus/truth.json"))
        #expect(!run.stderr.contains("Usage:"))
    }

    @Test func aBenchmarkThatCannotReadItsLibrariesExitsOneNot64() throws {
        let run = try WOLProcess.run(["crosshand", "/nonexistent-wol-a", "/nonexistent-wol-b"], tool: "wol-bench")
        #expect(run.status == 1, "stderr: \(run.stderr)")
        #expect(run.stderr.contains("/nonexistent-wol-a"))
        #expect(!run.stderr.contains("Usage:"))
    }

    @Test(arguments: ["analyze", "transcribe", "lesson", "characters"])
    func helpDocumentsTheExitCodes(command: String) throws {
        let run = try WOLProcess.run([command, "--help"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("Exit status"))
        #expect(run.stdout.contains("64"))
    }
}
