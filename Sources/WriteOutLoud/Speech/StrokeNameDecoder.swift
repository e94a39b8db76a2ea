import Foundation

/// One utterance at a time through PocketSphinx, with a grammar of stroke names biased toward the names
/// expected: the part shared by batch ``SpeechRecognizer`` and streaming ``RecognitionSession``.
///
/// Not thread-safe: one owner drives it (see ``PocketSphinxDecoder``).
final class StrokeNameDecoder {
    /// PocketSphinx's frame rate: frames per second of audio.
    static let framesPerSecond = 100.0
    /// Grammars kept compiled at once; older ones are dropped (each costs memory in the decoder).
    static let cachedGrammarLimit = 16

    /// Frames a silence phone lasts at least (its HMM has three states, none skippable).
    static let framesPerSilencePhone = 3
    /// Frames handed to PocketSphinx per call in the final pass: about what `pocketsphinx_continuous` gets
    /// from reading 2048 samples at a time (its running cepstral mean is updated between calls).
    static let framesPerBlock = 13

    let pocketSphinx: PocketSphinxDecoder
    let vocabulary: NameVocabulary
    let parameters: DecoderParameters
    /// The pause words the decoder took (none when the acoustic model has no `SIL` phone).
    private let pauses: [PauseWord]
    /// The names expected in the coming utterance (empty when none are known).
    private var expected: Set<StrokeType> = []
    /// The grammar ``prepare(expecting:)`` chose, selected again after a phone-loop search.
    private var preparedGrammar = ""
    /// The syllables of the "not a name" competitor when it is ``NameCompetitor/syllables``; their words are in
    /// the decoder's dictionary.
    private let syllableLoop: SyllableLoop?
    /// Whether the competitor's search (``competitorSearch``) was added; it is added on first use.
    private var hasCompetitor = false
    private var grammarSearches: [String: String] = [:]
    private var grammarAge: [String] = []
    private var searchCounter = 0
    private var input: DecoderInput
    private var activity = SpeechActivity()
    /// Whether an utterance was started and not yet finished or abandoned.
    private var started = false
    /// Whether a PocketSphinx utterance is open.
    private var inUtterance = false
    /// The utterance's 16 kHz audio, collected for the final search in ``finish(sharing:)``.
    private var heard: [Float] = []

    /// - Parameter syllableLoop: the syllables of the competitor loop, already in `pocketSphinx`'s dictionary,
    ///   when ``DecoderParameters/nameCompetitor`` is ``NameCompetitor/syllables``.
    init(
        pocketSphinx: PocketSphinxDecoder, vocabulary: NameVocabulary, parameters: DecoderParameters,
        syllableLoop: SyllableLoop? = nil
    ) {
        self.pocketSphinx = pocketSphinx
        self.vocabulary = vocabulary
        self.parameters = parameters
        self.syllableLoop = syllableLoop
        input = DecoderInput(noiseFloorDBFS: parameters.noiseFloorDBFS)
        pauses = PauseWord.between(parameters).filter { pause in
            PocketSphinxLog.capturing {
                pocketSphinx.addWord(pause.token, phones: pause.phones, rebuildSearches: true)
            }.0
        }
    }

    /// Dictionary lines of the words added at run time, for running another decoder on the same grammar.
    var addedDictionaryLines: [String] { pauses.map { "\($0.token) \($0.phones)" } }

    /// Builds the command-line options for PocketSphinx from a configuration.
    static func arguments(
        acousticModel: URL, dictionary: URL, speakerTransform: URL? = nil, parameters: DecoderParameters
    ) -> [String] {
        var options: [(String, String)] = [
            ("-hmm", acousticModel.path), ("-dict", dictionary.path),
            ("-beam", "\(parameters.beam)"), ("-wbeam", "\(parameters.wordBeam)"),
            ("-pbeam", "\(parameters.phoneBeam)"), ("-lw", "\(parameters.languageWeight)"),
            ("-wip", "\(parameters.wordInsertionPenalty)"), ("-silprob", "\(parameters.silenceProbability)"),
            ("-fillprob", "\(parameters.fillerProbability)"), ("-bestpath", "yes"), ("-fsgusefiller", "yes"),
            ("-remove_silence", "no"),
        ]
        if parameters.phoneLoopMargins != nil || parameters.expectedNameVerification != nil {
            // Scores of two searches of the same frames are compared: PocketSphinx scales each frame's scores by
            // the best senone it computed, so every search must compute them all (else a small grammar's scores
            // come out higher than a loop's for the same path: 竖 -59 against -88 on pffy's shù).
            options.append(("-compallsen", "yes"))
        }
        if let speakerTransform { options.append(("-mllr", speakerTransform.path)) }
        if let warp = parameters.frequencyWarp {
            options.append(("-warp_type", warp.shape.rawValue))
            options.append(("-warp_params", warp.parameters.map { String($0) }.joined(separator: " ")))
        }
        for (key, value) in parameters.extraArguments.sorted(by: { $0.key < $1.key }) {
            options.removeAll { $0.0 == key }
            options.append((key, value))
        }
        return ["wol"] + options.flatMap { [$0.0, $0.1] }
    }

