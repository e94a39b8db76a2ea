import Foundation
import WriteOutLoud

/// `wol-bench speech --real DIR --enrol`: each voice enrolled on its own reading (``RealVoiceEnrolmentReading``, no
/// test recording in it) as the product enrols a learner — by default one MLLR transform of the main model's means by
/// ``SpeakerEnrollment/enroll(_:writingTo:)``, the Mandarin companion unchanged; MAP or MLLR then MAP by ``method``,
/// the companion too with ``enrolsCompanions`` — optionally after choosing the voice's frequency warp on the same
/// reading (``FrequencyWarpChoice``); the voice's tests are then decoded with both.
struct RealVoiceEnrolment {
    /// Breakpoint of the piecewise-linear warps for en-us and the shipped Mandarin model (`-upperf` 6,800 Hz both)
    /// and for the telephone-band `zh-tdt_sc_8k` (`-upperf` 4,000 Hz): below each model's highest filter edge, so
    /// that the filters really move (`docs/speech.md`).
    static let breakpoints = ["en-us": 4800.0, RecognizerConfiguration.mandarinModelName: 4800.0, "zh-tdt_sc_8k": 2800.0]

    /// The models and settings every voice is decoded with.
    let configuration: RecognizerConfiguration
    /// Piecewise-linear factors tried beside no warp when choosing a warp per voice before fitting the transform;
    /// nil: no warp.
    let warpFactors: [Double]?
    /// Where readings, transforms and learner models are written.
    let folder: URL
    /// How each model enrolled is fitted to the reading.
    var method = EnrollmentMethod.mllr
    /// Whether the companions (the Mandarin model) are enrolled too, each with its own dictionaries; else only the
    /// main model is, as on the practice page.
    var enrolsCompanions = false
    /// Whether an MLLR transform is kept only when it pays on the reading, words held back from its fit
    /// (``SpeakerEnrollment/enrollIfItPays(_:writingTo:)``).
    var checksTransform = false

    /// A voice's recogniser after enrolment and a line for the report.
    struct Enrolled {
        var recognizer: SpeechRecognizer
        var summary: String
    }

    /// Builds the voice's reading, checks that no test recording is in it, chooses the warp (with ``warpFactors``),
    /// fits the models at that warp by ``method`` and returns the recogniser that decodes the voice's tests.
    /// - Throws: ``BenchFailure`` when a test recording is in the reading or the reading is empty;
    ///   ``EnrollmentError`` or ``SpeechError`` from the enrolment.
    func enrol(_ corpus: RealVoiceCorpus, avoiding tests: Set<String>, random: inout SeededNoise) throws -> Enrolled {
        let speaker = corpus.speaker
        let reading = speaker.words.isEmpty
            ? RealVoiceEnrolmentReading(syllablesOf: speaker, avoiding: tests, random: &random)
            : RealVoiceEnrolmentReading(wordsOf: speaker, avoiding: tests, random: &random)
        let shared = tests.intersection(reading.recordings)
        guard shared.isEmpty else {
            throw BenchFailure("\(speaker.name): enrolment reading holds test recordings: \(shared.sorted().joined(separator: ", "))")
        }
        guard !reading.words.isEmpty else { throw BenchFailure("\(speaker.name): no recording free of tests to enrol on") }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let recording = folder.appendingPathComponent("\(speaker.name)-reading.wav")
        try SpeechMetrics.writeWAV(reading.audio, to: recording)
        let take = EnrollmentTake(audio: recording, words: reading.words)
        var configuration = configuration
        var warpLine = ""
        if let warpFactors {
            let choice = try FrequencyWarpChoice.search(
                [take], configuration: configuration,
                candidates: FrequencyWarpChoice.candidates(
                    breakpoint: try breakpoint(configuration.acousticModel), factors: warpFactors),
                dictionaries: try dictionaries(for: reading, speaker: speaker.name, model: configuration))
            configuration = try warped(configuration, like: choice.chosen)
            warpLine = "; warp \(choice.chosen.map { String($0.parameters[0]) } ?? "none") (score per frame: "
                + choice.trials.map { trial in
                    (trial.warp.map { String($0.parameters[0]) } ?? "none") + " "
                        + (trial.scorePerFrame.map { String(format: "%.4f", $0) } ?? "not aligned")
                }.joined(separator: ", ") + ")"
        }
        var checks: [String] = []
        configuration = try enrolled(configuration, on: take, reading: reading, speaker: speaker.name, checks: &checks)
        var models = [configuration.acousticModel.lastPathComponent]
        if enrolsCompanions {
            for index in configuration.companions.indices {
                configuration.companions[index] = try enrolled(
                    configuration.companions[index], on: take, reading: reading, speaker: speaker.name, checks: &checks)
                models.append(configuration.companions[index].acousticModel.lastPathComponent)
            }
        }
        if !checks.isEmpty { warpLine += "; transform " + checks.joined(separator: "; ") }
        let summary = String(
            format: "%@: %.1f s read (%.1f s of voice), %d words: %@; %@ of %@%@", speaker.name,
            reading.audio.duration, reading.voiceSeconds, reading.words.count, reading.read.joined(separator: " "),
            method.rawValue, models.joined(separator: " and "), warpLine)
        return Enrolled(recognizer: try SpeechRecognizer(configuration: configuration), summary: summary)
    }

