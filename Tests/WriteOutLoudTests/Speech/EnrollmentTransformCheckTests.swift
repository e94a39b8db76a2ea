import Foundation
import Testing
@testable import WriteOutLoud

/// Whether a learner's transform is kept: the rule over the held-back tallies, and the check end to end on a real
/// reading (`Fixtures/enrollment/pffy-syllables.wav`) with the shipped Mandarin model, where a transform that hears
/// the held-back names worse must be refused and nothing written.
@Suite struct EnrollmentTransformCheckTests {
    typealias Tally = EnrollmentTransformCheck.Tally

    @Test func keptOnlyWhenNoWorseCleanNoWorseInNoiseAndBetterOverBoth() {
        let better = EnrollmentTransformCheck(clean: Tally(trials: 27, without: 24, with: 26), noisy: Tally(trials: 27, without: 18, with: 18))
        #expect(better.kept)
        #expect(better.reason.hasPrefix("kept: it heard the learner better"))
        #expect(better.reason.contains("clean 24 → 26 of 27, 10 dB 18 → 18 of 27"))

        let worseClean = EnrollmentTransformCheck(clean: Tally(trials: 27, without: 27, with: 23), noisy: Tally(trials: 27, without: 16, with: 19))
        #expect(!worseClean.kept)
        #expect(worseClean.reason.hasPrefix("not kept: it heard the learner worse clean"))

        let worseInNoise = EnrollmentTransformCheck(clean: Tally(trials: 27, without: 25, with: 27), noisy: Tally(trials: 27, without: 22, with: 21))
        #expect(!worseInNoise.kept)
        #expect(worseInNoise.reason.hasPrefix("not kept: it heard the learner worse in noise"))

        let tie = EnrollmentTransformCheck(clean: Tally(trials: 27, without: 27, with: 27), noisy: Tally(trials: 27, without: 20, with: 20))
        #expect(!tie.kept)
        #expect(tie.reason.hasPrefix("not kept: it gained nothing"))

        let nothingHeldBack = EnrollmentTransformCheck(clean: Tally(), noisy: Tally())
        #expect(!nothingHeldBack.kept)
        #expect(nothingHeldBack.reason == "not kept: the reading has no stroke name to hold back and test it on")
    }

    static func wideband() -> RecognizerConfiguration {
        RecognizerConfiguration(acousticModel: MandarinModelTests.companion, modelsDirectory: Repository.models, names: .mandarin)
    }

    /// Debian's sphinxtrain, except that `mllr_solve` writes a transform that moves every mean to zero (the variances
    /// alone then tell sounds apart).
    static func toolsFittingAHarmfulTransform(in folder: URL) throws -> URL {
        let tools = folder.appendingPathComponent("tools")
        try FileManager.default.createDirectory(at: tools, withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(atPath: SphinxTrainTool.debianFolder.path) where name != "mllr_solve" {
            try FileManager.default.createSymbolicLink(
                at: tools.appendingPathComponent(name), withDestinationURL: SphinxTrainTool.debianFolder.appendingPathComponent(name))
        }
        let harmful = folder.appendingPathComponent("harmful.mllr")
        let collapse = ["1", "1", "39"] + (0..<39).map { _ in Array(repeating: "0.0", count: 39).joined(separator: " ") }
            + [Array(repeating: "0.0", count: 39).joined(separator: " "), Array(repeating: "1.0", count: 39).joined(separator: " ")]
        try (collapse.joined(separator: "\n") + "\n").write(to: harmful, atomically: true, encoding: .utf8)
        let script = """
            #!/bin/sh
            while [ $# -gt 0 ]; do
              if [ "$1" = -outmllrfn ]; then cp '\(harmful.path)' "$2"; exit 0; fi
              shift
            done
            exit 1
            """
        let solver = tools.appendingPathComponent("mllr_solve")
        try (script + "\n").write(to: solver, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: solver.path)
        return tools
    }

    @Test func aTransformThatHearsTheHeldBackNamesWorseIsNotKeptAndNothingIsWritten() throws {
        let folder = try SpeakerEnrollmentTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let recognizer = try SpeechRecognizer(configuration: Self.wideband())
        let takes = [EnrollmentTake(audio: SpeakerEnrollmentTests.recording, words: EnrollmentTake.strokeSyllables)]
        let harmful = SpeakerEnrollment(recognizer: recognizer, toolsFolder: try Self.toolsFittingAHarmfulTransform(in: folder))
        let output = folder.appendingPathComponent("learner.mllr")
        let (transform, check) = try harmful.enrollIfItPays(takes, writingTo: output)
        // Six of the eleven syllables are one-syllable names (héng shù piě nà diǎn tí), three decodes each.
        #expect(check.clean.trials == 18)
        #expect(check.noisy.trials == 18)
        #expect(check.clean.with < check.clean.without, "the collapsed means did not hear the held-back names worse")
        #expect(!check.kept)
        #expect(transform == nil)
        #expect(!FileManager.default.fileExists(atPath: output.path))

        // Fitted for real on this reading (the shipped model heard this voice in training), the transform moves the
        // held-back decodes, and the tally counts the same trials.
        let real = try SpeakerEnrollment(recognizer: recognizer).checkTransform(takes)
        #expect(real.clean.trials == 18)
        #expect(real.clean.with > check.clean.with)
    }

    @Test func theReadingIsCutBetweenItsWords() throws {
        let recognizer = try SpeechRecognizer(configuration: Self.wideband())
        let words = EnrollmentTake.strokeSyllables
        let pronunciations = try EnrollmentDictionary(files: SpeakerEnrollment.shippedDictionaries(for: recognizer)).phones
        let reading = try ReadingPieces(
            [EnrollmentTake(audio: SpeakerEnrollmentTests.recording, words: words)], recognizer: recognizer,
            pronunciations: pronunciations)
        #expect(reading.pieces.map(\.word) == words)
        let total = try AudioFile.read(SpeakerEnrollmentTests.recording).resampled(to: SpeechRecognizer.decodingSampleRate)
        #expect(reading.pieces.map(\.audio.samples.count).reduce(0, +) == total.samples.count)
        for piece in reading.pieces {
            #expect(!piece.voiced.isEmpty && piece.voiced.upperBound <= piece.audio.samples.count, "\(piece.word)")
        }
    }
}
