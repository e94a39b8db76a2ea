import Foundation

/// Recognises spoken stroke names offline with PocketSphinx.
///
/// Loading the acoustic model takes a fraction of a second, so make one recogniser per worker and reuse it
/// across files; it is not safe to use from two threads at once. Each call decodes from the same clean state,
/// so a file's words never depend on the files decoded before it.
public final class SpeechRecognizer {
    /// The sample rate PocketSphinx's acoustic models expect.
    public static let decodingSampleRate = 16000.0

    public let configuration: RecognizerConfiguration
    /// One decoder per acoustic model: the main model's first, then its companions'
    /// (``RecognizerConfiguration/companions``).
    let decoders: [StrokeNameDecoder]
    private let merger = WordMerger()
    /// The main model's decoder, whose input and settings the inspection calls below describe.
    private var decoder: StrokeNameDecoder { decoders[0] }

    /// Loads the acoustic models (the main one and its companions), their dictionaries and the lexicon.
    /// - Parameters:
    ///   - configuration: models, vocabulary and search settings.
    ///   - matcher: maps dictionary words that are not in the lexicon (Hanzi, pinyin) to strokes by sound.
    /// - Throws: ``SpeechError`` for a missing or malformed file, an empty vocabulary, or a model PocketSphinx
    ///   refuses (quoting its reason).
    public init(configuration: RecognizerConfiguration, matcher: StrokeNameMatcher = StrokeNameMatcher())
        throws(SpeechError)
    {
        self.configuration = configuration
        decoders = try Self.makeDecoders(configuration, matcher: matcher)
    }

    /// Finds the stroke names spoken in a recording.
    /// - Parameters:
    ///   - audio: the voice, at any sample rate.
    ///   - expecting: the names the learner should say, in order, when known; the search leans toward them
    ///     but still reports any other name that was clearly said.
    /// - Returns: the words heard, in time order, with times in seconds from the start of `audio`; with companion
    ///   models, every model's words merged by ``WordMerger``.
    /// - Throws: ``SpeechError`` when decoding fails.
    /// - Complexity: O(*n*) in the audio's length.
    public func transcribe(_ audio: AudioBuffer, expecting: [StrokeType]? = nil) throws(SpeechError) -> [WordSegment] {
        guard audio.sampleRate.isFinite, audio.sampleRate >= 1 else {
            throw SpeechError(
                subject: "audio", reason: .invalidInput("sample rate \(audio.sampleRate) Hz is not usable"))
        }
        let samples = audio.resampled(to: Self.decodingSampleRate).samples
        for decoder in decoders {
            try decoder.prepare(expecting: expecting)
            try decoder.start(live: false)
            try decoder.process(samples)
        }
        return try Self.finishMerged(decoders, merger: merger)
    }

    /// Ends every decoder's utterance and merges their words; shared with ``RecognitionSession``. The main
    /// model finishes first, so that a companion need not compute confidences of words the merge would drop.
    static func finishMerged(_ decoders: [StrokeNameDecoder], merger: WordMerger) throws(SpeechError) -> [WordSegment] {
        let shared = SearchedSamples()
        let main = try decoders[0].finishTranscript(sharing: shared)
        let companions = decoders.dropFirst()
        let overrule = merger.overrule(by: main, companionLanguages: companions.map(\.vocabulary.languages))
        var transcripts = [main]
        for companion in companions {
            transcripts.append(try companion.finishTranscript(sharing: shared, overrule: overrule))
        }
        return merger.merge(transcripts)
    }

    /// Decodes from now on with `transform` on the main model's means, or, with nil, with the configuration's
    /// own ``RecognizerConfiguration/speakerTransform`` (or none): one recogniser can serve several learners in
    /// turn. Switching costs PocketSphinx a fresh read of the model's means and variances (20–54 ms for en-us, debug build).
    /// - Throws: ``SpeechError`` naming the transform when it does not fit the model or PocketSphinx cannot read
    ///   it; the recogniser then decodes as with nil.
    public func useSpeakerTransform(_ transform: SpeakerTransform?) throws(SpeechError) {
        let model = configuration.acousticModel
        do {
            guard let file = transform?.url ?? configuration.speakerTransform else {
                try SpeakerTransform.withIdentity(fitting: model) { identity throws(SpeechError) in
                    try apply(identity)
                }
                return
            }
            try SpeakerTransform(contentsOf: file).check(fits: model)
            try apply(file)
        } catch {
            if transform != nil { try? useSpeakerTransform(nil) }
            throw error
        }
    }

