/// Leave-one-speaker-out calibration of the verification threshold: for each speaker, the threshold is chosen
/// on the other speakers' trials and judged on that speaker's, per length of the expected name.
struct VerificationCalibration {
    /// Names of one syllable and names of more are calibrated apart: a longer name has more frames to differ on.
    enum Length: String, CaseIterable {
        case one = "one syllable"
        case several = "two or more"

        init(syllables: Int) { self = syllables == 1 ? .one : .several }
    }

    /// One speaker's outcome at the threshold chosen without them.
    struct Fold {
        var threshold: Double
        var accepted = SpeechTally()
        var falseAccept = SpeechTally()
    }

    var trials: [VerificationTrial]
    /// Thresholds to choose from.
    var thresholds: [Double]
    /// Largest share of wrong names the chosen threshold may accept on the speakers it is chosen on.
    var falseAcceptLimit = 0.03

    /// The loosest threshold whose pooled false accept over `trials` stays within the limit (else the strictest).
    func choose(from trials: [VerificationTrial]) -> Double {
        let wrong = trials.filter { !$0.said }
        let passing = thresholds.filter { threshold in
            let accepted = wrong.filter { $0.accepted(threshold: threshold) }.count
            return wrong.isEmpty || Double(accepted) <= falseAcceptLimit * Double(wrong.count)
        }
        return passing.max() ?? thresholds.min() ?? 0
    }

    /// Each speaker's fold for one name length, under one condition (nil: all conditions pooled).
    func folds(_ length: Length, condition: String?) -> [String: Fold] {
        let relevant = trials.filter { Length(syllables: $0.syllables) == length }
        var folds: [String: Fold] = [:]
        for speaker in Set(relevant.map(\.speaker)) {
            var fold = Fold(threshold: choose(from: relevant.filter { $0.speaker != speaker }))
            for trial in relevant where trial.speaker == speaker && (condition == nil || trial.condition == condition) {
                if trial.said {
                    fold.accepted.add(trial.accepted(threshold: fold.threshold))
                } else {
                    fold.falseAccept.add(trial.accepted(threshold: fold.threshold))
                }
            }
            folds[speaker] = fold
        }
        return folds
    }
}
