import Foundation

/// Everything the speech benchmark measured.
struct SpeechResults {
    /// Isolated-name accuracy without expectations, keyed by language then condition.
    var isolated: [String: [String: SpeechTally]] = [:]
    /// Clean isolated-name accuracy by language and voice, and by language and speed.
    var cleanByVoice: [String: SpeechTally] = [:]
    var cleanBySpeed: [String: SpeechTally] = [:]
    var sequenceErrors = 0
    var sequenceWords = 0
    var sequences = 0
    /// Per verification trial: whether it was accepted and the confidence of the accepted word.
    var rightTrials: [Double?] = []
    var wrongTrials: [Double?] = []
    /// Noisy isolated names decoded with their own name expected (as `wol analyze` decodes): whether it was
    /// accepted, keyed by language then condition.
    var noisyExpected: [String: [String: SpeechTally]] = [:]
    /// English names said with synonyms ("horizontal throw"): heard without expectation, and accepted
    /// when expected.
    var synonymsFree = SpeechTally()
    var synonymsExpected = SpeechTally()
    var onsetErrors: [Double] = []
    var noiseOnlyWords: [(label: String, words: [String])] = []
    var decodeSeconds = 0.0
    var audioSeconds = 0.0
    var baseline: SpeechBaseline.Comparison?
    var memory: (files: Int, early: Int, late: Int)?

    var wer: Double { sequenceWords == 0 ? .nan : Double(sequenceErrors) / Double(sequenceWords) }
    var realTimeFactor: Double { audioSeconds == 0 ? .nan : decodeSeconds / audioSeconds }

    /// Correct-accept and false-accept rates when words below `threshold` confidence are rejected.
    func verification(threshold: Double) -> (correctAccept: Double, falseAccept: Double) {
        func rate(_ trials: [Double?]) -> Double {
            Double(trials.filter { ($0 ?? -1) >= threshold }.count) / Double(max(1, trials.count))
        }
        return (rate(rightTrials), rate(wrongTrials))
    }
}
