/// Teachers' verdicts from the progress store, made ready for calibration: the latest verdict on each stroke
/// and dimension, split by attempt into those the thresholds are fitted on and those held out to measure the
/// fit on (every `heldOutEvery`-th attempt by id, so no attempt's strokes are on both sides).
public struct StoredVerdictSamples: Sendable {
    /// One teacher's verdict with the stored stroke it is on.
    public struct Judged: Sendable {
        public var verdict: TeacherVerdict
        public var stroke: LessonStroke
    }

    public var training: [Judged] = []
    public var heldOut: [Judged] = []

    /// - Parameters:
    ///   - verdicts: oldest first, as the store gives them.
    ///   - attempts: the attempts they are on.
    ///   - heldOutEvery: every this many attempts (by id) one is held out.
    public init(_ verdicts: [TeacherVerdict], attempts: [ReviewedAttempt], heldOutEvery: Int = 4) {
        let byID = Dictionary(uniqueKeysWithValues: attempts.map { ($0.id, $0.attempt) })
        for verdict in verdicts.standing {
            guard let attempt = byID[verdict.attempt], attempt.strokes.indices.contains(verdict.stroke) else { continue }
            let judged = Judged(verdict: verdict, stroke: attempt.strokes[verdict.stroke])
            if verdict.attempt % Int64(max(heldOutEvery, 1)) == 0 { heldOut.append(judged) } else { training.append(judged) }
        }
    }

    /// The training drawing verdicts as calibration samples.
    public var drawingSamples: [CalibrationSample] {
        training.filter { $0.verdict.dimension == .drawing && $0.stroke.drawn }.map { judged in
            CalibrationSample(
                strokeType: judged.stroke.type, accuracy: judged.stroke.accuracy, scores: judged.stroke.scores,
                humanPass: judged.verdict.passed)
        }
    }

    /// Agreement on the held-out verdicts of one dimension with the engine's verdicts at the time.
    public func agreementBefore(_ dimension: VerdictDimension) -> Agreement {
        Agreement(heldOut.compactMap { judged in
            guard judged.verdict.dimension == dimension, let engine = judged.verdict.enginePassed else { return nil }
            return (engine, judged.verdict.passed)
        })
    }

    /// Agreement on the held-out drawing verdicts with the calibration's thresholds.
    public func drawingAgreement(with calibration: Calibration) -> Agreement {
        Agreement(heldOut.compactMap { judged in
            guard judged.verdict.dimension == .drawing, judged.stroke.drawn else { return nil }
            return (judged.stroke.accuracy >= calibration.threshold(for: judged.stroke.type), judged.verdict.passed)
        })
    }

    /// Agreement on the held-out verdicts of every dimension, before and (for drawing, the only dimension with a
    /// fitted threshold) after `calibration`.
    public func heldOutAgreement(with calibration: Calibration) -> [HeldOutAgreement] {
        VerdictDimension.allCases.map { dimension in
            HeldOutAgreement(
                dimension: dimension, before: agreementBefore(dimension),
                after: dimension == .drawing ? drawingAgreement(with: calibration) : nil)
        }
    }
}
