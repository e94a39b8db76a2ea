/// Live recognition: feed audio as it arrives and read partial and final results from a stream.
///
/// One session owns one decoder (loading the model once) and can run many utterances one after another:
/// ``start(expecting:)`` opens an utterance and returns its stream of updates, ``feed(_:sampleRate:)`` adds
/// audio at any rate, ``stop()`` settles the words, ``cancel()`` drops them. The final words equal what
/// ``SpeechRecognizer/transcribe(_:expecting:)`` finds in the same audio, however it was chunked.
public actor RecognitionSession {
    /// The state of the open utterance.
    private struct Utterance {
        var continuation: AsyncStream<RecognitionUpdate>.Continuation
        var resampler: Resampler?
        var samplesDecoded = 0
        var lastPartial: [PartialWord] = []
    }

    public nonisolated let configuration: RecognizerConfiguration
    /// One decoder per acoustic model. The main model's (the first) searches while audio arrives, for partial
    /// results; the companions' collect the audio and search it at ``stop()``.
    private let decoders: [StrokeNameDecoder]
    private let merger = WordMerger()
    private var utterance: Utterance?

    /// Loads the models.
    /// - Parameters:
    ///   - configuration: models, vocabulary and search settings.
    ///   - matcher: maps dictionary words outside the lexicon to strokes by sound.
    /// - Throws: ``SpeechError`` as ``SpeechRecognizer/init(configuration:matcher:)`` does.
    public init(configuration: RecognizerConfiguration, matcher: StrokeNameMatcher = StrokeNameMatcher())
        throws(SpeechError)
    {
        self.configuration = configuration
        decoders = try SpeechRecognizer.makeDecoders(configuration, matcher: matcher)
    }

    /// Opens an utterance, cancelling one still open.
    /// - Parameter expected: the names the learner should say, in order, when known.
    /// - Returns: the utterance's updates; the stream ends after the final result or on cancel.
    /// - Throws: ``SpeechError`` when the decoder cannot start.
    public func start(expecting expected: [StrokeType]? = nil) throws(SpeechError) -> AsyncStream<RecognitionUpdate> {
        cancel()
        for (index, decoder) in decoders.enumerated() {
            try decoder.prepare(expecting: expected)
            try decoder.start(live: index == 0)
        }
        let (stream, continuation) = AsyncStream<RecognitionUpdate>.makeStream(bufferingPolicy: .unbounded)
        utterance = Utterance(continuation: continuation)
        return stream
    }

    /// Adds audio to the open utterance and reports a partial result when the best guess changed.
    /// - Parameters:
    ///   - samples: mono samples in −1…1.
    ///   - sampleRate: their rate in Hz; must stay the same within an utterance.
    /// - Throws: ``SpeechError`` when no utterance is open, the rate is unusable or changes, or decoding fails.
    public func feed(_ samples: [Float], sampleRate: Double) throws(SpeechError) {
        guard var current = utterance else {
            throw SpeechError(subject: "session", reason: .invalidInput("feed called with no utterance started"))
        }
        guard sampleRate.isFinite, sampleRate >= 1 else {
            throw SpeechError(subject: "sampleRate", reason: .invalidInput("\(sampleRate) Hz is not a usable rate"))
        }
        let resampler = current.resampler ?? Resampler(from: sampleRate, to: SpeechRecognizer.decodingSampleRate)
        guard resampler.inputRate == sampleRate.rounded() else {
            throw SpeechError(
                subject: "sampleRate",
                reason: .invalidInput("changed from \(resampler.inputRate) to \(sampleRate) Hz within an utterance"))
        }
        let converted = resampler.process(samples)
        current.resampler = resampler
        for decoder in decoders { try decoder.process(converted) }
        current.samplesDecoded += converted.count
        let partial = decoders[0].partialWords()
        if partial != current.lastPartial {
            current.lastPartial = partial
            current.continuation.yield(
                .partial(words: partial, through: Double(current.samplesDecoded) / SpeechRecognizer.decodingSampleRate))
        }
        utterance = current
    }

    /// Ends the utterance: decodes what is left, reports the final words and ends the stream.
    /// - Returns: the final words (also sent on the stream); empty when no utterance was open.
    /// - Throws: ``SpeechError`` when decoding fails; the stream then ends without a final result.
    @discardableResult
    public func stop() throws(SpeechError) -> [WordSegment] {
        guard let current = utterance else { return [] }
        utterance = nil
        defer { current.continuation.finish() }
        if let rest = current.resampler?.finish() {
            for decoder in decoders { try decoder.process(rest) }
        }
        let words = try SpeechRecognizer.finishMerged(decoders, merger: merger)
        current.continuation.yield(.final(words: words))
        return words
    }

    /// Drops the open utterance without a final result and ends its stream.
    public func cancel() {
        guard let current = utterance else { return }
        utterance = nil
        for decoder in decoders { decoder.abandon() }
        current.continuation.finish()
    }
}
