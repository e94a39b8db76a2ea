import Foundation

/// The frequency warp (vocal-tract-length normalisation, ``FrequencyWarp``) that fits one learner's voice, chosen on
/// their enrolment reading by the usual VTLN search: the reading is aligned with its own words at each candidate
/// warp, and the warp whose alignment has the highest acoustic log-likelihood per frame wins. No warp wins ties, so a
/// voice the model already fits keeps the standard front end. It belongs beside the learner's MLLR transform, which
/// is fitted afterwards at the chosen warp (the transform moves the means towards features made with that warp).
public struct FrequencyWarpChoice: Hashable, Sendable {
    /// One candidate and how well the reading aligns with it.
    public struct Trial: Hashable, Sendable {
        /// The warp tried; nil for the standard front end.
        public var warp: FrequencyWarp?
        /// Acoustic log-likelihood per frame of the reading aligned with its words, in nats; nil when no path said
        /// them all.
        public var scorePerFrame: Double?

        public init(warp: FrequencyWarp?, scorePerFrame: Double?) {
            self.warp = warp
            self.scorePerFrame = scorePerFrame
        }
    }

    /// Factors of the piecewise-linear warps tried by default (below 1 moves the filters up, for a shorter vocal
    /// tract than the model's speakers'; above 1 down): the range over which the seven-voice sweep moved recognition
    /// (`docs/speech.md`, "Vocal-tract-length normalisation").
    public static let factors = [0.85, 0.88, 0.92, 0.96, 1.04, 1.08]

    /// Every candidate with its score, in the order tried.
    public let trials: [Trial]
    /// The warp to decode and enrol this learner with; nil for none.
    public let chosen: FrequencyWarp?

    /// Chooses among scored candidates: the highest score per frame, unless it does not beat the standard front
    /// end's, which then stays.
    /// - Throws: ``EnrollmentError`` (subject `frequency warp`) when no trial is without a warp or one is, a warp is
    ///   tried twice, a score is not finite, or no candidate aligned at all.
    public init(trials: [Trial]) throws(EnrollmentError) {
        func refuse(_ problem: String) -> EnrollmentError { EnrollmentError(subject: "frequency warp", problem: problem) }
        let unwarped = trials.filter { $0.warp == nil }
        guard unwarped.count == 1 else {
            throw refuse("needs exactly one candidate without a warp to compare with, got \(unwarped.count)")
        }
        let warps = trials.compactMap(\.warp)
        if let twice = warps.first(where: { warp in warps.filter { $0 == warp }.count > 1 }) {
            throw refuse("\(twice) is a candidate more than once")
        }
        if let bad = trials.first(where: { $0.scorePerFrame.map { !$0.isFinite } ?? false }) {
            throw refuse("the score of \(bad.warp.map(String.init(describing:)) ?? "no warp") is not a finite number")
        }
        let scored = trials.filter { $0.scorePerFrame != nil }
        guard let best = scored.max(by: { $0.scorePerFrame! < $1.scorePerFrame! }) else {
            throw refuse("the reading could not be aligned with its words at any warp")
        }
        self.trials = trials
        if let standard = unwarped[0].scorePerFrame, best.scorePerFrame! <= standard {
            chosen = nil
        } else {
            chosen = best.warp
        }
    }

    /// No warp, then a piecewise-linear warp at each factor with the given breakpoint (in Hz, below the model's
    /// highest filter edge, `-upperf`, so that the filters really move: 4,800 Hz for en-us).
    /// - Throws: ``EnrollmentError`` for a factor or breakpoint ``FrequencyWarp`` refuses.
    public static func candidates(breakpoint: Double, factors: [Double] = factors) throws(EnrollmentError) -> [FrequencyWarp?] {
        var candidates: [FrequencyWarp?] = [nil]
        for factor in factors {
            do {
                candidates.append(try FrequencyWarp(.piecewiseLinear, [factor, breakpoint]))
            } catch {
                throw EnrollmentError(subject: "frequency warp", problem: error.problem)
            }
        }
        return candidates
    }

    /// Aligns the takes with their words at every candidate warp, with the configuration's main model alone (no
    /// companion, no speaker transform), and chooses.
    /// - Parameters:
    ///   - dictionaries: pronunciations of the takes' words; nil for ``SpeakerEnrollment/shippedDictionaries(for:)``.
    /// - Throws: ``EnrollmentError`` naming the recording, word or model at fault, or as ``init(trials:)``.
    public static func search(
        _ takes: [EnrollmentTake], configuration: RecognizerConfiguration, candidates: [FrequencyWarp?],
        dictionaries: [URL]? = nil
    ) throws(EnrollmentError) -> FrequencyWarpChoice {
        guard !takes.isEmpty else { throw EnrollmentError(subject: "enrolment", problem: "no recordings given") }
        var readings: [(take: EnrollmentTake, audio: AudioBuffer)] = []
        for take in takes {
            do {
                readings.append((take, try AudioFile.read(take.audio)))
            } catch {
                throw EnrollmentError(subject: error.file, problem: error.problem)
            }
        }
        var pronunciations: EnrollmentDictionary?
        var trials: [Trial] = []
        for warp in candidates {
            var single = configuration
            single.companions = []
            single.speakerTransform = nil
            single.decoder.frequencyWarp = warp
            do {
                let recognizer = try SpeechRecognizer(configuration: single)
                let phones = try pronunciations
                    ?? EnrollmentDictionary(files: dictionaries ?? SpeakerEnrollment.shippedDictionaries(for: recognizer))
                pronunciations = phones
                var total = 0.0
                var frames = 0
                var aligned = true
                for reading in readings {
                    guard let alignment = try recognizer.alignmentLikelihood(
                        of: reading.audio, saying: reading.take.words, pronunciations: phones.phones)
                    else {
                        aligned = false
                        break
                    }
                    total += alignment.logLikelihood
                    frames += alignment.frames
                }
                trials.append(Trial(warp: warp, scorePerFrame: aligned && frames > 0 ? total / Double(frames) : nil))
            } catch let error as SpeechError {
                throw EnrollmentError(subject: error.subject, problem: error.problem)
            } catch let error as EnrollmentError {
                throw error
            } catch {
                throw EnrollmentError(subject: "frequency warp", problem: "\(error)")
            }
        }
        return try FrequencyWarpChoice(trials: trials)
    }
}
