import Foundation

/// The feature settings an acoustic model was trained with (its `feat.params`, and its `feature_transform` when
/// it has one), as sphinxtrain's `bw` must be told them.
struct FeatureParameters {
    private var values: [String: String] = [:]
    /// How many Gaussian codebooks the model's `means` file holds (nil when it cannot be read).
    private let codebooks: Int?
    /// The model's linear feature transform (sphinxtrain's LDA + MLLT, `feature_transform` in the folder), which
    /// PocketSphinx applies by itself when it loads the folder; nil when the model has none.
    let transform: URL?

    /// Reads `<model>/feat.params`; a model without one gets sphinxtrain's defaults.
    init(model: URL) {
        let text = (try? String(contentsOf: model.appendingPathComponent("feat.params"), encoding: .utf8)) ?? ""
        for line in text.split(separator: "\n") {
            let fields = line.split(whereSeparator: \.isWhitespace)
            if fields.count >= 2 { values[String(fields[0])] = String(fields[1]) }
        }
        codebooks = Self.codebookCount(means: model.appendingPathComponent("means"))
        let transform = model.appendingPathComponent("feature_transform")
        self.transform = FileManager.default.fileExists(atPath: transform.path) ? transform : nil
    }

    /// `bw`'s state-to-codebook mapping for the model type: `.ptm.`, `.semi.` or `.cont.`. Taken from
    /// `feat.params`' `-model` where it says; otherwise a model with one codebook is semi-continuous (the Mandarin
    /// `tdt_sc_8k` says nothing) and any other continuous.
    var stateToCodebook: String { ".\(values["-model"] ?? (codebooks == 1 ? "semi" : "cont"))." }

    /// The codebook count of a Sphinx-3 parameter file: the first word after its header and byte-order word.
    private static func codebookCount(means: URL) -> Int? {
        (try? Data(contentsOf: means)).flatMap { SphinxParameterWords($0)?[0] }
    }

    /// The front end's feature type (PocketSphinx's default when `feat.params` does not say).
    var featureType: String { values["-feat"] ?? "1s_c_d_dd" }

    /// How many numbers a feature vector of ``featureType`` holds (cepstra, their deltas, …); nil for a feature
    /// type split into several streams or one this does not know.
    var featureLength: Int? {
        guard values["-svspec"] == nil else { return nil }
        let cepstra = values["-ceplen"].flatMap { Int($0) } ?? 13
        switch featureType {
        case "1s_c": return cepstra
        case "1s_c_d": return 2 * cepstra
        case "1s_c_d_dd": return 3 * cepstra
        case "1s_c_d_ld_dd": return 4 * cepstra
        case "s3_1x39": return 39
        default: return nil
        }
    }

    /// The dimensions `feat.params` keeps of the feature transform's output (`-ldadim`), nil when it does not say.
    var transformDimensions: Int? { values["-ldadim"].flatMap { Int($0) } }

    /// The options `bw` shares with the model's front end (feature type, streams, gain and variance normalisation,
    /// and the feature transform: without it `bw` would align untransformed features with means that are not).
    var featureArguments: [String] {
        ["-feat", "-svspec", "-agc", "-varnorm", "-ceplen", "-ldadim"]
            .flatMap { key in values[key].map { [key, $0] } ?? [] } + (transform.map { ["-lda", $0.path] } ?? [])
    }
}
