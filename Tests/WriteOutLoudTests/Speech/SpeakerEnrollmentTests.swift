import Foundation
import Testing
import WriteOutLoud

/// Enrolment end to end on a real speaker's recording of the stroke syllables (`Fixtures/enrollment/`), with
/// Debian's sphinxtrain: a transform (MLLR) or a learner model (MAP) is written, read back and changes what
/// the decoder hears.
@Suite struct SpeakerEnrollmentTests {
    static let recording = Repository.fixtures.appendingPathComponent("enrollment/pffy-syllables.wav")

    static func configuration(transform: URL? = nil) -> RecognizerConfiguration {
        RecognizerConfiguration(modelsDirectory: Repository.models, speakerTransform: transform, names: .mandarin)
    }

    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wol-enroll-tests-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func transformIsWrittenAndChangesWhatTheDecoderHears() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("learner.mllr")
        let recognizer = try SpeechRecognizer(configuration: Self.configuration())
        let transform = try SpeakerEnrollment(recognizer: recognizer)
            .enroll([EnrollmentTake(audio: Self.recording, words: EnrollmentTake.strokeSyllables)], writingTo: output)
        #expect(transform.url == output)
        #expect(transform.streamLengths == [13, 13, 13])
        try transform.check(fits: RecognizerConfiguration.debianAcousticModel)

        let values = try String(contentsOf: output, encoding: .utf8).split(whereSeparator: \.isWhitespace)
            .compactMap { Double($0) }
        let firstMatrix = values[4..<(4 + 169)]
        let identity = (0..<169).map { $0 % 14 == 0 ? 1.0 : 0.0 }
        #expect(zip(firstMatrix, identity).contains { abs($0 - $1) > 0.01 }, "the transform is the identity")

