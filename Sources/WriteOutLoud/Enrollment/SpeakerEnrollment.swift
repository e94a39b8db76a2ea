import Foundation

/// Estimates a learner's speaker transform (MLLR) from a few recordings of known words, with sphinxtrain's
/// `bw` (counts over the recordings aligned with their words) and `mllr_solve` (one global transform of the
/// acoustic model's means). PocketSphinx applies it with `-mllr` (``RecognizerConfiguration/speakerTransform``).
///
/// The recordings go through the recogniser's own front end (``SpeechRecognizer/features(of:)``), so the
/// transform is fitted to exactly what the decoder hears. A short pause (`<sil>`) is expected between words:
/// the prompt asks learners to pause after each syllable.
public struct SpeakerEnrollment {
    public let recognizer: SpeechRecognizer
    /// Pronunciation dictionaries for the words of the takes; a word's first entry wins.
    public let dictionaries: [URL]
    /// Folder of sphinxtrain's programs.
    public let toolsFolder: URL

    /// - Parameters:
    ///   - recognizer: gives the acoustic model and the front end.
    ///   - dictionaries: nil for the syllable dictionary beside the recogniser's (`syllables.dict`), then the
    ///     recogniser's own.
    ///   - toolsFolder: where `bw` and `mllr_solve` are (Debian's sphinxtrain by default).
    public init(recognizer: SpeechRecognizer, dictionaries: [URL]? = nil, toolsFolder: URL? = nil) {
        self.recognizer = recognizer
        let main = try? recognizer.configuration.resolvedDictionary()
        self.dictionaries =
            dictionaries
            ?? [main?.deletingLastPathComponent().appendingPathComponent("syllables.dict"), main].compactMap { $0 }
        self.toolsFolder = toolsFolder ?? SphinxTrainTool.debianFolder
    }

    /// Fits a transform to the takes and writes it to `output` (replacing an earlier transform there).
    /// - Returns: the transform written.
    /// - Throws: ``EnrollmentError`` naming the recording, word or tool at fault.
    public func enroll(_ takes: [EnrollmentTake], writingTo output: URL) throws(EnrollmentError) -> SpeakerTransform {
        guard !takes.isEmpty else { throw EnrollmentError(subject: "enrolment", problem: "no recordings given") }
        if let clash = takes.first(where: { $0.audio.standardizedFileURL == output.standardizedFileURL }) {
            throw EnrollmentError(subject: clash.audio.path, problem: "is a recording; the transform needs another file")
        }
        let pronunciations = try EnrollmentDictionary(files: dictionaries)
        for take in takes {
            guard !take.words.isEmpty else { throw EnrollmentError(subject: take.audio.path, problem: "no words given") }
            if let unknown = take.words.first(where: { pronunciations.phones[$0] == nil }) {
                throw EnrollmentError(
                    subject: take.audio.path,
                    problem: "\"\(unknown)\" is not in the enrolment dictionaries (\(dictionaries.map(\.path).joined(separator: ", ")))")
            }
        }
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("wol-enroll-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        } catch {
            throw EnrollmentError(subject: work.path, problem: "cannot be created: \(error.localizedDescription)")
        }
        defer { try? FileManager.default.removeItem(at: work) }
        try writeTrainingFiles(takes, pronunciations: pronunciations, into: work)
        let transform = try estimate(in: work)
        do {
            if FileManager.default.fileExists(atPath: output.path) { try FileManager.default.removeItem(at: output) }
            try FileManager.default.copyItem(at: transform, to: output)
            return try SpeakerTransform(contentsOf: output)
        } catch let error as SpeechError {
            throw EnrollmentError(subject: error.subject, problem: error.problem)
        } catch {
            throw EnrollmentError(subject: output.path, problem: "cannot be written: \(error.localizedDescription)")
        }
    }

