import Foundation

/// Tells which tone a syllable was said in from its ``ToneFeatures``: a small neural network (standardized
/// features, one hidden layer of tanh units, a softmax over the five tones).
///
/// The fitted network ships as ``fitted`` (rebuilt by `Training/tones.sh` from six of the seven voices of
/// `../shared/realvoice`, yali's connected-speech syllables left out; its held-out figures are in `BENCHMARKS.md`).
public struct ToneClassifier: Hashable, Codable, Sendable {
    /// Subtracted from each feature before scaling.
    public var means: [Double]
    /// Each feature is divided by this.
    public var scales: [Double]
    /// Hidden layer: one row of input weights per unit.
    public var hiddenWeights: [[Double]]
    public var hiddenBiases: [Double]
    /// Output layer: one row of hidden-unit weights per tone, in ``MandarinTone/allCases`` order.
    public var outputWeights: [[Double]]
    public var outputBiases: [Double]

    public init(
        means: [Double], scales: [Double], hiddenWeights: [[Double]], hiddenBiases: [Double],
        outputWeights: [[Double]], outputBiases: [Double]
    ) {
        self.means = means
        self.scales = scales
        self.hiddenWeights = hiddenWeights
        self.hiddenBiases = hiddenBiases
        self.outputWeights = outputWeights
        self.outputBiases = outputBiases
    }

    /// The hidden layer's activations for `features`, already standardized.
    public func hidden(_ standardized: [Double]) -> [Double] {
        zip(hiddenWeights, hiddenBiases).map { row, bias in
            tanh(zip(row, standardized).reduce(bias) { $0 + $1.0 * $1.1 })
        }
    }

    /// `features` standardized with ``means`` and ``scales``.
    public func standardized(_ features: [Double]) -> [Double] {
        zip(features, zip(means, scales)).map { value, statistics in (value - statistics.0) / statistics.1 }
    }

    /// The probability of each tone, in ``MandarinTone/allCases`` order (they sum to 1).
    public func probabilities(_ features: ToneFeatures) -> [Double] {
        let activations = hidden(standardized(features.values))
        let scores = zip(outputWeights, outputBiases).map { row, bias in
            zip(row, activations).reduce(bias) { $0 + $1.0 * $1.1 }
        }
        let top = scores.max() ?? 0
        let exponentials = scores.map { exp($0 - top) }
        let total = exponentials.reduce(0, +)
        return exponentials.map { $0 / total }
    }

    /// The most likely of the four full tones and its probability among those four: for a stroke name's
    /// syllables, none of which is neutral, so that a short or creaky syllable is not lost to the neutral tone.
    public func classifyFullTone(_ features: ToneFeatures) -> (tone: MandarinTone, probability: Double) {
        let full = Array(probabilities(features).prefix(4))
        let best = full.indices.max { full[$0] < full[$1] } ?? 0
        return (MandarinTone.allCases[best], full[best] / max(full.reduce(0, +), .leastNonzeroMagnitude))
    }

    /// The most likely tone and how sure the network is of it (its probability).
    public func classify(_ features: ToneFeatures) -> (tone: MandarinTone, probability: Double) {
        let probabilities = probabilities(features)
        let best = probabilities.indices.max { probabilities[$0] < probabilities[$1] } ?? 0
        return (MandarinTone.allCases[best], probabilities[best])
    }
}