    /// The JSGF grammar for an utterance: every name, expected ones weighted up by
    /// ``DecoderParameters/expectedNameBias``. The short pause between names is allowed only when names are
    /// expected: then splitting a compound in two needs two names not expected, which the bias resists;
    /// without expectations, slowly said English compounds were split into two Mandarin names at their word
    /// gaps (isolated English 99.3 → 95.8 %, `wol-bench speech --every 3`).
    func grammar(expecting expected: [StrokeType]?) -> String {
        let expectedSet = Set(expected ?? [])
        let bias = expectedSet.isEmpty ? 1 : max(1, parameters.expectedNameBias)
        let allowed = expectedSet.isEmpty ? Array(pauses.prefix(1)) : pauses
        return vocabulary.grammar(pauses: allowed.map { ($0.token, $0.weight) }) { word in
            guard let stroke = word.stroke else { return 1 }
            return expectedSet.contains(stroke) ? bias : 1
        }
    }

    /// The two grammars ``ExpectedNameVerifier`` compares, with the pauses of the expected-name grammar:
    /// only the expected names (forced), and every name on equal terms (free). Nil when no word of the
    /// vocabulary names an expected stroke.
    private func verificationGrammars() -> (forced: String, free: String)? {
        let allowed = pauses.map { ($0.token, $0.weight) }
        guard vocabulary.tokens.contains(where: { vocabulary.words[$0]?.stroke.map(expected.contains) == true })
        else { return nil }
        let forced = vocabulary.grammar(pauses: allowed) { word in
            word.stroke.map(expected.contains) == true ? 1 : nil
        }
        return (forced, vocabulary.grammar(pauses: allowed) { _ in 1 })
    }

    /// Selects the grammar for the coming utterance: every name, expected ones weighted up.
    /// - Throws: ``SpeechError`` when PocketSphinx refuses the grammar.
    func prepare(expecting expected: [StrokeType]?) throws(SpeechError) {
        self.expected = Set(expected ?? [])
        preparedGrammar = grammar(expecting: expected)
        try select(preparedGrammar)
    }

    /// Makes `grammar` the decoder's search, compiling it unless it is among the recent ones.
    private func select(_ grammar: String) throws(SpeechError) {
        let search: String
        if let cached = grammarSearches[grammar] {
            search = cached
        } else {
            searchCounter += 1
            search = "names\(searchCounter)"
            let (added, error) = PocketSphinxLog.capturing {
                pocketSphinx.addGrammarSearch(named: search, jsgf: grammar)
            }
            guard added else {
                throw SpeechError(subject: "grammar", reason: .grammarRejected(error ?? "no reason given"))
            }
            grammarSearches[grammar] = search
            grammarAge.append(grammar)
            if grammarAge.count > Self.cachedGrammarLimit {
                let oldest = grammarAge.removeFirst()
                if let name = grammarSearches.removeValue(forKey: oldest) { pocketSphinx.removeSearch(named: name) }
            }
        }
        if pocketSphinx.currentSearch == search { return }
        guard pocketSphinx.selectSearch(named: search) else {
            throw SpeechError(subject: "grammar", reason: .grammarRejected("could not select the name grammar"))
        }
    }

