/// What the real-voice benchmark measured, per speaker.
struct RealVoiceResults {
    /// What a trial measured.
    enum Metric: String, CaseIterable {
        case free = "free recognition (no name expected)"
        case accepted = "expected name accepted"
        case falseAccept = "false accept (most confusable other name expected)"
        case sequence = "names of a character's sequence heard"
    }

    /// Which tally a trial goes to.
    struct Key: Hashable {
        var speaker: String
        var metric: Metric
        var style: RealVoiceCorpus.Style
        /// `clean`, `pink 20 dB`, `pink 10 dB`.
        var condition: String
    }

    /// Which verification-sweep tally a trial goes to.
    struct Sweep: Hashable {
        var speaker: String
        var condition: String
        var threshold: Double
    }

    /// Names accepted with their own name expected and with the most confusable other name expected.
    struct SweepTally {
        var accepted = SpeechTally()
        var falseAccept = SpeechTally()

        mutating func add(right: Bool, wrong: Bool) {
            accepted.add(right)
            falseAccept.add(wrong)
        }
    }

    var tallies: [Key: SpeechTally] = [:]
    var sweep: [Sweep: SweepTally] = [:]
    /// Onset errors in seconds of the names heard in sequences, by speaker and condition.
    var onsetErrors: [String: [Double]] = [:]
    var speakers: [String] = []
    var names: [String: Int] = [:]
    var decodeSeconds = 0.0
    var audioSeconds = 0.0
    var baseline: [String: SpeechBaseline.Comparison] = [:]

    mutating func add(_ correct: Bool, _ key: Key) {
        tallies[key, default: SpeechTally()].add(correct)
    }
}
