import Foundation

/// Fits the acoustic model to one learner from a few recordings of known words, with sphinxtrain's `bw`
/// (counts over the recordings aligned with their words), then either `mllr_solve` (``enroll(_:writingTo:)``:
/// one global transform of the means, applied with `-mllr`, ``RecognizerConfiguration/speakerTransform``) or
/// `map_adapt` (``adaptModel(_:writingTo:)``: the means re-estimated by MAP, a learner model folder for
/// `--model`). MAP moves every Gaussian the recordings reach on its own, so it needs more speech than MLLR
/// and gains more from it (`docs/speech.md`, "Per-learner enrolment").
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
    /// Whether ``enroll(_:writingTo:)`` fits only the shift of the means (`mllr_solve -mllrmult no`: 39 free
    /// parameters instead of 39 × 40), for readings too short to fit the full transform safely.
    public var shiftOnly = false

    /// - Parameters:
    ///   - recognizer: gives the acoustic model and the front end.
    ///   - dictionaries: nil for ``shippedDictionaries(for:)``.
    ///   - toolsFolder: where `bw`, `mllr_solve` and `map_adapt` are (Debian's sphinxtrain by default).
    public init(recognizer: SpeechRecognizer, dictionaries: [URL]? = nil, toolsFolder: URL? = nil) {
        self.recognizer = recognizer
        self.dictionaries = dictionaries ?? Self.shippedDictionaries(for: recognizer)
        self.toolsFolder = toolsFolder ?? SphinxTrainTool.debianFolder
    }

    /// The syllable dictionary beside the recogniser's (`syllables.dict`), then the recogniser's own.
    public static func shippedDictionaries(for recognizer: SpeechRecognizer) -> [URL] {
        let main = try? recognizer.configuration.resolvedDictionary()
        return [main?.deletingLastPathComponent().appendingPathComponent("syllables.dict"), main].compactMap { $0 }
    }

    /// Fits a transform to the takes and writes it to `output` (replacing an earlier transform there).
    /// - Returns: the transform written.
    /// - Throws: ``EnrollmentError`` naming the recording, word or tool at fault.
    public func enroll(_ takes: [EnrollmentTake], writingTo output: URL) throws(EnrollmentError) -> SpeakerTransform {
        let work = try Self.workFolder()
        defer { try? FileManager.default.removeItem(at: work) }
        let counts = try accumulate(takes, writingTo: output, in: work)
        let model = recognizer.configuration.acousticModel
        let transform = work.appendingPathComponent("mllr_matrix")
        try tool("mllr_solve").run(
            [
                "-meanfn", model.appendingPathComponent("means").path,
                "-varfn", model.appendingPathComponent("variances").path,
                "-outmllrfn", transform.path, "-accumdir", counts.folder.path,
            ] + (shiftOnly ? ["-mllrmult", "no"] : []), log: work.appendingPathComponent("mllr_solve.log"))
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

    /// Re-estimates the model's Gaussian means from the takes by MAP and writes the learner's model: a copy of
    /// the recogniser's acoustic model folder with those means, at `folder/<model folder name>` (named like
    /// the model so that the engine finds the same pronunciation dictionary for it). An earlier learner model
    /// there (one this method wrote: it holds a ``learnerModelMarker`` file) is replaced; anything else there,
    /// another acoustic model included, is left alone and refused.
    ///
    /// With `transform` (MLLR then MAP), the recordings are aligned with the transformed means and MAP starts
    /// from them: a Gaussian the recordings reach is re-estimated on its own, every other one keeps the
    /// transform's move, so the speaker's broad shift reaches the whole model and the reading refines what it
    /// covers.
    /// - Parameter transform: a transform of this model's means (``enroll(_:writingTo:)``), nil to start from
    ///   the model's own means.
    /// - Returns: the learner model folder, for ``RecognizerConfiguration/acousticModel`` (`--model`).
    /// - Throws: ``EnrollmentError`` naming the recording, word, tool or folder at fault.
    public func adaptModel(
        _ takes: [EnrollmentTake], writingTo folder: URL, after transform: SpeakerTransform? = nil
    ) throws(EnrollmentError) -> URL {
        let model = recognizer.configuration.acousticModel
        let learnerModel = folder.appendingPathComponent(model.lastPathComponent)
        try Self.checkReplaceable(learnerModel, base: model)
        do {
            try transform?.check(fits: model)
        } catch {
            throw EnrollmentError(subject: error.subject, problem: error.problem)
        }
        let work = try Self.workFolder()
        defer { try? FileManager.default.removeItem(at: work) }
        let counts = try accumulate(takes, writingTo: learnerModel, in: work, transform: transform)
        var priorMeans = model.appendingPathComponent("means")
        if let transform {
            priorMeans = work.appendingPathComponent("mllr_means")
            try tool("mllr_transform").run(
                [
                    "-inmeanfn", model.appendingPathComponent("means").path, "-outmeanfn", priorMeans.path,
                    "-mllrmat", transform.url.path,
                ], log: work.appendingPathComponent("mllr_transform.log"))
        }
        let means = work.appendingPathComponent("map_means")
        try tool("map_adapt").run(
            [
                "-moddeffn", counts.modelDefinition.path, "-ts2cbfn", FeatureParameters(model: model).stateToCodebook,
                "-meanfn", priorMeans.path,
                "-varfn", model.appendingPathComponent("variances").path,
                "-mixwfn", counts.mixtureWeights.path,
                "-tmatfn", model.appendingPathComponent("transition_matrices").path,
                "-accumdir", counts.folder.path, "-mapmeanfn", means.path,
                "-mapvarfn", work.appendingPathComponent("map_variances").path,
                "-mapmixwfn", work.appendingPathComponent("map_mixture_weights").path,
                "-maptmatfn", work.appendingPathComponent("map_transition_matrices").path,
            ], log: work.appendingPathComponent("map_adapt.log"))
        let staged = work.appendingPathComponent("model")
        do {
            try FileManager.default.createDirectory(at: staged, withIntermediateDirectories: true)
            for file in try FileManager.default.contentsOfDirectory(atPath: model.path) where file != "means" {
                try FileManager.default.copyItem(
                    at: model.appendingPathComponent(file), to: staged.appendingPathComponent(file))
            }
            try FileManager.default.copyItem(at: means, to: staged.appendingPathComponent("means"))
            try "A learner model written by a voice enrolment from \(model.path); the next enrolment may replace it.\n"
                .write(to: staged.appendingPathComponent(Self.learnerModelMarker), atomically: true, encoding: .utf8)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            if FileManager.default.fileExists(atPath: learnerModel.path) {
                try FileManager.default.removeItem(at: learnerModel)
            }
            try FileManager.default.moveItem(at: staged, to: learnerModel)
        } catch {
            throw EnrollmentError(subject: learnerModel.path, problem: "cannot be written: \(error.localizedDescription)")
        }
        return learnerModel
    }

    /// The file that marks a folder as a learner model ``adaptModel(_:writingTo:after:)`` wrote: only such a folder
    /// is replaced, never another acoustic model (a system one, when run as root).
    public static let learnerModelMarker = "LEARNER-MODEL"

    /// Refuses to write a learner model over the base model itself, over another acoustic model or over a folder
    /// that is not a model.
    private static func checkReplaceable(_ learnerModel: URL, base: URL) throws(EnrollmentError) {
        if learnerModel.resolvingSymlinksInPath().standardizedFileURL == base.resolvingSymlinksInPath().standardizedFileURL {
            throw EnrollmentError(subject: learnerModel.path, problem: "is the acoustic model being adapted; write elsewhere")
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: learnerModel.path, isDirectory: &isFolder) else { return }
        let isModel = isFolder.boolValue
            && FileManager.default.fileExists(atPath: learnerModel.appendingPathComponent("mdef").path)
            && FileManager.default.fileExists(atPath: learnerModel.appendingPathComponent("means").path)
        guard isModel else {
            throw EnrollmentError(subject: learnerModel.path, problem: "exists and is not an acoustic model folder")
        }
        guard FileManager.default.fileExists(atPath: learnerModel.appendingPathComponent(learnerModelMarker).path) else {
            throw EnrollmentError(
                subject: learnerModel.path,
                problem: "is an acoustic model no enrolment wrote (no \(learnerModelMarker) file); write elsewhere")
        }
    }

    private static func workFolder() throws(EnrollmentError) -> URL {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("wol-enroll-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        } catch {
            throw EnrollmentError(subject: work.path, problem: "cannot be created: \(error.localizedDescription)")
        }
        return work
    }

    /// Checks the takes, writes their features and lists into `work` and runs `bw` over them.
    /// - Parameters:
    ///   - output: where the result goes; no recording may be there.
    ///   - transform: applied to the model's means while aligning; nil for the model as it is.
    private func accumulate(
        _ takes: [EnrollmentTake], writingTo output: URL, in work: URL, transform: SpeakerTransform? = nil
    ) throws(EnrollmentError) -> Counts {
        guard !takes.isEmpty else { throw EnrollmentError(subject: "enrolment", problem: "no recordings given") }
        let outputPath = output.standardizedFileURL.path
        if let clash = takes.first(where: {
            let path = $0.audio.standardizedFileURL.path
            return path == outputPath || path.hasPrefix(outputPath + "/")
        }) {
            throw EnrollmentError(subject: clash.audio.path, problem: "is a recording; the enrolment needs another output")
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
        try writeTrainingFiles(takes, pronunciations: pronunciations, into: work)
        return try counts(in: work, transform: transform)
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

    /// What `bw` leaves for the solvers: its counts and the model files in the form sphinxtrain reads.
    private struct Counts {
        var folder: URL
        var modelDefinition: URL
        var mixtureWeights: URL
    }

    /// Runs `bw` over the files in `work`, with `transform` applied to the means when given.
    private func counts(in work: URL, transform: SpeakerTransform?) throws(EnrollmentError) -> Counts {
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
            ] + (transform.map { ["-mllrmat", $0.url.path] } ?? []) + parameters.featureArguments, log: bwLog)
        guard FileManager.default.fileExists(atPath: counts.appendingPathComponent("gauden_counts").path),
            Self.alignedFrames(bwLog) > 0
        else {
            throw EnrollmentError(
                subject: "bw",
                problem: "could not align the recordings with their words: \(SphinxTrainTool.lastError(in: bwLog))")
        }
        return Counts(folder: counts, modelDefinition: mdef, mixtureWeights: mixtureWeights)
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