    /// Starts an utterance from a clean state: same cepstral means, same noise, no audio.
    /// - Parameter live: decode while audio arrives, for ``partialWords()``; otherwise the audio is only
    ///   collected and decoded once in ``finish(sharing:)`` (batch decoding).
    func start(live: Bool) throws(SpeechError) {
        if inUtterance { pocketSphinx.endUtterance() }
        inUtterance = false
        input = DecoderInput(noiseFloorDBFS: parameters.noiseFloorDBFS)
        activity = SpeechActivity()
        heard = []
        started = true
        if live {
            pocketSphinx.resetCepstralMeans()
            try startSearch()
        }
    }

    /// Decodes, or collects for ``finish(sharing:)``, more 16 kHz samples of the current utterance.
    func process(_ samples: [Float]) throws(SpeechError) {
        guard !samples.isEmpty else { return }
        let pcm = input.convert(samples)
        activity.append(pcm)
        heard += samples
        if inUtterance { try search(pcm) }
    }

    /// Starts an utterance on a fresh stream: frame clock at 0, the front end's noise estimate started again.
    private func startSearch() throws(SpeechError) {
        guard pocketSphinx.startUtterance() else { throw Self.startFailed }
        inUtterance = true
    }

    private static let startFailed = SpeechError(
        subject: "decoder", reason: .decodingFailed("could not start an utterance"))

    private func search(_ pcm: [Int16]) throws(SpeechError) {
        guard pocketSphinx.process(pcm) else {
            throw SpeechError(subject: "decoder", reason: .decodingFailed("the decoder rejected the audio"))
        }
    }

    /// Computes the whole utterance's cepstra once, then searches them piece by piece between long pauses
    /// (``QuietCuts``) in fixed blocks, so that the result does not depend on how the audio arrived, each
    /// piece from the same cepstral means; returns the words of every piece. The inside of a long pause is
    /// not searched when no word there could pass the loudness check (searching it could only find words that
    /// are then dropped).
    /// - Parameter shared: the recording's searched samples, made once for every decoder that searches it.
    private func searchAll(sharing shared: SearchedSamples, overrule: WordMerger.Overrule?) throws(SpeechError)
        -> [WordSegment]
    {
        let pcm = shared.of(heard, parameters: parameters)
        guard let cepstra = pocketSphinx.cepstra(of: pcm) else {
            throw SpeechError(subject: "decoder", reason: .decodingFailed("the front end rejected the audio"))
        }
        let means = parameters.utteranceCepstralMean ? cepstra.mean : nil
        let verification = parameters.expectedNameVerification.flatMap { threshold in
            verificationGrammars().map { (ExpectedNameVerifier(threshold: threshold), $0) }
        }
        let phoneLoop = expected.isEmpty ? nil : parameters.phoneLoopMargins.map(PhoneLoopVerifier.init)
        let floor = activity.noiseFloor
        let pieces = QuietCuts(quietMarginDB: parameters.quietCutMarginDB).pieces(of: pcm)
        var words: [WordSegment] = []
        let frameLength = SpeechActivity.frameLength
        for (number, piece) in pieces.enumerated() {
            let upper = number == pieces.count - 1 ? cepstra.frameCount : piece.samples.upperBound / frameLength
            let lower = min(piece.samples.lowerBound / frameLength, upper)
            let frames = (lower..<upper).clamped(to: 0..<cepstra.frameCount)
            if piece.isQuiet && !mayHoldReportableWords(frames, above: floor) { continue }
            guard let (verifier, grammars) = verification else {
                let named = try search(cepstra, frames: frames, means: means, floor: floor, overrule: overrule)
                guard let phoneLoop, PhoneLoopVerifier.needsCheck(named, expected: expected) else {
                    words += named.words
                    continue
                }
                let sounds = try competitorScore(cepstra, frames: frames, means: means, within: named)
                words += phoneLoop.words(named: named, sounds: sounds, expected: expected)
                continue
            }
            try select(grammars.forced)
            let forced = try search(cepstra, frames: frames, means: means, floor: floor)
            try select(grammars.free)
            let free = try search(cepstra, frames: frames, means: means, floor: floor)
            words += verifier.words(forced: forced, free: free)
        }
        return words
    }

    /// Name of the "not a name" competitor's search (``PhoneLoopVerifier``).
    private static let competitorSearch = "wol_name_competitor"

