import Foundation

/// The feature settings an acoustic model was trained with (its `feat.params`), as sphinxtrain's `bw`
/// must be told them.
struct FeatureParameters {
    private var values: [String: String] = [:]
    /// How many Gaussian codebooks the model's `means` file holds (nil when it cannot be read).
    private let codebooks: Int?

    /// Reads `<model>/feat.params`; a model without one gets sphinxtrain's defaults.
    init(model: URL) {
        let text = (try? String(contentsOf: model.appendingPathComponent("feat.params"), encoding: .utf8)) ?? ""
        for line in text.split(separator: "\n") {
            let fields = line.split(whereSeparator: \.isWhitespace)
            if fields.count >= 2 { values[String(fields[0])] = String(fields[1]) }
        }
        codebooks = Self.codebookCount(means: model.appendingPathComponent("means"))
    }

    /// `bw`'s state-to-codebook mapping for the model type: `.ptm.`, `.semi.` or `.cont.`. Taken from
    /// `feat.params`' `-model` where it says; otherwise a model with one codebook is semi-continuous (the Mandarin
    /// `tdt_sc_8k` says nothing) and any other continuous.
    var stateToCodebook: String { ".\(values["-model"] ?? (codebooks == 1 ? "semi" : "cont"))." }

    /// The codebook count of a Sphinx-3 parameter file: after its text header (`s3`, …, `endhdr`), a byte-order
    /// word (0x11223344 as written) and then the count.
    private static func codebookCount(means: URL) -> Int? {
        guard let data = try? Data(contentsOf: means), let end = data.range(of: Data("endhdr\n".utf8)) else {
            return nil
        }
        let words = data[end.upperBound...].prefix(8)
        guard words.count == 8 else { return nil }
        let bytes = Array(words)
        let little = { (at: Int) in (0..<4).reduce(UInt32(0)) { $0 | UInt32(bytes[at + $1]) << (8 * $1) } }
        let swapped = little(0) != 0x1122_3344
        return Int(swapped ? little(4).byteSwapped : little(4))
    }

    /// The options `bw` shares with the model's front end (feature type, streams, gain and variance normalisation).
    var featureArguments: [String] {
        ["-feat", "-svspec", "-agc", "-varnorm", "-ceplen"].flatMap { key in values[key].map { [key, $0] } ?? [] }
    }
}