    private func apply(_ file: URL) throws(SpeechError) {
        guard decoder.pocketSphinx.useSpeakerTransform(file) else {
            throw SpeechError(subject: file.path, reason: .invalidInput("PocketSphinx could not read the speaker transform"))
        }
    }

    /// The 16 kHz 16-bit samples the recogniser searches for `audio`: resampled, without steady noise when
    /// ``DecoderParameters/suppressNoise`` is on, over its noise floor. For giving another decoder exactly
    /// the same signal (the speech benchmark times `pocketsphinx_continuous` on them).
    /// - Complexity: O(*n* log *n*) in the audio's length.
    public func decodedSamples(of audio: AudioBuffer) -> [Int16] {
        mainSearch.decodedSamples(of: audio)
    }

    /// The cepstral means the recogniser normalises `audio` by when
    /// ``DecoderParameters/utteranceCepstralMean`` is on (PocketSphinx's `-cmninit` format, one value per
    /// cepstral coefficient), for starting another decoder from the same means.
    /// - Complexity: O(*n*) in the audio's length (the front end only, no search).
    public func cepstralMeans(of audio: AudioBuffer) -> [Float] {
        mainSearch.cepstralMeans(of: audio)
    }

    /// The cepstra the recogniser searches for `audio` (from ``decodedSamples(of:)`` through the decoder's own
    /// front end), for adapting an acoustic model or enrolling a speaker on exactly the decoder's input.
    /// - Throws: ``SpeechError`` when the front end rejects the audio.
    /// - Complexity: O(*n* log *n*) in the audio's length (no search).
    public func features(of audio: AudioBuffer) throws(SpeechError) -> SphinxFeatureFile {
        guard let cepstra = decoder.pocketSphinx.cepstra(of: decodedSamples(of: audio)) else {
            throw SpeechError(subject: "audio", reason: .decodingFailed("the front end rejected the audio"))
        }
        return SphinxFeatureFile(width: cepstra.width, values: cepstra.values)
    }

    /// How well the main model explains `audio` as `words` said in order (silence allowed between them, no noise filler):
    /// the acoustic log-likelihood of the best such path, in nats, and the frames searched. For comparing front
    /// ends on one reading, e.g. choosing a learner's frequency warp (``FrequencyWarpChoice``).
    /// - Parameters:
    ///   - words: dictionary words as an enrolment prompt spells them (`heng`, `hengzhe`).
    ///   - pronunciations: their phones in the main model (space-separated), e.g. from the enrolment dictionaries.
    /// - Returns: nil when no path through the grammar says every word.
    /// - Throws: ``SpeechError`` for a word without pronunciation or with phones the model lacks, or a failed search.
    public func alignmentLikelihood(of audio: AudioBuffer, saying words: [String], pronunciations: [String: String])
        throws(SpeechError) -> (logLikelihood: Double, frames: Int)?
    {
        guard audio.sampleRate.isFinite, audio.sampleRate >= 1 else {
            throw SpeechError(subject: "audio", reason: .invalidInput("sample rate \(audio.sampleRate) Hz is not usable"))
        }
        return try decoder.alignmentLikelihood(
            of: audio.resampled(to: Self.decodingSampleRate).samples, words: words, phones: pronunciations)
    }

    /// ``alignmentLikelihood(of:saying:pronunciations:)`` with each word's place in the recording, for cutting a
    /// reading into its words.
    /// - Returns: nil when no path through the grammar says every word.
    /// - Throws: as ``alignmentLikelihood(of:saying:pronunciations:)``.
    public func alignment(of audio: AudioBuffer, saying words: [String], pronunciations: [String: String])
        throws(SpeechError) -> ReadingAlignment?
    {
        guard audio.sampleRate.isFinite, audio.sampleRate >= 1 else {
            throw SpeechError(subject: "audio", reason: .invalidInput("sample rate \(audio.sampleRate) Hz is not usable"))
        }
        return try decoder.alignment(
            of: audio.resampled(to: Self.decodingSampleRate).samples, words: words, phones: pronunciations)
    }

    /// The JSGF grammar the recogniser searches with, for inspection or for running another decoder on
    /// the same task (the speech benchmark gives it to `pocketsphinx_continuous`).
    /// - Parameter expected: the expected names, as for ``transcribe(_:expecting:)``.
    public func grammar(expecting expected: [StrokeType]?) -> String {
        mainSearch.grammar(expecting: expected)
    }

    /// The PocketSphinx options the recogniser started its decoder with (`-hmm`, `-dict`, beams, weights and
    /// the extra arguments), as `[option, value, …]`, for running another decoder with the same settings.
    public var pocketSphinxOptions: [String] { mainSearch.pocketSphinxOptions }