    /// The acoustic log-likelihood of the frames of `named`'s names along the best path of the "not a name"
    /// competitor (a free phone loop, or the syllable loop) searching the same frames; the prepared grammar is
    /// selected again afterwards.
    private func competitorScore(_ cepstra: Cepstra, frames: Range<Int>, means: [Float]?, within named: SearchedPiece)
        throws(SpeechError) -> Double
    {
        let subject = syllableLoop == nil ? "phone loop" : "syllable loop"
        if !hasCompetitor {
            let (added, error) = PocketSphinxLog.capturing {
                if let syllableLoop {
                    pocketSphinx.addWordLoopSearch(named: Self.competitorSearch, words: syllableLoop.syllables.map(\.word))
                } else {
                    pocketSphinx.addPhoneLoopSearch(named: Self.competitorSearch)
                }
            }
            guard added else { throw SpeechError(subject: subject, reason: .grammarRejected(error ?? "no reason given")) }
            hasCompetitor = true
        }
        guard pocketSphinx.selectSearch(named: Self.competitorSearch) else {
            throw SpeechError(subject: subject, reason: .grammarRejected("could not select the \(subject)"))
        }
        try run(cepstra, frames: frames, means: means)
        let score = named.scoreWithinNames(of: pocketSphinx.segments())
        try select(preparedGrammar)
        return score
    }

    /// Whether a word within `frames` could pass the loudness check, which needs most of a word's frames
    /// ``DecoderParameters/minimumSpeechAboveNoiseDB`` above the recording's noise floor: false when even the
    /// loudest of them is not.
    private func mayHoldReportableWords(_ frames: Range<Int>, above floor: Double) -> Bool {
        let energies = activity.frameEnergies
        let loudest = energies[frames.clamped(to: 0..<energies.count)].max() ?? -Double.infinity
        return loudest >= floor + parameters.minimumSpeechAboveNoiseDB
    }

    /// Searches some frames of the utterance's cepstra as one utterance with the selected grammar.
    /// - Parameters:
    ///   - floor: the recording's noise floor, for the loudness check.
    ///   - overrule: the main model's standing words, when this is a companion model's search whose words are
    ///     all reported (no verification picks among them).
    private func search(
        _ cepstra: Cepstra, frames: Range<Int>, means: [Float]?, floor: Double,
        overrule: WordMerger.Overrule? = nil
    ) throws(SpeechError) -> SearchedPiece {
        try run(cepstra, frames: frames, means: means)
        return piece(startingAtFrame: frames.lowerBound, floor: floor, overrule: overrule)
    }

    /// Runs the selected search over some frames of the utterance's cepstra as one utterance.
    private func run(_ cepstra: Cepstra, frames: Range<Int>, means: [Float]?) throws(SpeechError) {
        if let means { pocketSphinx.useCepstralMeans(means) } else { pocketSphinx.resetCepstralMeans() }
        try startSearch()
        for block in stride(from: frames.lowerBound, to: frames.upperBound, by: Self.framesPerBlock) {
            guard pocketSphinx.process(cepstra, frames: block..<min(block + Self.framesPerBlock, frames.upperBound))
            else {
                throw SpeechError(subject: "decoder", reason: .decodingFailed("the decoder rejected the audio"))
            }
        }
        inUtterance = false
        guard pocketSphinx.endUtterance() else { throw Self.endFailed }
    }

    /// Name of the search that forces a reading's words (``alignmentLikelihood(of:words:phones:)``); replaced at each use.
    private static let alignmentSearch = "wol_alignment"
    /// Prefix of the dictionary words the forced search adds, so that they never shadow the vocabulary's own.
    private static let alignmentWordPrefix = "wol_align_"

    /// Silence the forced search allows before, between and after the words (no other filler: noise and speech
    /// fillers would take the place of words said badly, and a worse fit would score better).
    private static let alignmentSilence = (token: "wol_aligned_pause", phones: "SIL")

    /// The acoustic log-likelihood of a whole recording along the best path that says `words` in order, silence
    /// allowed between them, and the frames searched; nil when no path says them all. The recording goes through
    /// the same front end, noise suppression and cepstral means as a decode.
    /// - Parameter phones: pronunciations of the words (space-separated phones of the acoustic model).
    /// - Throws: ``SpeechError`` for a word without pronunciation or with phones the model lacks, or a failed search.
    func alignmentLikelihood(of samples: [Float], words: [String], phones: [String: String])
        throws(SpeechError) -> (logLikelihood: Double, frames: Int)?
    {
        try alignment(of: samples, words: words, phones: phones).map { ($0.logLikelihood, $0.frames) }
    }

