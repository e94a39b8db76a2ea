/// Whether a learner's MLLR transform is kept: it must pay on their own reading, measured on words held back from
/// its fitting (``SpeakerEnrollment/checkTransform(_:parts:seed:)``). A transform fitted on a few seconds of speech
/// can fit the reading and still hear the learner worse — on seven held-out voices one in six lost a third of its
/// names run together and tripled its confusable accepts (`BENCHMARKS.md`, "Enrolment adapting `zh-wideband`") —
/// so the product keeps it only where the held-back names say it helps.
///
/// The rule, fixed before any voice was measured with it: kept when the held-back decodes with the transform are
/// no worse than without it clean, no worse with noise (an enrolment read in a quiet room must not make noisy
/// recordings worse), and better over both together. Ties and readings without a stroke name to hold back keep
/// the model as it is.
public struct EnrollmentTransformCheck: Hashable, Sendable, Codable {
    /// Good outcomes of the held-back names' decodes in one condition, without and with the transform: per name
    /// said, heard as itself with nothing expected, accepted with it expected, and its most confusable other name
    /// refused when that one is expected (three decodes each).
    public struct Tally: Hashable, Sendable, Codable {
        /// Decodes scored (three per held-back name).
        public var trials: Int
        /// Good outcomes without the transform.
        public var without: Int
        /// Good outcomes with the transform fitted on the rest of the reading.
        public var with: Int

        public init(trials: Int = 0, without: Int = 0, with: Int = 0) {
            self.trials = trials
            self.without = without
            self.with = with
        }

        /// `without → with of trials`.
        var text: String { "\(without) → \(with) of \(trials)" }
    }

    /// The held-back names decoded as read.
    public let clean: Tally
    /// The same with pink noise at ``noiseSNR``.
    public let noisy: Tally
    /// Held-back parts left out because the rest of the reading could not be aligned with its words for fitting.
    public let partsNotAligned: Int
    /// Whether the transform pays, by the rule above.
    public let kept: Bool
    /// One sentence for the report and the API: kept or not, and the figures that decided it.
    public let reason: String

    /// Signal-to-noise ratio of the noisy decodes, in dB against the held-back word's own level (the
    /// benchmark's noisy condition).
    public static let noiseSNR = 10.0

    /// Decides from the tallies.
    public init(clean: Tally, noisy: Tally, partsNotAligned: Int = 0) {
        self.clean = clean
        self.noisy = noisy
        self.partsNotAligned = partsNotAligned
        let figures = "held-back names' decodes right, without → with the transform: clean \(clean.text), "
            + "\(Int(Self.noiseSNR)) dB \(noisy.text)"
            + (partsNotAligned > 0 ? "; \(partsNotAligned) held-back part(s) left out, the rest not aligned" : "")
        if clean.trials == 0 {
            kept = false
            reason = "not kept: the reading has no stroke name to hold back and test it on"
        } else if clean.with < clean.without {
            kept = false
            reason = "not kept: it heard the learner worse clean (\(figures))"
        } else if noisy.with < noisy.without {
            kept = false
            reason = "not kept: it heard the learner worse in noise (\(figures))"
        } else if clean.with + noisy.with <= clean.without + noisy.without {
            kept = false
            reason = "not kept: it gained nothing (\(figures))"
        } else {
            kept = true
            reason = "kept: it heard the learner better (\(figures))"
        }
    }
}
