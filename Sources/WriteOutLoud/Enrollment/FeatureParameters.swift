import Foundation

/// The feature settings an acoustic model was trained with (its `feat.params`), as sphinxtrain's `bw`
/// must be told them.
struct FeatureParameters {
    private var values: [String: String] = [:]

    /// Reads `<model>/feat.params`; a model without one gets sphinxtrain's defaults.
    init(model: URL) {
        let text = (try? String(contentsOf: model.appendingPathComponent("feat.params"), encoding: .utf8)) ?? ""
        for line in text.split(separator: "\n") {
            let fields = line.split(whereSeparator: \.isWhitespace)
            if fields.count >= 2 { values[String(fields[0])] = String(fields[1]) }
        }
    }

    /// `bw`'s state-to-codebook mapping for the model type: `.ptm.`, `.semi.` or `.cont.`.
    var stateToCodebook: String { ".\(values["-model"] ?? "cont")." }

    /// The options `bw` shares with the model's front end (feature type, streams, gain and variance normalisation).
    var featureArguments: [String] {
        ["-feat", "-svspec", "-agc", "-varnorm", "-ceplen"].flatMap { key in values[key].map { [key, $0] } ?? [] }
    }
}