    /// Dictionary lines of the words the recogniser adds to the dictionary at run time (the pause between
    /// names), so another decoder can be given the same dictionary as ``grammar(expecting:)`` needs.
    public var addedDictionaryLines: [String] { mainSearch.addedDictionaryLines }

    /// The main model's search, which the inspection calls above describe (``modelSearches`` has every model's).
    private var mainSearch: ModelSearch { ModelSearch(configuration: configuration, decoder: decoder) }

    /// Builds one decoder per acoustic model of a configuration, the main model's first; shared with
    /// ``RecognitionSession``.
    static func makeDecoders(_ configuration: RecognizerConfiguration, matcher: StrokeNameMatcher)
        throws(SpeechError) -> [StrokeNameDecoder]
    {
        var decoders = [try makeDecoder(configuration, matcher: matcher)]
        for companion in configuration.companions {
            decoders.append(try makeDecoder(companion, matcher: matcher))
        }
        return decoders
    }

    /// Builds the decoder of a configuration's main model; shared with ``RecognitionSession``.
    static func makeDecoder(_ configuration: RecognizerConfiguration, matcher: StrokeNameMatcher)
        throws(SpeechError) -> StrokeNameDecoder
    {
        try AcousticModelFolder.check(configuration.acousticModel)
        let dictionaryURL = try configuration.resolvedDictionary()
        let dictionary = try PronunciationDictionary(contentsOf: dictionaryURL)
        let lexicon =
            try configuration.resolvedLexicon().map { url throws(SpeechError) in
                try StrokeNameLexicon(contentsOf: url)
            } ?? .builtIn
        let resolver = StrokeNameResolver(lexicon: lexicon, matcher: matcher)
        let vocabulary = NameVocabulary(
            dictionaryWords: dictionary.words, extraWords: configuration.extraWords.map(\.word),
            languages: configuration.names, syllableBySyllableWeight: configuration.decoder.syllableBySyllableWeight,
            resolve: resolver.resolve)
        guard !vocabulary.isEmpty else { throw SpeechError(subject: dictionaryURL.path, reason: .emptyVocabulary) }
        let pocketSphinx = try PocketSphinxDecoder(
            arguments: StrokeNameDecoder.arguments(
                acousticModel: configuration.acousticModel, dictionary: dictionaryURL,
                speakerTransform: configuration.speakerTransform, parameters: configuration.decoder),
            subject: configuration.acousticModel.path)
        for extra in configuration.extraWords {
            if let phones = extra.phones {
                guard pocketSphinx.addWord(extra.word, phones: phones, rebuildSearches: false) else {
                    throw SpeechError(
                        subject: "extra word \(extra.word)",
                        reason: .invalidInput("phones \"\(phones)\" are not all in the acoustic model"))
                }
            } else if !pocketSphinx.knows(extra.word) {
                throw SpeechError(subject: dictionaryURL.path, reason: .unknownWord(extra.word))
            }
        }
        for token in vocabulary.tokens where !pocketSphinx.knows(token) {
            throw SpeechError(
                subject: dictionaryURL.path,
                reason: .decoderInitFailed("\(token) was not loaded: \(pocketSphinx.startupError ?? "no reason given")"))
        }
        let syllableLoop = try addSyllableLoop(configuration, dictionary: dictionaryURL, to: pocketSphinx)
        return StrokeNameDecoder(
            pocketSphinx: pocketSphinx, vocabulary: vocabulary, parameters: configuration.decoder,
            syllableLoop: syllableLoop)
    }

    /// The syllable loop of the "not a name" check, its words added to the decoder's dictionary, when the
    /// configuration checks expected names against syllables; nil otherwise.
    /// - Throws: ``SpeechError`` naming `syllable-loop.dict` when it is missing or malformed, or a syllable
    ///   whose phones the acoustic model lacks.
    private static func addSyllableLoop(
        _ configuration: RecognizerConfiguration, dictionary: URL, to pocketSphinx: PocketSphinxDecoder
    ) throws(SpeechError) -> SyllableLoop? {
        guard configuration.decoder.phoneLoopMargins != nil, configuration.decoder.nameCompetitor == .syllables else {
            return nil
        }
        let loop = try SyllableLoop(besideDictionary: dictionary)
        for syllable in loop.syllables
        where !pocketSphinx.addWord(syllable.word, phones: syllable.phones, rebuildSearches: false) {
            throw SpeechError(
                subject: dictionary.deletingLastPathComponent().appendingPathComponent(SyllableLoop.fileName).path,
                reason: .invalidInput("phones \"\(syllable.phones)\" are not all in the acoustic model"))
        }
        return loop
    }
}