    /// `model` (the main model or a companion, without its companions) fitted to the take by ``method``: its
    /// transform set, or its acoustic model replaced by the voice's learner model.
    /// With ``checksTransform``, the check's verdict is appended to `checks`.
    private func enrolled(
        _ model: RecognizerConfiguration, on take: EnrollmentTake, reading: RealVoiceEnrolmentReading, speaker: String,
        checks: inout [String]
    ) throws -> RecognizerConfiguration {
        var model = model
        let companions = model.companions
        model.companions = []
        let enrollment = SpeakerEnrollment(
            recognizer: try SpeechRecognizer(configuration: model),
            dictionaries: try dictionaries(for: reading, speaker: speaker, model: model))
        let name = "\(speaker)-\(model.acousticModel.lastPathComponent)"
        let output = folder.appendingPathComponent("\(name).mllr")
        var transform: SpeakerTransform?
        if checksTransform {
            let (kept, check) = try enrollment.enrollIfItPays([take], writingTo: output)
            transform = kept
            checks.append("of \(model.acousticModel.lastPathComponent) " + check.reason)
        } else if method != .map {
            transform = try enrollment.enroll([take], writingTo: output)
        }
        if method == .mllr {
            model.speakerTransform = transform?.url
        } else {
            model.acousticModel = try enrollment.adaptModel(
                [take], writingTo: folder.appendingPathComponent(name), after: transform)
        }
        model.companions = companions
        return model
    }

    /// A dictionary of the reading's compound words (their syllables' phones joined) before `model`'s shipped ones.
    private func dictionaries(
        for reading: RealVoiceEnrolmentReading, speaker: String, model: RecognizerConfiguration
    ) throws -> [URL] {
        var model = model
        model.companions = []
        let shipped = SpeakerEnrollment.shippedDictionaries(for: try SpeechRecognizer(configuration: model))
        guard !reading.compounds.isEmpty else { return shipped }
        var phones: [String: String] = [:]
        for file in shipped.reversed() {
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
                let fields = line.split(whereSeparator: \.isWhitespace)
                guard fields.count >= 2, !fields[0].hasSuffix(")") else { continue }
                phones[String(fields[0])] = fields.dropFirst().joined(separator: " ")
            }
        }
        var lines: [String] = []
        for (word, syllables) in reading.compounds.sorted(by: { $0.key < $1.key }) {
            let parts = syllables.map { phones[$0] }
            guard parts.allSatisfy({ $0 != nil }) else {
                throw BenchFailure("\(speaker): no pronunciation for a syllable of \(word) in \(shipped.map(\.path))")
            }
            lines.append("\(word) " + parts.compactMap { $0 }.joined(separator: " "))
        }
        let file = folder.appendingPathComponent("\(speaker)-\(model.acousticModel.lastPathComponent)-words.dict")
        try (lines.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
        return [file] + shipped
    }

    /// The piecewise-linear breakpoint for a model folder.
    private func breakpoint(_ model: URL) throws -> Double {
        guard let value = Self.breakpoints[model.lastPathComponent] else {
            throw BenchFailure("--enrol-warp: no warp breakpoint known for the acoustic model \(model.path)")
        }
        return value
    }

    /// `configuration` with the chosen warp's factor on every model searched, each at its own breakpoint.
    private func warped(_ configuration: RecognizerConfiguration, like chosen: FrequencyWarp?) throws
        -> RecognizerConfiguration
    {
        var configuration = configuration
        guard let chosen else { return configuration }
        let factor = chosen.parameters[0]
        configuration.decoder.frequencyWarp = try FrequencyWarp(
            .piecewiseLinear, [factor, try breakpoint(configuration.acousticModel)])
        for index in configuration.companions.indices {
            configuration.companions[index].decoder.frequencyWarp = try FrequencyWarp(
                .piecewiseLinear, [factor, try breakpoint(configuration.companions[index].acousticModel)])
        }
        return configuration
    }
}
