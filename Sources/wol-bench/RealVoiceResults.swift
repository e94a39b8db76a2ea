/// What the real-voice benchmark measured, per speaker.
struct RealVoiceResults {
    /// What a trial measured.
    enum Metric: String, CaseIterable {
        case free = "free recognition (no name expected)"
        case accepted = "expected name accepted"
        case falseAccept = "false accept (most confusable other name expected)"
        case nearAccepted = "false accept (nearest name expected)"
        case nearHeard = "a name heard (no name expected; a mistake)"
        case sequence = "names of a character's sequence heard"
    }

    /// What was said in a trial.
    enum Group: String, CaseIterable {
        /// Names joined from syllables 0–30 ms apart, one-syllable names included.
        case together = "names run together"
        /// Names joined from syllables 80–160 ms apart (two or more syllables).
        case apart = "names one by one"
        /// One-syllable names (also counted in ``together``).
        case oneSyllable = "one-syllable names"
        /// Words said as words whose reading is a stroke name.
        case words = "words said as words"
        /// One-syllable words said as words that are no stroke name.
        case nearWords = "near words said as words"

        init(_ style: RealVoiceCorpus.Style) { self = style == .together ? .together : .apart }
    }

    /// Which tally a trial goes to.
    struct Key: Hashable {
        var speaker: String
        var metric: Metric
        var group: Group
        /// `clean`, `pink 20 dB`, `pink 10 dB`.
        var condition: String
    }

    var tallies: [Key: SpeechTally] = [:]
    /// Every decode with a name expected, for the verification sweep and its leave-one-out calibration.
    var verificationTrials: [VerificationTrial] = []
    /// Onset errors in seconds of the names heard in sequences, by speaker and condition.
    var onsetErrors: [String: [Double]] = [:]
    var speakers: [String] = []
    var names: [String: Int] = [:]
    /// Words said as words per speaker: those that are names and the near words tried.
    var words: [String: (names: Int, near: Int)] = [:]
    var decodeSeconds = 0.0
    var audioSeconds = 0.0
    var baseline: [String: SpeechBaseline.Comparison] = [:]
    /// With `--enrol`: how each voice was enrolled (its reading, the warp chosen), one line per speaker.
    var enrolments: [String: String] = [:]

    mutating func add(_ correct: Bool, _ key: Key) {
        tallies[key, default: SpeechTally()].add(correct)
    }

    /// The tally of one cell, if any trial went to it.
    func tally(_ speaker: String, _ metric: Metric, _ group: Group, _ condition: String) -> SpeechTally? {
        tallies[.init(speaker: speaker, metric: metric, group: group, condition: condition)]
    }
}