    /// Features, file list, transcripts (`<s> heng <sil> shu </s> (take0)`) and dictionary for `bw`.
    private func writeTrainingFiles(
        _ takes: [EnrollmentTake], pronunciations: EnrollmentDictionary, into work: URL
    ) throws(EnrollmentError) {
        var ids: [String] = []
        var transcripts: [String] = []
        for (number, take) in takes.enumerated() {
            let id = "take\(number)"
            do {
                let features = try recognizer.features(of: try AudioFile.read(take.audio))
                guard features.frameCount >= take.words.count * 10 else {
                    throw EnrollmentError(
                        subject: take.audio.path,
                        problem: "is too short for \(take.words.count) words (\(features.frameCount * 10) ms)")
                }
                try features.write(to: work.appendingPathComponent("\(id).mfc"))
            } catch let error as AudioError {
                throw EnrollmentError(subject: error.file, problem: error.problem)
            } catch let error as SpeechError {
                throw EnrollmentError(subject: take.audio.path, problem: error.problem)
            } catch let error as EnrollmentError {
                throw error
            } catch {
                throw EnrollmentError(subject: take.audio.path, problem: "\(error)")
            }
            ids.append(id)
            transcripts.append("<s> \(take.words.joined(separator: " <sil> ")) </s> (\(id))")
        }
        let words = Set(takes.flatMap(\.words)).sorted()
        try write(ids.joined(separator: "\n") + "\n", to: work.appendingPathComponent("takes.fileids"))
        try write(transcripts.joined(separator: "\n") + "\n", to: work.appendingPathComponent("takes.transcription"))
        try write(
            words.map { "\($0) \(pronunciations.phones[$0] ?? "")" }.joined(separator: "\n") + "\n",
            to: work.appendingPathComponent("takes.dict"))
    }

    /// Runs `bw` then `mllr_solve` over the files in `work`; returns the transform file.
    private func estimate(in work: URL) throws(EnrollmentError) -> URL {
        let model = recognizer.configuration.acousticModel
        let parameters = FeatureParameters(model: model)
        let mdef = work.appendingPathComponent("mdef.txt")
        try SphinxTrainTool(executable: URL(fileURLWithPath: "/usr/bin/pocketsphinx_mdef_convert"))
            .run(["-text", model.appendingPathComponent("mdef").path, mdef.path], log: work.appendingPathComponent("mdef.log"))
        var mixtureWeights = model.appendingPathComponent("mixture_weights")
        if !FileManager.default.fileExists(atPath: mixtureWeights.path) {
            mixtureWeights = work.appendingPathComponent("mixture_weights")
            try MixtureWeights(sendump: model.appendingPathComponent("sendump")).write(to: mixtureWeights)
        }
        let counts = work.appendingPathComponent("counts")
        try? FileManager.default.createDirectory(at: counts, withIntermediateDirectories: true)
        let bwLog = work.appendingPathComponent("bw.log")
        try tool("bw").run(
            [
                "-hmmdir", model.path, "-moddeffn", mdef.path, "-mixwfn", mixtureWeights.path,
                "-ts2cbfn", parameters.stateToCodebook, "-dictfn", work.appendingPathComponent("takes.dict").path,
                "-fdictfn", model.appendingPathComponent("noisedict").path,
                "-ctlfn", work.appendingPathComponent("takes.fileids").path,
                "-lsnfn", work.appendingPathComponent("takes.transcription").path,
                "-cepdir", work.path, "-cepext", "mfc", "-accumdir", counts.path, "-cmn", "batch",
            ] + parameters.featureArguments, log: bwLog)
        guard FileManager.default.fileExists(atPath: counts.appendingPathComponent("gauden_counts").path),
            Self.alignedFrames(bwLog) > 0
        else {
            throw EnrollmentError(
                subject: "bw",
                problem: "could not align the recordings with their words: \(SphinxTrainTool.lastError(in: bwLog))")
        }
        let transform = work.appendingPathComponent("mllr_matrix")
        try tool("mllr_solve").run(
            [
                "-meanfn", model.appendingPathComponent("means").path,
                "-varfn", model.appendingPathComponent("variances").path,
                "-outmllrfn", transform.path, "-accumdir", counts.path,
            ], log: work.appendingPathComponent("mllr_solve.log"))
        return transform
    }

    private func tool(_ name: String) -> SphinxTrainTool {
        SphinxTrainTool(executable: toolsFolder.appendingPathComponent(name))
    }

    /// Frames `bw` aligned over all takes, from its `overall> stats FRAMES …` line.
    private static func alignedFrames(_ log: URL) -> Int {
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        guard let line = text.split(separator: "\n").last(where: { $0.hasPrefix("overall> stats") }) else { return 0 }
        return line.split(separator: " ").dropFirst(2).first.flatMap { Int($0) } ?? 0
    }

    private func write(_ text: String, to url: URL) throws(EnrollmentError) {
        do {
            try text.write(to: url, atomically: true, encoding: .utf8)
        } catch {
            throw EnrollmentError(subject: url.path, problem: "cannot be written: \(error.localizedDescription)")
        }
    }
}
