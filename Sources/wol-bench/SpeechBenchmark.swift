import ArgumentParser
import Foundation
import WriteOutLoud

extension EnrollmentMethod: ExpressibleByArgument {}

/// `wol-bench speech`: accuracy, timing, speed and memory of stroke-name recognition on espeak-ng speech.
struct SpeechBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "speech",
        abstract:
            "Benchmark stroke-name recognition on synthetic speech (accuracy, verification, onsets, speed, memory).",
        discussion: """
            Names are synthesised with espeak-ng into --cache (kept between runs): every Mandarin name in two \
            cmn-latn-pinyin spellings at 3 speeds and 2 pitches, every English name in 4 voices at 3 speeds, \
            copies with white and pink noise at 20 and 10 dB SNR, name sequences of real characters with \
            random pauses, and noise-only clips. Build with -c release for meaningful speed figures.

            With --real DIR, measures real people instead: each subfolder of DIR is one speaker's recorded \
            syllables (`<syllable><tone>.wav` and `room.wav`, as scripts/speech/real_corpus.py writes them), \
            from which every stroke name and a dozen characters' name sequences are built.
            """)

    @Option(help: "Benchmark real voices: a folder with one subfolder of recorded syllables per speaker.")
    var real: String?

    @Option(parsing: .singleValue, help: "With --real: only this speaker's subfolder (repeatable).")
    var speaker: [String] = []

    @Option(
        name: .customLong("held-out"), parsing: .singleValue,
        help: "With --real: a speaker to mark held out in the tables' headings (repeatable).")
    var heldOut: [String] = []

    @Flag(help: ArgumentHelp(
        "With --real: only decode each speaker's reading of the practice page's one-syllable prompt words (stroke "
            + "syllables in tones no name uses) and print how well it is heard, for choosing a warp per learner."))
    var enrolmentScore = false

    @Flag(help: ArgumentHelp(
        "With --real: enrol each voice before its tests, as the practice page does (one MLLR transform of the main "
            + "model; see --enrol-method), on its own reading of the page's prompt made of recordings no test uses."))
    var enrol = false

    @Flag(help: ArgumentHelp(
        "With --enrol: first choose each voice's frequency warp by the likelihood of its reading aligned with its "
            + "words (none or piecewise-linear 0.85–1.08), then fit the transform at that warp."))
    var enrolWarp = false

    @Option(help: ArgumentHelp(
        "With --enrol: how each voice's model is fitted to its reading: mllr (one MLLR transform of the means, as "
            + "the practice page does), map (the means re-estimated by MAP: a learner model) or mllr+map (MAP "
            + "starting from the MLLR-transformed means).", valueName: "method"))
    var enrolMethod = EnrollmentMethod.mllr

    @Flag(help: ArgumentHelp(
        "With --enrol: enrol the Mandarin companion model too, by the same method on the same reading with its own "
            + "dictionaries (the practice page adapts the main model only)."))
    var enrolCompanion = false

    @Flag(help: ArgumentHelp(
        "With --enrol (mllr): keep each voice's transform only when it pays on its own reading, words held back "
            + "from the fit (SpeakerEnrollment.checkTransform), as `wol enroll --check` does; else decode without it."))
    var enrolCheck = false

    @Option(help: ArgumentHelp(
        "With --enrol-warp: the piecewise-linear factors tried beside no warp (comma-separated).", valueName: "list"))
    var enrolWarpFactors = FrequencyWarpChoice.factors.map { String($0) }.joined(separator: ",")

    @Option(help: "With --real: draws of every name per style.")
    var repeats = 2

    @Option(help: "With --real: near words (one-syllable words that are no name) said per speaker of words, sampled evenly; 0 for all.")
    var nearWords = 60

    @Option(help: "With --real: characters whose name sequences are said, per speaker.")
    var realCharacters = 12

    @Option(help: "The Models folder (default: found from the working directory).")
    var models: String?

    @Option(help: "Pronunciation dictionary (default: the one in the Models folder).")
    var dict: String?

    @Option(help: "Acoustic model folder (default: the shipped en-us model).")
    var model: String?

    @Flag(
        inversion: .prefixedNo,
        help: "Whether the shipped Mandarin model also searches for Mandarin names, as in `wol` (default: yes with the default --model).")
    var mandarinModel: Bool?

    @Option(help: ArgumentHelp(
        "The Mandarin companion's acoustic model folder in place of the shipped one (e.g. a model trained without "
            + "the voice heard, Training/leave_one_out.sh); goes with the companion (--mandarin-model or the default).",
        valueName: "dir"))
    var mandarinCompanion: String?

    @Option(help: ArgumentHelp(
        "That companion's stroke-name dictionary (default: <models>/<its folder name>/stroke-names.dict).",
        valueName: "file"))
    var mandarinCompanionDict: String?

    @Option(help: ArgumentHelp("A speaker transform written by `wol enroll`, applied to the model.", valueName: "file"))
    var voice: String?

    @Option(help: "Where synthesised clips are cached.")
    var cache = FileManager.default.temporaryDirectory.appendingPathComponent("wol-speech-corpus").path

    @Option(help: "Characters folder whose templates give the name sequences.")
    var templates = "Characters"

    @Option(help: "English synonyms file: other words people use in the names (said by every English voice).")
    var synonyms = "scripts/speech/en-synonyms.txt"

    @Option(help: "Characters to build sequences from, sampled evenly (each in Mandarin and English).")
    var characters = 40

    @Option(help: "Files in the memory run (decoded one after another, RSS sampled).")
    var memoryFiles = 1000

    @Option(help: "Seed for pauses, voices and noise.")
    var seed: UInt64 = 2024

    @Option(help: "Use every Nth isolated utterance (1: all), for quick tuning runs.")
    var every = 1

    @Option(help: "Grammar weight of expected names over other names (default: the engine's).")
    var bias: Double?

    @Option(help: ArgumentHelp(
        "Verify expected names by likelihood ratio: the largest accepted loss of log-likelihood per frame, or "
            + "'none' for a single biased search (default: the engine's).", valueName: "nats"))
    var verification: String?

    @Option(help: ArgumentHelp(
        "With --real: also report accepted and false accept at each of these verification thresholds "
            + "(comma-separated; decodes with the largest).", valueName: "list"))
    var verificationSweep: String?

    @Flag(help: ArgumentHelp(
        "--verification and --verification-sweep set the margin of the check against a free phone loop (any "
            + "sounds) after the biased search, rather than the threshold of the search against the other names."))
    var phoneLoop = false

    @Flag(help: ArgumentHelp(
        "Like --phone-loop, but the competitor is a loop of the Mandarin syllables in syllable-loop.dict beside the "
            + "dictionary (a near word such as 很 for 横 is a syllable; phones stitched together are not)."))
    var syllableLoop = false

    @Option(help: "Grammar weight of a Mandarin name said syllable by syllable relative to the name said whole (default: the engine's).")
    var syllableWeight: Double?

    @Option(help: "Minimum word confidence (default: the engine's).")
    var minConfidence: Double?

    @Option(help: "How many dB a word's loudest frames must rise above the recording's noise floor (default: the engine's).")
    var minAboveNoise: Double?

    @Option(help: "Word insertion penalty (default: the engine's).")
    var wip: Double?

    @Option(help: "Shortest pause in seconds the grammar requires between names (default: the engine's).")
    var pause: Double?

    @Option(help: "Shorter pause in seconds also allowed between names, at --short-pause-weight; 0 for none (default: the engine's).")
    var shortPause: Double?

    @Option(help: "Grammar weight of the short pause relative to the long one (default: the engine's).")
    var shortPauseWeight: Double?

    @Option(help: "dB above the noise floor within which a frame is quiet enough to cut at (default: the engine's).")
    var quietMargin: Double?

    @Option(help: "Noise floor in dBFS added before decoding (default: the engine's).")
    var noiseFloor: Double?

    @Option(help: "Take steady noise out before decoding: true or false (default: the engine's).")
    var suppressNoise: Bool?

    @Option(help: "Normalise each recording by its own cepstral means: true or false (default: the engine's).")
    var utteranceMeans: Bool?

    @Option(
        parsing: .singleValue,
        help: ArgumentHelp(
            "Vocal-tract-length normalisation: warp the front end's frequencies, e.g. inverse_linear:0.9 or "
                + "piecewise_linear:0.9,4000 (shapes inverse_linear, affine, piecewise_linear); for every acoustic "
                + "model searched, or with MODEL= (its folder name, e.g. zh-tdt_sc_8k=…) for that one (repeatable).",
            valueName: "[model=]shape:factor[,parameter]"))
    var warp: [String] = []

    @Option(parsing: .singleValue, help: "A further PocketSphinx option as KEY=VALUE, e.g. -pip=1.2 (repeatable).")
    var ps: [String] = []

    @Option(help: "Write the results into this Markdown file under '## Speech recognition'.")
    var write: String?

    @Flag(help: "Skip the pocketsphinx_continuous comparison (for quick tuning runs).")
    var skipBaseline = false

    @Flag(help: "Print every isolated clip that was misrecognised, and save it under <cache>/misses.")
    var showMisses = false

    func validate() throws {
        if !enrol {
            if enrolWarp { throw ValidationError("--enrol-warp: needs --enrol") }
            if enrolMethod != .mllr { throw ValidationError("--enrol-method: needs --enrol") }
            if enrolCompanion { throw ValidationError("--enrol-companion: needs --enrol") }
            if enrolCheck { throw ValidationError("--enrol-check: needs --enrol") }
        }
        if enrolCheck && enrolMethod != .mllr { throw ValidationError("--enrol-check: checks an MLLR transform (--enrol-method mllr)") }
        if enrol && (voice != nil || !warp.isEmpty) {
            throw ValidationError("--enrol: enrolment fits its own transform (and, with --enrol-warp, warp); drop --voice and --warp")
        }
    }

    func run() throws {
        let load = BenchMarkdown.loadAverage()
        let configuration = try recognizerConfiguration()
        let recognizer = try SpeechRecognizer(configuration: configuration)
        if let real {
            try runReal(real, recognizer: recognizer, configuration: configuration, load: load)
            return
        }
        try runSynthetic(recognizer: recognizer, configuration: configuration, load: load)
    }

    private func runReal(
        _ folder: String, recognizer: SpeechRecognizer, configuration: RecognizerConfiguration, load: Double?
    ) throws {
        let root = URL(fileURLWithPath: folder)
        let all = try FileManager.default.contentsOfDirectory(at: root, includingPropertiesForKeys: [.isDirectoryKey])
            .filter { (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true }
        if let unknown = heldOut.first(where: { name in !all.contains { $0.lastPathComponent == name } }) {
            throw ValidationError("--held-out \(unknown): no such speaker folder in \(folder)")
        }
        let folders = all.filter { speaker.isEmpty || speaker.contains($0.lastPathComponent) }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        guard !folders.isEmpty else { throw BenchFailure("\(folder): no speaker folders") }
        if enrolmentScore {
            for folder in folders {
                let speaker = try RealSpeaker(folder: folder)
                print(try RealVoiceEnrolmentScore(speaker, recognizer: recognizer, seed: seed).line(speaker.name))
            }
            return
        }
        let enrolment = enrol
            ? RealVoiceEnrolment(
                configuration: configuration, warpFactors: enrolWarp ? try warpFactors() : nil,
                folder: URL(fileURLWithPath: cache).appendingPathComponent("enrolment-\(ProcessInfo.processInfo.processIdentifier)"),
                method: enrolMethod, enrolsCompanions: enrolCompanion, checksTransform: enrolCheck)
            : nil
        let benchmark = RealVoiceBenchmark(
            recognizer: recognizer, enrolment: enrolment,
            library: try CharacterLibrary(directory: URL(fileURLWithPath: templates)), characters: realCharacters,
            repeats: repeats, showMisses: showMisses, cache: URL(fileURLWithPath: cache), nearWords: nearWords)
        let results = try benchmark.run(speakers: folders, seed: seed, baseline: !skipBaseline)
        let report = RealVoiceReport(
            results: results, command: CommandLine.arguments.dropFirst().joined(separator: " "), load: load,
            heldOut: Set(heldOut), thresholds: try sweepThresholds() ?? [])
        print(report.markdown())
        if let write { try report.replaceSection(in: write) }
    }

    /// The factors of `--enrol-warp-factors`.
    private func warpFactors() throws -> [Double] {
        let fields = enrolWarpFactors.split(separator: ",", omittingEmptySubsequences: false)
        let values = fields.compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard !values.isEmpty, values.count == fields.count else {
            throw ValidationError("--enrol-warp-factors \(enrolWarpFactors): expected comma-separated numbers")
        }
        return values
    }

    /// The thresholds of `--verification-sweep`, nil when not given.
    private func sweepThresholds() throws -> [Double]? {
        guard let verificationSweep else { return nil }
        let values = verificationSweep.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard !values.isEmpty, values.count == verificationSweep.split(separator: ",").count else {
            throw ValidationError("--verification-sweep \(verificationSweep): expected comma-separated numbers")
        }
        return values.sorted()
    }

    /// The recogniser's configuration with the command line's overrides.
    private func recognizerConfiguration() throws -> RecognizerConfiguration {
        var parameters = DecoderParameters()
        if let bias { parameters.expectedNameBias = bias }
        var threshold: Double?? = nil
        if let verification {
            guard verification == "none" || Double(verification) != nil else {
                throw ValidationError("--verification \(verification): expected a number or 'none'")
            }
            threshold = Double(verification)
        }
        if let sweep = try sweepThresholds() { threshold = sweep.max() }
        if let threshold {
            if phoneLoop || syllableLoop {
                parameters.phoneLoopMargins = threshold.map { PhoneLoopMargins($0) }
                parameters.nameCompetitor = syllableLoop ? .syllables : .phones
            } else {
                parameters.expectedNameVerification = threshold
            }
        }
        if let syllableWeight { parameters.syllableBySyllableWeight = syllableWeight }
        if let minConfidence { parameters.minimumConfidence = minConfidence }
        if let minAboveNoise { parameters.minimumSpeechAboveNoiseDB = minAboveNoise }
        if let wip { parameters.wordInsertionPenalty = wip }
        if let noiseFloor { parameters.noiseFloorDBFS = noiseFloor }
        if let quietMargin { parameters.quietCutMarginDB = quietMargin }
        if let pause { parameters.minimumPauseBetweenNames = pause }
        if let shortPause { parameters.shortPauseBetweenNames = shortPause }
        if let shortPauseWeight { parameters.shortPauseWeight = shortPauseWeight }
        if let suppressNoise { parameters.suppressNoise = suppressNoise }
        if let utteranceMeans { parameters.utteranceCepstralMean = utteranceMeans }
        for option in ps {
            let parts = option.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { throw ValidationError("--ps \(option): expected KEY=VALUE") }
            parameters.extraArguments[parts[0]] = parts[1]
        }
        let configuration = RecognizerConfiguration(
            acousticModel: model.map { URL(fileURLWithPath: $0) },
            modelsDirectory: ResourceLocator.locate(.models, explicit: models),
            dictionary: dict.map { URL(fileURLWithPath: $0) }, speakerTransform: voice.map { URL(fileURLWithPath: $0) },
            decoder: parameters)
        let companion = configuration.withMandarinCompanion(
            model: mandarinCompanion.map { URL(fileURLWithPath: $0) },
            dictionary: mandarinCompanionDict.map { URL(fileURLWithPath: $0) })
        return try warped(mandarinModel ?? (model == nil) ? companion : configuration)
    }

    /// `configuration` with the `--warp` options applied, in order: a warp without a model name to the main model
    /// and every companion, one with a name to the models whose folder has that name.
    private func warped(_ configuration: RecognizerConfiguration) throws -> RecognizerConfiguration {
        var configuration = configuration
        for option in warp {
            let (name, spec) = option.firstIndex(of: "=").map {
                (Optional(String(option[..<$0])), String(option[option.index(after: $0)...]))
            } ?? (nil, option)
            let frequencyWarp: FrequencyWarp
            do {
                frequencyWarp = try FrequencyWarp(parsing: spec)
            } catch {
                throw ValidationError("--warp \(option): \(error.problem)")
            }
            let models = [configuration.acousticModel] + configuration.companions.map(\.acousticModel)
            guard name == nil || models.contains(where: { $0.lastPathComponent == name }) else {
                let searched = models.map(\.lastPathComponent).joined(separator: ", ")
                throw ValidationError("--warp \(option): no acoustic model \(name!) is searched (searched: \(searched))")
            }
            func applies(_ model: URL) -> Bool { name == nil || model.lastPathComponent == name }
            if applies(configuration.acousticModel) { configuration.decoder.frequencyWarp = frequencyWarp }
            for index in configuration.companions.indices where applies(configuration.companions[index].acousticModel) {
                configuration.companions[index].decoder.frequencyWarp = frequencyWarp
            }
        }
        return configuration
    }

    private func runSynthetic(
        recognizer: SpeechRecognizer, configuration: RecognizerConfiguration, load: Double?
    ) throws {
        let cacheURL = URL(fileURLWithPath: cache)
        let lexicon = try configuration.resolvedLexicon().map { try StrokeNameLexicon(contentsOf: $0) } ?? .builtIn
        let corpus = SpeechCorpus(
            synthesizer: try SpeechSynthesizer(cache: cacheURL.appendingPathComponent("clips")), lexicon: lexicon)
        var random = SeededNoise(seed: seed)
        var results = SpeechResults()
        let aligner = ExpectedNameAligner()

        func decode(_ item: SpeechItem, expecting: [StrokeType]?) throws -> [WordSegment] {
            let start = SpeechMetrics.threadCPUSeconds()
            let words = try recognizer.transcribe(item.audio, expecting: expecting)
            results.decodeSeconds += SpeechMetrics.threadCPUSeconds() - start
            results.audioSeconds += item.audio.duration
            return words
        }

        progress("isolated names")
        var batchFiles: [URL] = []
        let batchDirectory = cacheURL.appendingPathComponent("batch")
        try FileManager.default.createDirectory(at: batchDirectory, withIntermediateDirectories: true)
        let utterances = SpeechVoices.mandarin() + SpeechVoices.english(lexicon)
        for utterance in stride(from: 0, to: utterances.count, by: max(1, every)).map({ utterances[$0] }) {
            let (clean, speechRMS) = try corpus.isolated(utterance)
            var items = [clean]
            if utterance.speed == SpeechVoices.speeds[1] {
                for colour in SeededNoise.Colour.allCases {
                    for snr in [20.0, 10.0] {
                        var noisy = clean
                        noisy.audio = random.mix(clean.audio, colour: colour, snr: snr, speechRMS: speechRMS)
                        noisy.condition = "\(colour.rawValue) \(Int(snr)) dB"
                        items.append(noisy)
                    }
                }
            }
            for item in items {
                let heard = try decode(item, expecting: nil).compactMap(\.name)
                let correct = heard == [utterance.stroke]
                results.isolated[utterance.language.rawValue, default: [:]][item.condition, default: SpeechTally()].add(
                    correct)
                if item.condition.hasSuffix(" 10 dB") {
                    let expected = try decode(item, expecting: [utterance.stroke])
                    let accepted = aligner.align(expected: [utterance.stroke], words: expected)[0].matched
                    results.noisyExpected[utterance.language.rawValue, default: [:]][item.condition, default: SpeechTally()]
                        .add(accepted)
                }
                if item.condition == "clean" {
                    let language = utterance.language.rawValue
                    results.cleanByVoice["\(language) | \(utterance.voice)", default: SpeechTally()].add(correct)
                    results.cleanBySpeed["\(language) | \(utterance.speed) wpm", default: SpeechTally()].add(correct)
                }
                if !correct && showMisses {
                    let misses = cacheURL.appendingPathComponent("misses")
                    try FileManager.default.createDirectory(at: misses, withIntermediateDirectories: true)
                    try SpeechMetrics.writeWAV(
                        item.audio, to: misses.appendingPathComponent("\(item.condition)-\(utterance.cacheName).wav"))
                    print(
                        "miss \(item.condition) \(utterance.text) [\(utterance.voice) \(utterance.speed) \(utterance.pitch)] → \(heard.map(\.rawValue))"
                    )
                }
            }
            let right = try decode(clean, expecting: [utterance.stroke])
            let rightResult = aligner.align(expected: [utterance.stroke], words: right)[0]
            results.rightTrials.append(rightResult.matched ? rightResult.confidence : nil)
            let others = StrokeType.allCases.filter { $0 != utterance.stroke }
            let wrongName = others[Int(random.uniform() * Double(others.count)) % others.count]
            let wrongResult = aligner.align(expected: [wrongName], words: try decode(clean, expecting: [wrongName]))[0]
            results.wrongTrials.append(wrongResult.matched ? wrongResult.confidence : nil)
            if batchFiles.count < 60 {
                let file = batchDirectory.appendingPathComponent("\(batchFiles.count).wav")
                try SpeechMetrics.writeWAV(clean.audio, to: file)
                batchFiles.append(file)
            }
        }

        progress("English synonyms")
        let table = try EnglishSynonyms(contentsOf: URL(fileURLWithPath: synonyms))
        let variants = StrokeType.allCases.flatMap { stroke in
            table.variants(of: SpeechVoices.englishText(stroke, lexicon).split(separator: " ").map(String.init))
                .map { (stroke, $0.joined(separator: " ")) }
        }
        for (stroke, text) in stride(from: 0, to: variants.count, by: max(1, every)).map({ variants[$0] }) {
            for voice in SpeechVoices.englishVoices {
                let utterance = SpeechUtterance(
                    stroke: stroke, language: .en, text: text, voice: voice, speed: SpeechVoices.speeds[1], pitch: 50)
                let (item, _) = try corpus.isolated(utterance)
                let heard = try decode(item, expecting: nil).compactMap(\.name)
                results.synonymsFree.add(heard == [stroke])
                let expected = try decode(item, expecting: [stroke])
                results.synonymsExpected.add(aligner.align(expected: [stroke], words: expected)[0].matched)
                if showMisses && heard != [stroke] { print("miss synonym \(text) [\(voice)] → \(heard.map(\.rawValue))") }
            }
        }

        progress("sequences")
        let library = try CharacterLibrary(directory: URL(fileURLWithPath: templates))
        let latin = Set(try library.summaries().filter { $0.script != .han }.map(\.character))
        let all = try library.characters().filter { !latin.contains($0) }
        let step = max(1, all.count / max(1, characters))
        var sequenceAudio: [AudioBuffer] = []
        for character in stride(from: 0, to: all.count, by: step).prefix(characters).map({ all[$0] }) {
            let strokes = try library.template(for: character).strokes.compactMap(\.type)
            for language in SpokenLanguage.allCases {
                let item = try corpus.sequence(
                    character: character, strokes: strokes, language: language, random: &random)
                let words = try decode(item, expecting: strokes)
                results.sequences += 1
                results.sequenceWords += strokes.count
                results.sequenceErrors += SpeechMetrics.editDistance(strokes, words.compactMap(\.name))
                for (result, truth) in zip(aligner.align(expected: strokes, words: words), item.truth)
                where result.matched {
                    if let start = result.start { results.onsetErrors.append(abs(start - truth.onset)) }
                }
                sequenceAudio.append(item.audio)
            }
        }

        progress("noise only")
        for item in SpeechCorpus.noiseOnly(random: &random) {
            let expected = try library.template(for: all[Int(random.uniform() * Double(all.count)) % all.count]).strokes
                .compactMap(\.type)
            results.noiseOnlyWords.append((item.label, try decode(item, expecting: expected).map(\.word)))
        }

        if !skipBaseline {
            progress("pocketsphinx_continuous")
            results.baseline = try SpeechBaseline.compare(
                files: sequenceAudio, recognizer: recognizer, directory: cacheURL)
        }

        progress("memory")
        let transcriber = try FileTranscriber(configuration: configuration)
        var early = 0
        for index in 0..<memoryFiles {
            _ = transcriber.transcribe(batchFiles[index % batchFiles.count], expecting: [.heng])
            if index == min(99, memoryFiles - 1) { early = SpeechMetrics.residentKilobytes() }
        }
        results.memory = (memoryFiles, early, SpeechMetrics.residentKilobytes())

        let report = SpeechReport(
            results: results, command: CommandLine.arguments.dropFirst().joined(separator: " "), load: load)
        print(report.markdown())
        if let write { try report.replaceSection(in: write) }
    }

    private func progress(_ step: String) {
        FileHandle.standardError.write(Data("speech benchmark: \(step)…\n".utf8))
    }
}