        let adapted = try SpeechRecognizer(configuration: Self.configuration(transform: output))
        #expect(adapted.pocketSphinxOptions.contains("-mllr"))
        let audio = try AudioFile.read(Self.recording)
        let before = try recognizer.transcribe(audio)
        let after = try adapted.transcribe(audio)
        #expect(!after.isEmpty)
        #expect(before != after, "the speaker transform did not reach the decoder")
    }

    @Test func theMandarinModelTakesATransformFromTheShippedSyllables() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let recognizer = try SpeechRecognizer(configuration: MandarinModelTests.mandarinOnly())
        let transform = try SpeakerEnrollment(recognizer: recognizer).enroll(
            [EnrollmentTake(audio: Self.recording, words: EnrollmentTake.strokeSyllables)],
            writingTo: folder.appendingPathComponent("learner.mllr"))
        try transform.check(fits: MandarinModelTests.model)
        var adapted = MandarinModelTests.mandarinOnly()
        adapted.speakerTransform = transform.url
        let audio = try AudioFile.read(Self.recording)
        #expect(try SpeechRecognizer(configuration: adapted).transcribe(audio) != recognizer.transcribe(audio))
    }

    @Test func mapWritesALearnerModelWithNewMeansThatTheDecoderLoads() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let recognizer = try SpeechRecognizer(configuration: Self.configuration())
        let model = try SpeakerEnrollment(recognizer: recognizer).adaptModel(
            [EnrollmentTake(audio: Self.recording, words: EnrollmentTake.strokeSyllables)],
            writingTo: folder.appendingPathComponent("ana"))
        let base = recognizer.configuration.acousticModel
        #expect(model.standardizedFileURL.path == folder.appendingPathComponent("ana/en-us").standardizedFileURL.path)
        for file in try FileManager.default.contentsOfDirectory(atPath: base.path) {
            #expect(FileManager.default.fileExists(atPath: model.appendingPathComponent(file).path), "\(file) missing")
        }
        #expect(FileManager.default.fileExists(atPath: model.appendingPathComponent(SpeakerEnrollment.learnerModelMarker).path))
        let means = try Data(contentsOf: model.appendingPathComponent("means"))
        #expect(means.count == (try Data(contentsOf: base.appendingPathComponent("means"))).count)
        #expect(means != (try Data(contentsOf: base.appendingPathComponent("means"))), "the means did not move")
        #expect(
            try Data(contentsOf: model.appendingPathComponent("variances"))
                == Data(contentsOf: base.appendingPathComponent("variances")))

        var configuration = Self.configuration()
        configuration.acousticModel = model
        let adapted = try SpeechRecognizer(configuration: configuration)
        let audio = try AudioFile.read(Self.recording)
        let after = try adapted.transcribe(audio)
        #expect(!after.isEmpty)
        #expect(try recognizer.transcribe(audio) != after, "the learner model did not reach the decoder")
    }

    @Test func mapAfterATransformStartsFromTheTransformedMeans() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let recognizer = try SpeechRecognizer(configuration: Self.configuration())
        let enrollment = SpeakerEnrollment(recognizer: recognizer)
        let takes = [EnrollmentTake(audio: Self.recording, words: EnrollmentTake.strokeSyllables)]
        let transform = try enrollment.enroll(takes, writingTo: folder.appendingPathComponent("learner.mllr"))
        let mapOnly = try enrollment.adaptModel(takes, writingTo: folder.appendingPathComponent("map"))
        let both = try enrollment.adaptModel(takes, writingTo: folder.appendingPathComponent("both"), after: transform)
        let means = try Data(contentsOf: both.appendingPathComponent("means"))
        #expect(means.count == (try Data(contentsOf: mapOnly.appendingPathComponent("means"))).count)
        #expect(means != (try Data(contentsOf: mapOnly.appendingPathComponent("means"))), "the transform was not applied")

        var configuration = Self.configuration()
        configuration.acousticModel = both
        #expect(!(try SpeechRecognizer(configuration: configuration).transcribe(AudioFile.read(Self.recording)).isEmpty))
    }

    @Test func mapRefusesATransformThatDoesNotFitTheModel() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("one-stream.mllr")
        try SpeakerTransformTests.identity(streams: 1, length: 39).write(to: file, atomically: true, encoding: .utf8)
        let transform = try SpeakerTransform(contentsOf: file)
        let recognizer = try SpeechRecognizer(configuration: Self.configuration())
        #expect {
            _ = try SpeakerEnrollment(recognizer: recognizer).adaptModel(
                [EnrollmentTake(audio: Self.recording, words: ["heng"])], writingTo: folder.appendingPathComponent("map"),
                after: transform)
        } throws: { error in
            (error as? EnrollmentError)?.description.hasPrefix("\(file.path): transform streams [39] do not fit") == true
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("map").path))
    }

    @Test func mapNeverWritesOverTheModelItAdaptsOrOverAFolderThatIsNotAModel() throws {
        let recognizer = try SpeechRecognizer(configuration: Self.configuration())
        let take = EnrollmentTake(audio: Self.recording, words: ["heng"])
        let base = recognizer.configuration.acousticModel
        #expect {
            _ = try SpeakerEnrollment(recognizer: recognizer).adaptModel([take], writingTo: base.deletingLastPathComponent())
        } throws: { error in
            (error as? EnrollmentError)?.description == "\(base.path): is the acoustic model being adapted; write elsewhere"
        }
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let occupied = folder.appendingPathComponent("en-us")
        try FileManager.default.createDirectory(at: occupied, withIntermediateDirectories: true)
        let notes = occupied.appendingPathComponent("notes.txt")
        try "mine".write(to: notes, atomically: true, encoding: .utf8)
        #expect {
            _ = try SpeakerEnrollment(recognizer: recognizer).adaptModel([take], writingTo: folder)
        } throws: { error in
            (error as? EnrollmentError)?.description == "\(occupied.path): exists and is not an acoustic model folder"
        }
        #expect(try String(contentsOf: notes, encoding: .utf8) == "mine")

        // Another acoustic model (as Debian's would be to a root user) is no learner model to replace.
        let other = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: other) }
        let otherModel = other.appendingPathComponent("en-us")
        try FileManager.default.createDirectory(at: otherModel, withIntermediateDirectories: true)
        for file in ["mdef", "means"] {
            try FileManager.default.copyItem(at: base.appendingPathComponent(file), to: otherModel.appendingPathComponent(file))
        }
        #expect {
            _ = try SpeakerEnrollment(recognizer: recognizer).adaptModel([take], writingTo: other)
        } throws: { error in
            (error as? EnrollmentError)?.description
                == "\(otherModel.path): is an acoustic model no enrolment wrote (no LEARNER-MODEL file); write elsewhere"
        }
        #expect(try Data(contentsOf: otherModel.appendingPathComponent("means")) == Data(contentsOf: base.appendingPathComponent("means")))
    }

    @Test func unknownWordIsAOneLineErrorNamingTheRecording() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let recognizer = try SpeechRecognizer(configuration: Self.configuration())
        let take = EnrollmentTake(audio: Self.recording, words: ["heng", "blorp"])
        let output = folder.appendingPathComponent("learner.mllr")
        #expect {
            _ = try SpeakerEnrollment(recognizer: recognizer).enroll([take], writingTo: output)
        } throws: { error in
            let text = (error as? EnrollmentError)?.description ?? ""
            return text.hasPrefix("\(Self.recording.path): \"blorp\" is not in the enrolment dictionaries")
                && !text.contains("\n")
        }
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test func unreadableRecordingAndMissingToolsAreNamed() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let recognizer = try SpeechRecognizer(configuration: Self.configuration())
        let notAudio = folder.appendingPathComponent("notes.wav")
        try "not audio".write(to: notAudio, atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("learner.mllr")
        #expect {
            _ = try SpeakerEnrollment(recognizer: recognizer)
                .enroll([EnrollmentTake(audio: notAudio, words: ["heng"])], writingTo: output)
        } throws: { error in
            (error as? EnrollmentError)?.description.hasPrefix("\(notAudio.path): is not a recognised audio file") == true
        }
        let noTools = SpeakerEnrollment(recognizer: recognizer, toolsFolder: folder)
        #expect {
            _ = try noTools.enroll([EnrollmentTake(audio: Self.recording, words: ["heng"])], writingTo: output)
        } throws: { error in
            (error as? EnrollmentError)?.description.hasPrefix("\(folder.path)/bw: is missing") == true
        }
    }

    @Test func recordingIsNeverOverwritten() throws {
        let recognizer = try SpeechRecognizer(configuration: Self.configuration())
        let take = EnrollmentTake(audio: Self.recording, words: ["heng"])
        #expect(throws: EnrollmentError.self) {
            _ = try SpeakerEnrollment(recognizer: recognizer).enroll([take], writingTo: Self.recording)
        }
        #expect(try AudioFile.read(Self.recording).duration > 10)
    }
}