    /// ``alignmentLikelihood(of:words:phones:)`` with each word's place in the recording (in the order said).
    func alignment(of samples: [Float], words: [String], phones: [String: String])
        throws(SpeechError) -> ReadingAlignment?
    {
        guard !words.isEmpty else { throw SpeechError(subject: "alignment", reason: .invalidInput("no words given")) }
        let silence = Self.alignmentSilence
        guard pocketSphinx.knows(silence.token) || pocketSphinx.addWord(silence.token, phones: silence.phones, rebuildSearches: false)
        else { throw SpeechError(subject: "alignment", reason: .invalidInput("the acoustic model has no SIL phone")) }
        var tokens: [String] = []
        for word in words {
            let token = Self.alignmentWordPrefix + word
            if !pocketSphinx.knows(token) {
                guard let pronunciation = phones[word] else { throw SpeechError(subject: "alignment", reason: .unknownWord(word)) }
                guard pocketSphinx.addWord(token, phones: pronunciation, rebuildSearches: false) else {
                    throw SpeechError(
                        subject: "alignment", reason: .invalidInput("phones \"\(pronunciation)\" of \(word) are not all in the acoustic model"))
                }
            }
            tokens.append(token)
        }
        let pause = "[\(silence.token)]"
        let sequence = ([pause] + tokens.map { "\($0) \(pause)" }).joined(separator: " ")
        let grammar = "#JSGF V1.0;\ngrammar wol_alignment;\npublic <reading> = \(sequence);\n"
        let (added, error) = PocketSphinxLog.capturing {
            pocketSphinx.addGrammarSearchWithoutFillers(named: Self.alignmentSearch, jsgf: grammar)
        }
        guard added, pocketSphinx.selectSearch(named: Self.alignmentSearch) else {
            throw SpeechError(subject: "alignment", reason: .grammarRejected(error ?? "no reason given"))
        }
        defer { if !preparedGrammar.isEmpty { try? select(preparedGrammar) } }
        let pcm = Self.searchedSamples(samples, parameters: parameters)
        guard let cepstra = pocketSphinx.cepstra(of: pcm) else {
            throw SpeechError(subject: "decoder", reason: .decodingFailed("the front end rejected the audio"))
        }
        try run(cepstra, frames: 0..<cepstra.frameCount, means: parameters.utteranceCepstralMean ? cepstra.mean : nil)
        let path = pocketSphinx.segments()
        let said = path.map { PronunciationDictionary.baseWord($0.word) }.filter { $0.hasPrefix(Self.alignmentWordPrefix) }
        guard said == tokens else { return nil }
        let spans = path.filter { PronunciationDictionary.baseWord($0.word).hasPrefix(Self.alignmentWordPrefix) }.map {
            Double($0.firstFrame) / Self.framesPerSecond...Double($0.lastFrame + 1) / Self.framesPerSecond
        }
        return ReadingAlignment(
            logLikelihood: path.reduce(0) { $0 + $1.acousticScore }, frames: cepstra.frameCount,
            words: zip(words, spans).map { ReadingAlignment.Word(word: $0, seconds: $1) })
    }

    /// What the final search decodes for a whole utterance's 16 kHz samples: without its steady noise when
    /// ``DecoderParameters/suppressNoise`` is on, then over the decoder's noise floor, as 16-bit integers.
    static func searchedSamples(_ samples: [Float], parameters: DecoderParameters) -> [Int16] {
        var input = DecoderInput(noiseFloorDBFS: parameters.noiseFloorDBFS)
        return input.convert(parameters.suppressNoise ? NoiseSuppressor().suppress(samples) : samples)
    }

    /// The best words so far with their times, for live feedback: no confidence and no loudness check yet.
    func partialWords() -> [PartialWord] {
        pocketSphinx.segments().compactMap { segment in
            let token = PronunciationDictionary.baseWord(segment.word)
            guard let word = vocabulary.words[token] else { return nil }
            return PartialWord(
                word: token, name: word.stroke, language: word.language,
                start: Double(segment.firstFrame) / Self.framesPerSecond,
                end: Double(segment.lastFrame + 1) / Self.framesPerSecond)
        }
    }

