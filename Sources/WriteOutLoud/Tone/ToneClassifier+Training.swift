import Foundation

extension ToneClassifier {
    /// One syllable to learn from: its features and the tone it was said in.
    public struct Example: Hashable, Sendable {
        public var features: ToneFeatures
        public var tone: MandarinTone

        public init(features: ToneFeatures, tone: MandarinTone) {
            self.features = features
            self.tone = tone
        }
    }

    /// How a network is fitted.
    public struct Training: Hashable, Sendable {
        /// Hidden units.
        public var hiddenUnits: Int
        /// Full-batch Adam steps.
        public var steps: Int
        public var learningRate: Double
        /// L2 penalty on the weights (not the biases), per example.
        public var weightDecay: Double
        /// Seeds the initial weights, so a fit is repeatable.
        public var seed: UInt64

        public init(
            hiddenUnits: Int = 16, steps: Int = 1500, learningRate: Double = 0.02, weightDecay: Double = 1e-3,
            seed: UInt64 = 43
        ) {
            self.hiddenUnits = hiddenUnits
            self.steps = steps
            self.learningRate = learningRate
            self.weightDecay = weightDecay
            self.seed = seed
        }
    }

    /// A network trained on `examples` by minimizing cross-entropy, each tone weighted so that every tone counts
    /// alike however many examples it has (neutral syllables are few).
    /// - Precondition: `examples` is not empty and all have the same number of features.
    /// - Complexity: O(*steps*·*n*·*h*·*d*) for *n* examples of *d* features and *h* hidden units.
    public static func trained(on examples: [Example], training: Training = Training()) -> ToneClassifier {
        precondition(!examples.isEmpty, "nothing to fit a tone classifier to")
        let inputs = examples.map(\.features.values)
        let width = inputs[0].count
        let count = Double(inputs.count)
        let means = (0..<width).map { column in inputs.reduce(0) { $0 + $1[column] } / count }
        let scales = (0..<width).map { column in
            max(1e-6, sqrt(inputs.reduce(0) { $0 + pow($1[column] - means[column], 2) } / count))
        }
        let tones = MandarinTone.allCases
        let labels = examples.map { example in tones.firstIndex(of: example.tone) ?? 0 }
        let perTone = tones.indices.map { tone in labels.filter { $0 == tone }.count }
        let present = Double(perTone.filter { $0 > 0 }.count)
        let weights = labels.map { count / (present * Double(perTone[$0])) }

        var generator = SplitMix64(seed: training.seed)
        func initial(_ fanIn: Int) -> Double {
            Double.random(in: -1...1, using: &generator) * sqrt(3 / Double(fanIn))
        }
        var network = ToneClassifier(
            means: means, scales: scales,
            hiddenWeights: (0..<training.hiddenUnits).map { _ in (0..<width).map { _ in initial(width) } },
            hiddenBiases: Array(repeating: 0, count: training.hiddenUnits),
            outputWeights: tones.map { _ in (0..<training.hiddenUnits).map { _ in initial(training.hiddenUnits) } },
            outputBiases: Array(repeating: 0, count: tones.count))
        let standardized = inputs.map(network.standardized)
        var optimizer = AdamState(like: network.parameters)
        for _ in 0..<training.steps {
            let gradient = network.gradient(standardized, labels: labels, weights: weights, decay: training.weightDecay)
            network.parameters = optimizer.step(network.parameters, gradient: gradient, rate: training.learningRate)
        }
        return network
    }

    /// The weights and biases as one flat list (hidden weights, hidden biases, output weights, output biases).
    var parameters: [Double] {
        get { hiddenWeights.flatMap { $0 } + hiddenBiases + outputWeights.flatMap { $0 } + outputBiases }
        set {
            var rest = newValue[...]
            func take(_ count: Int) -> [Double] {
                defer { rest = rest.dropFirst(count) }
                return Array(rest.prefix(count))
            }
            let width = means.count
            hiddenWeights = hiddenWeights.indices.map { _ in take(width) }
            hiddenBiases = take(hiddenBiases.count)
            outputWeights = outputWeights.indices.map { _ in take(hiddenBiases.count) }
            outputBiases = take(outputBiases.count)
        }
    }

    /// The gradient of the weighted mean cross-entropy plus the L2 penalty, by backpropagation, as ``parameters``.
    private func gradient(_ inputs: [[Double]], labels: [Int], weights: [Double], decay: Double) -> [Double] {
        let units = hiddenBiases.count
        let width = means.count
        var hiddenWeightGradient = [[Double]](repeating: [Double](repeating: 0, count: width), count: units)
        var hiddenBiasGradient = [Double](repeating: 0, count: units)
        var outputWeightGradient = [[Double]](repeating: [Double](repeating: 0, count: units), count: outputBiases.count)
        var outputBiasGradient = [Double](repeating: 0, count: outputBiases.count)
        let count = Double(inputs.count)
        for (index, input) in inputs.enumerated() {
            let activations = hidden(input)
            let scores = zip(outputWeights, outputBiases).map { row, bias in
                zip(row, activations).reduce(bias) { $0 + $1.0 * $1.1 }
            }
            let top = scores.max() ?? 0
            let exponentials = scores.map { exp($0 - top) }
            let total = exponentials.reduce(0, +)
            let weight = weights[index] / count
            let outputError = exponentials.indices.map { tone in
                (exponentials[tone] / total - (tone == labels[index] ? 1 : 0)) * weight
            }
            var hiddenError = [Double](repeating: 0, count: units)
            for tone in outputError.indices {
                outputBiasGradient[tone] += outputError[tone]
                for unit in 0..<units {
                    outputWeightGradient[tone][unit] += outputError[tone] * activations[unit]
                    hiddenError[unit] += outputError[tone] * outputWeights[tone][unit]
                }
            }
            for unit in 0..<units {
                let error = hiddenError[unit] * (1 - activations[unit] * activations[unit])
                hiddenBiasGradient[unit] += error
                for feature in 0..<width { hiddenWeightGradient[unit][feature] += error * input[feature] }
            }
        }
        for unit in 0..<units {
            for feature in 0..<width { hiddenWeightGradient[unit][feature] += decay * hiddenWeights[unit][feature] }
            for tone in outputBiases.indices { outputWeightGradient[tone][unit] += decay * outputWeights[tone][unit] }
        }
        return hiddenWeightGradient.flatMap { $0 } + hiddenBiasGradient + outputWeightGradient.flatMap { $0 }
            + outputBiasGradient
    }
}

/// Adam's running moments for a flat list of parameters.
private struct AdamState {
    var first: [Double]
    var second: [Double]
    var steps = 0

    init(like parameters: [Double]) {
        first = Array(repeating: 0, count: parameters.count)
        second = first
    }

    mutating func step(_ parameters: [Double], gradient: [Double], rate: Double) -> [Double] {
        steps += 1
        let (beta1, beta2) = (0.9, 0.999)
        let correction1 = 1 - pow(beta1, Double(steps))
        let correction2 = 1 - pow(beta2, Double(steps))
        return parameters.indices.map { index in
            first[index] = beta1 * first[index] + (1 - beta1) * gradient[index]
            second[index] = beta2 * second[index] + (1 - beta2) * gradient[index] * gradient[index]
            return parameters[index] - rate * (first[index] / correction1) / (sqrt(second[index] / correction2) + 1e-8)
        }
    }
}
