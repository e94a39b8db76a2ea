/// Tunable settings of the PocketSphinx search and of the engine's handling around it.
///
/// The defaults are the values measured with `wol-bench speech` (see `docs/speech.md` and `BENCHMARKS.md`).
public struct DecoderParameters: Hashable, Codable, Sendable {
    /// Main HMM beam (`-beam`); smaller keeps more hypotheses alive.
    public var beam: Double = 1e-48
    /// Word-exit beam (`-wbeam`).
    public var wordBeam: Double = 7e-29
    /// Phone-transition beam (`-pbeam`).
    public var phoneBeam: Double = 1e-48
    /// Language (grammar) weight (`-lw`).
    public var languageWeight: Double = 6.5
    /// Word insertion penalty (`-wip`): lower means fewer inserted words.
    public var wordInsertionPenalty: Double = 0.65
    /// Probability of silence between words (`-silprob`). Learners pause between names, so silence is far
    /// likelier here than in PocketSphinx's continuous-speech default (0.005).
    public var silenceProbability: Double = 0.1
    /// Probability of noise fillers (`-fillprob`): lets breath and background noise be explained as noise
    /// rather than as an extra syllable of a name (PocketSphinx's default is 1e-8).
    public var fillerProbability: Double = 0.02
    /// RMS level in dBFS of the deterministic pink noise added before decoding: the en-us silence model was trained on
    /// real rooms and mistakes near-digital silence for speech.
    public var noiseFloorDBFS: Double = -56
    /// Whether to normalise each recording by its own cepstral means (measured over the whole recording
    /// before decoding it) rather than the means the acoustic model was loaded with. The model was trained
    /// with per-utterance means; without them, accents and voices far from the loading means are misheard
    /// (English "vertical" as Mandarin `hengzheti`). Streaming applies them in its final pass at
    /// ``RecognitionSession/stop()``, not to partial results.
    public var utteranceCepstralMean = true
    /// Whether to take steady background noise out of each recording (``NoiseSuppressor``, measured on the
    /// recording's quietest frames) before the final search. Needs the whole recording, so streaming applies
    /// it in the pass at ``RecognitionSession/stop()``, not to partial results.
    public var suppressNoise = true
    /// Shortest silence, in seconds, the grammar requires between two stroke names. Learners say one name
    /// per stroke and draw in between, so a short gap inside one name (the breath of "hook") must not split it
    /// into two shorter names; 0 allows names back to back.
    public var minimumPauseBetweenNames: Double = 0.2
    /// A shorter pause also allowed between names, for names said in quick succession, at
    /// ``shortPauseWeight``; 0 (or not shorter than ``minimumPauseBetweenNames``) allows no shorter pause.
    public var shortPauseBetweenNames: Double = 0.1
    /// Grammar weight of the short pause relative to the long one (weight 1): below 1 the search takes a
    /// short pause only where the audio clearly has one.
    public var shortPauseWeight: Double = 0.01
    /// Grammar weight of a Mandarin name said syllable by syllable (its `_` token, `heng_zhe`, with a silence
    /// between the syllables) relative to the same name said whole. Only a dictionary built with
    /// `build_dict.py --syllable-pauses` has such tokens; the shipped one does not, because a silence phone has
    /// no longest length and two names said 0.12 s apart became one longer name at every weight tried
    /// (`docs/speech.md`, "Names said syllable by syllable").
    public var syllableBySyllableWeight: Double = 0.1
    /// Grammar weight of each expected stroke name relative to a name not expected, when the expected names
    /// are known: biases the search toward what the learner should say without ruling out other names.
    /// Measured: 1000 against 4 lowers the sequence WER from 4.2 to 3.4 % and raises correct accept from
    /// 99.1 to 99.5 % with false accept still 0 (`wol-bench speech --every 4`); 100000 changed nothing more.
    public var expectedNameBias: Double = 1000
    /// When expected names are known, each piece of the recording is searched twice, allowing only the
    /// expected names and allowing every name, and the expected names are accepted when they explain the
    /// audio at most this much worse (log-likelihood per frame of name) than the best names do
    /// (``ExpectedNameVerifier``); otherwise the best names are reported. Nil (the default): a single search
    /// with the expected names weighted up by ``expectedNameBias``. Calibrated on a real voice (pffy) at 0.125;
    /// on the held-out voice it accepted no more single names than the bias does and far fewer names in
    /// sequences (`docs/speech.md`, "Verification by likelihood ratio"), so it is an option, not the default.
    public var expectedNameVerification: Double?
    /// When expected names are known and the biased search hears one in a piece of the recording, the same
    /// piece is searched again by a free phone loop (any sounds), and the expected names are kept only when they
    /// explain it at most this much worse per frame of name (``PhoneLoopVerifier``); otherwise they are dropped
    /// and the name counts as not said. Nil: no such check. Not used together with
    /// ``expectedNameVerification``, which replaces the biased search.
    public var phoneLoopMargins: PhoneLoopMargins?
    /// The competitor ``phoneLoopMargins`` measures the expected names against: a free phone loop (the default)
    /// or a loop of Mandarin syllables, which needs `syllable-loop.dict` beside the stroke-name dictionary.
    public var nameCompetitor: NameCompetitor = .phones
    /// Scale applied to acoustic log-likelihoods when computing word posteriors (PocketSphinx's `1/-ascale`):
    /// smaller spreads confidence over more competitors.
    public var posteriorScale: Double = 0.3
    /// Words whose posterior confidence is below this are dropped as unreliable.
    public var minimumConfidence: Double = 0.3
    /// A word must have frames this many dB above the recording's noise floor, or it is taken for noise.
    public var minimumSpeechAboveNoiseDB: Double = 9
    /// A frame counts as quiet for cutting a recording into pieces searched one by one (``QuietCuts``) when
    /// its energy is within this many dB of the recording's noise floor. 9 rather than 6: real room tone
    /// flickers above 6 dB, pieces stay long and PocketSphinx's lattice search (quadratic in a piece's
    /// length) took 42–44 % more time on real voices; single names and the synthetic benchmark are unchanged
    /// at 9, real-voice sequences 1–4.5 points lower (`docs/speech.md`, "Where the time goes").
    public var quietCutMarginDB: Double = 9
    /// Vocal-tract-length normalisation: the front end's mel filters placed on warped frequencies (``FrequencyWarp``;
    /// PocketSphinx's `-warp_type`, `-warp_params`). Nil (the default): no warp. ``RecognizerConfiguration/withMandarinCompanion()``
    /// gives the companion the same warp, since it belongs to the voice rather than the model.
    public var frequencyWarp: FrequencyWarp?
    /// Further PocketSphinx options, e.g. `["-pip": "1.2"]`; they override everything above.
    public var extraArguments: [String: String] = [:]

    public init() {}
}