    /// Ends the utterance without reading its result.
    func abandon() {
        started = false
        heard = []
        guard inUtterance else { return }
        inUtterance = false
        pocketSphinx.endUtterance()
    }

    /// Ends the utterance and returns its words that pass the confidence and loudness checks.
    ///
    /// Batch decoding searches the audio here. Live decoding searches it again here: the final search needs
    /// the whole utterance (its cepstral means, its noise spectrum, its pauses) that partial results could not
    /// wait for, and searching it the same way makes the final words equal batch decoding.
    /// - Parameters:
    ///   - shared: the searched samples of this recording, shared with the other decoders that search it
    ///     (one per recording).
    ///   - overrule: for a companion model, the main model's standing words: a piece whose every word the merge
    ///     would drop reports none, and its confidences are never computed.
    func finish(sharing shared: SearchedSamples, overrule: WordMerger.Overrule? = nil) throws(SpeechError)
        -> [WordSegment]
    {
        guard started else { return [] }
        started = false
        defer { heard = [] }
        if inUtterance {
            inUtterance = false
            pocketSphinx.endUtterance()
        }
        return try searchAll(sharing: shared, overrule: overrule)
    }

    /// ``finish(sharing:overrule:)``'s words with the languages this decoder listens for, for ``WordMerger``.
    func finishTranscript(sharing shared: SearchedSamples, overrule: WordMerger.Overrule? = nil) throws(SpeechError)
        -> WordMerger.Transcript
    {
        WordMerger.Transcript(words: try finish(sharing: shared, overrule: overrule), languages: vocabulary.languages)
    }

    private static let endFailed = SpeechError(
        subject: "decoder", reason: .decodingFailed("could not end the utterance"))

    /// The utterance just ended: its words that pass the confidence and loudness checks, and its best path's
    /// acoustic score. The word lattice, which is costly to build, is asked for only when a word of the best path
    /// passes the loudness check and needs its confidence, and not when `overrule` drops every such word.
    /// - Parameters:
    ///   - offset: the frame of the whole recording at which the utterance's stream started.
    ///   - floor: the recording's noise floor, for the loudness check.
    ///   - overrule: the main model's standing words, for a companion model's search.
    private func piece(startingAtFrame offset: Int, floor: Double, overrule: WordMerger.Overrule?) -> SearchedPiece {
        var loud: [(word: WordSegment, frames: ClosedRange<Int>)] = []
        var acousticScore = 0.0
        var nameFrames = 0
        var nameSpans: [ClosedRange<Int>] = []
        var nameScore = 0.0
        for segment in pocketSphinx.segments() {
            acousticScore += segment.acousticScore
            let token = PronunciationDictionary.baseWord(segment.word)
            guard let word = vocabulary.words[token] else { continue }
            let (first, last) = (segment.firstFrame, segment.lastFrame)
            if word.stroke != nil {
                nameFrames += last - first + 1
                nameSpans.append(first...last)
                nameScore += segment.acousticScore
            }
            let frames = (offset + first)...(offset + last)
            guard activity.prominence(frames: frames, above: floor) >= parameters.minimumSpeechAboveNoiseDB else {
                continue
            }
            let heard = WordSegment(
                word: token, name: word.stroke, language: word.language,
                start: Double(frames.lowerBound) / Self.framesPerSecond,
                end: Double(frames.upperBound + 1) / Self.framesPerSecond, confidence: 0)
            loud.append((heard, first...last))
        }
        if let overrule, loud.allSatisfy({ overrule.drops($0.word) }) {
            return SearchedPiece(
                words: [], acousticScore: acousticScore, nameFrames: nameFrames, nameSpans: nameSpans, nameScore: nameScore)
        }
        lazy var posteriors = pocketSphinx.wordPosteriors(acousticScale: parameters.posteriorScale)
        var words: [WordSegment] = []
        for (heard, frames) in loud {
            var word = heard
            word.confidence = posteriors?.confidence(of: word.word, frames: frames) ?? 0
            if word.confidence >= parameters.minimumConfidence { words.append(word) }
        }
        return SearchedPiece(
            words: words, acousticScore: acousticScore, nameFrames: nameFrames, nameSpans: nameSpans, nameScore: nameScore)
    }
}
